/**
 * The one script the frequency panel's page runs while it loads. The build (scripts/
 * runtime-on-demand.ts) compiles it and writes it inline, first in <head>, with the runtime's
 * scripts in an attribute; the page's CSP pins it by hash. The page's life, in order:
 *
 * 1. The page's Trusted Types policy (trusted-types.ts), before any script sink is used.
 * 2. Until the panel hydrates, what the visitor does in it is recorded (early-presses.ts), and
 *    each press acknowledged at once (early-note.ts).
 * 3. The runtime is fetched after load and run on the first interaction (runtime-loader.ts).
 * 4. Should it fail, the note says so at once, in place, naming the press it kept from happening.
 *    Offline, the runtime is asked for again when the connection is back, or on the note's Try
 *    again; files gone (a deploy) or no answer, the note offers to reload, keeping the choices.
 *    Nothing navigates the visitor away by itself.
 */
import { closeMenusOnPagehide } from '../close-menus-on-pagehide';
import { earlyMarks, type RuntimeFailure } from './early-marks';
import { lastAsk, showNote } from './early-note';
import { recordEarlyPresses, type EarlyInput } from './early-presses';
import { runtimeLoader } from './runtime-loader';
import { installTrustedTypesPolicy } from './trusted-types';

export function bootstrap(script: HTMLScriptElement): void {
  installTrustedTypesPolicy();
  closeMenusOnPagehide();

  let failure: RuntimeFailure | null = null;
  let waiting: readonly EarlyInput[] = [];
  const sayFailure = () => failure && showNote({ say: failure, ask: lastAsk(waiting) });

  const runtime = (script.getAttribute(earlyMarks.runtime) ?? '').split(' ').filter(Boolean);
  const loader = runtimeLoader(runtime, (why) => {
    failure = why;
    if (waiting.length > 0) sayFailure();
  });
  const tryAgain = () => {
    failure = null;
    showNote(waiting.length > 0 ? { say: 'starting' } : null);
    loader.retry();
  };
  const early = recordEarlyPresses(
    (inputs, button) => {
      waiting = inputs;
      if (failure) sayFailure();
      else if (button) showNote({ say: 'starting' }, button);
    },
    () => {
      if (failure === 'offline') return tryAgain();
      early.keepChoices();
      location.reload();
    },
  );
  addEventListener('online', () => failure === 'offline' && tryAgain());

  window.__early = {
    take() {
      loader.done();
      showNote(null);
      return early.take();
    },
  };
}
