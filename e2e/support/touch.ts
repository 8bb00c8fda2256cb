/** A finger on a phone's screen, through the DevTools protocol (touch emulation must be on). */
import type { CDPSession } from '@playwright/test';

export async function tap(session: CDPSession, point: { x: number; y: number }) {
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A finger dragged up the screen: touchstart, pointerdown and a scroll, as on a phone. */
export async function touchScroll(session: CDPSession) {
  const at = (y: number) => [{ x: 180, y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
  for (const y of [560, 500, 420, 340]) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
