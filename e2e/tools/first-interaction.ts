/**
 * What a visitor's first touch costs, on a phone as the bench emulates one: 390×844, touch, 4×
 * CPU slowdown, slow 4G (150 ms round trip, 1.6 Mbps down), the page left idle 3 s after its load.
 * A content page is scrolled with a finger; the panel's page gets a tap on 963 Hz and, a moment
 * later, on Activate. Times come from the page's own clock: from the event's timestamp to the
 * frame that shows its effect.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { marks } from '../../components/frequency-panel/marks';
import { panelCopy } from '../../content/frequency-controller';
import { chromiumArgs, findChromium } from '../support/system';
import { tap, touchScroll } from '../support/touch';

export const phone = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  idleAfterLoadMs: 3_000,
  /** Between the tap on 963 Hz and the one on Activate: a finger moving to the bar. */
  betweenTapsMs: 250,
};

export interface FirstInteraction {
  /** Script bytes over the network while the page loaded and idled (the panel's prefetch). */
  jsBeforeTouchBytes: number;
  /** Script bytes over the network from the first touch on. */
  jsAfterTouchBytes: number;
  /** Long tasks (over 50 ms) from the first touch on: how many, and the longest. */
  longTasks: number;
  longestTaskMs: number;
  /** The panel: from the Activate tap to the frame acknowledging it, and to the one reading Pause. */
  tapToAcknowledgedMs?: number;
  tapToPauseMs?: number;
}

declare global {
  interface Window {
    bench?: {
      touches: number[];
      longTasks: { start: number; duration: number }[];
      acknowledged?: number;
      paused?: number;
    };
  }
}

async function emulatePhone(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBitsPerSecond / 8,
    uploadThroughput: phone.uploadBitsPerSecond / 8,
  });
  return session;
}

/** Watches, in the page, touches, long tasks and the panel's answer to the Activate tap. */
async function instrument(page: Page) {
  await page.evaluate(
    ({ pause, pending, activateSelector }) => {
      const bench: NonNullable<Window['bench']> = { touches: [], longTasks: [] };
      window.bench = bench;
      addEventListener('touchstart', (event) => bench.touches.push(event.timeStamp), true);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask' });
      const activate = document.querySelector(activateSelector);
      if (!activate) return;
      // (No named functions in here: the TypeScript runner would wrap them in a helper the page
      // does not have.)
      new MutationObserver(() => {
        if (bench.touches.length < 2) return;
        const paused = activate.textContent === pause;
        if (paused && bench.paused === undefined) {
          requestAnimationFrame((time) => (bench.paused ??= time));
        }
        if ((paused || activate.hasAttribute(pending)) && bench.acknowledged === undefined) {
          requestAnimationFrame((time) => (bench.acknowledged ??= time));
        }
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        childList: true,
        characterData: true,
      });
    },
    { pause: panelCopy.pause, pending: marks.pending, activateSelector: activate },
  );
}

/** The button that starts the transmission, as the bootstrap knows it. */
const activate = `button[name="${marks.press}"][value="transmission"]`;

const center = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);

/** One visit of `url`, as the phone above. */
async function measureOnce(browser: Browser, url: string): Promise<FirstInteraction> {
  const context = await browser.newContext({
    viewport: phone.viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  try {
    const session = await emulatePhone(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(phone.idleAfterLoadMs);
    await instrument(page);
    const panel = (await page.locator(`[${marks.island}]`).count()) > 0;
    if (panel) {
      const frequency = await center(page, 'label[for="frequency-963"]');
      const activateAt = await center(page, activate);
      await tap(session, frequency);
      await page.waitForTimeout(phone.betweenTapsMs);
      await tap(session, activateAt);
      await page.waitForFunction(() => window.bench?.paused !== undefined, null, {
        timeout: 30_000,
        polling: 100,
      });
    } else {
      await touchScroll(session);
    }
    await page.waitForTimeout(3_000);
    const bench = (await page.evaluate(() => window.bench))!;
    const firstTouch = bench.touches[0]!;
    // Bytes over the network (a file from the cache costs none), by when each was asked for.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          at: entry.startTime,
          bytes: (entry as PerformanceResourceTiming).transferSize,
        })),
    );
    const after = bench.longTasks.filter((task) => task.start + task.duration >= firstTouch);
    const lastTouch = bench.touches.at(-1)!;
    const sum = (list: { bytes: number }[]) => list.reduce((total, { bytes }) => total + bytes, 0);
    return {
      jsBeforeTouchBytes: sum(scripts.filter(({ at }) => at < firstTouch)),
      jsAfterTouchBytes: sum(scripts.filter(({ at }) => at >= firstTouch)),
      longTasks: after.length,
      longestTaskMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
      ...(panel
        ? {
            tapToAcknowledgedMs: Math.round(bench.acknowledged! - lastTouch),
            tapToPauseMs: Math.round(bench.paused! - lastTouch),
          }
        : {}),
    };
  } finally {
    await context.close();
  }
}

export async function measureFirstInteraction(
  url: string,
  runs: number,
  chromeFlags: string[] = [],
): Promise<FirstInteraction[]> {
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [...chromiumArgs, ...chromeFlags],
  });
  try {
    const results: FirstInteraction[] = [];
    for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}
