/**
 * The frequency panel as one machine (the Elm architecture): its state, a message for each thing
 * that happens to it, `update`, and what it shows, derived. The bootstrap starts it on a store
 * (store.ts); React renders that store and sends to it; effects (runtime, sound, reload) follow it.
 * The runtime: asleep → arriving (the first touch) → running (React has the panel); or → failed
 * → retrying (Try again, the connection back) → ready (running after a failure); or → reloading.
 * Choices never wait: they are the radios'. A press that needs the runtime waits for it; if it
 * fails, the note names the press, which never happens by itself.
 */
import type { BrainwaveId, Hz, ModeId } from '@/content/frequency-controller';
import { panelNote } from '@/content/panel-note';

export type Choices = Readonly<{ frequency: Hz; mode: ModeId; brainwave: BrainwaveId }>;

/** A press that needs the runtime: Activate/Pause, or the Sound switch. Reset needs none. */
export type Press = 'transmission' | 'sound';
export type Phase =
  'asleep' | 'arriving' | 'running' | 'failed' | 'retrying' | 'ready' | 'reloading';
/** Why the runtime is not running: no connection, or it could not be had or broke (reload). */
export type Failure = 'offline' | 'unavailable';
/** Why sound that was on could not play: its engine did not load, or the browser refused. */
export type SoundFailure = 'load' | 'start';

export interface PanelState extends Choices {
  readonly transmitting: boolean;
  /** The Sound switch; why sound last failed (the switch turned itself off); volume in percent. */
  readonly sound: Readonly<{ on: boolean; failure: SoundFailure | null; volume: number }>;
  readonly phase: Phase;
  /** Why it failed, while `phase` is failed. */
  readonly why: Failure;
  /** Presses waiting for the runtime (a second press takes one back); once failed, the refused. */
  readonly presses: readonly Press[];
  /** A press that stopped or reset the panel, until the next choice or start: said, not shown. */
  readonly stopped: 'pause' | 'reset' | null;
}

export type PanelMessage =
  /** A radio checked: by the visitor, by the browser restoring it, or as Reload kept it. */
  | { readonly type: 'choose'; readonly choice: Partial<Choices> }
  | { readonly type: 'press'; readonly press: Press | 'reset' }
  | { readonly type: 'setVolume'; readonly volume: number }
  | { readonly type: 'soundFailed'; readonly why: SoundFailure }
  /** The visitor's first touch, key or focus anywhere on the page. */
  | { readonly type: 'wake' }
  /** A file of the runtime failed to load or never came; or, broken, it threw in React. */
  | { readonly type: 'failed'; readonly why: Failure }
  | { readonly type: 'broken' }
  /** React has taken the panel over. */
  | { readonly type: 'arrived' }
  /** The note's button (Try again, or Reload), or the connection back. */
  | { readonly type: 'retry' | 'online' };

export const defaultChoices: Choices = { frequency: 528, mode: 'wealth', brainwave: 'alpha' };

export const initialState: PanelState = {
  ...defaultChoices,
  transmitting: false,
  sound: { on: false, failure: null, volume: 20 },
  phase: 'asleep',
  why: 'unavailable',
  presses: [],
  stopped: null,
};

/** Whether React runs the panel. */
export const isLive = ({ phase }: PanelState) => phase === 'running' || phase === 'ready';

const switchSound = (state: PanelState): PanelState => ({
  ...state,
  sound: { ...state.sound, on: !state.sound.on, failure: null },
});

/** The visitor acted: a "ready" note has been read. */
const seen = (state: PanelState): PanelState =>
  state.phase === 'ready' ? { ...state, phase: 'running' } : state;

export function update(state: PanelState, message: PanelMessage): PanelState {
  const { phase, presses } = state;
  const stopped = phase === 'failed' || phase === 'reloading';
  const asked = phase === 'arriving' || phase === 'retrying';
  switch (message.type) {
    case 'choose':
      return seen({ ...state, ...message.choice, stopped: null });
    case 'press': {
      const { press } = message;
      if (press === 'reset') {
        const kept = stopped ? presses : presses.filter((other) => other !== 'transmission');
        return seen({
          ...state,
          ...defaultChoices,
          transmitting: false,
          presses: kept,
          stopped: 'reset',
        });
      }
      const pressed =
        press === 'sound'
          ? switchSound(state)
          : {
              ...state,
              transmitting: !state.transmitting,
              stopped: state.transmitting ? ('pause' as const) : null,
            };
      if (isLive(state)) return seen(pressed);
      if (stopped)
        return presses.includes(press) ? state : { ...state, presses: [...presses, press] };
      const waiting = presses.includes(press)
        ? presses.filter((other) => other !== press)
        : [...presses, press];
      return { ...state, phase: phase === 'asleep' ? 'arriving' : phase, presses: waiting };
    }
    case 'setVolume':
      return { ...state, sound: { ...state.sound, volume: message.volume } };
    case 'soundFailed':
      return { ...state, sound: { ...state.sound, on: false, failure: message.why } };
    case 'wake':
      return phase === 'asleep' ? { ...state, phase: 'arriving' } : state;
    case 'failed':
      return asked ? { ...state, phase: 'failed', why: message.why } : state;
    case 'broken': {
      // Nothing plays once the runtime is gone; what waited for it is refused.
      const sound = { ...state.sound, on: false };
      return { ...state, phase: 'failed', why: 'unavailable', transmitting: false, sound };
    }
    case 'arrived': {
      if (isLive(state)) return state;
      // What the note said could not happen does not happen now.
      const waiting = stopped ? [] : presses;
      const replayed = waiting.includes('sound') ? switchSound(state) : state;
      const transmitting = state.transmitting !== waiting.includes('transmission');
      const next = phase === 'asleep' || phase === 'arriving' ? 'running' : 'ready';
      return { ...replayed, transmitting, phase: next, presses: [] };
    }
    case 'retry':
    case 'online':
      if (phase !== 'failed') return state;
      if (state.why === 'offline') return { ...state, phase: 'retrying', presses: [] };
      return message.type === 'retry' ? { ...state, phase: 'reloading' } : state;
    default: {
      // Every message is handled above: this fails to compile otherwise.
      const unhandled: never = message;
      return unhandled;
    }
  }
}

/** What the controls' note says, and the one button beside it, if any. */
export function noteOf({ phase, why, presses }: PanelState) {
  if (phase === 'failed') {
    const text = [...presses.map((press) => panelNote.couldNot[press]), panelNote[why]].join(' ');
    return { text, button: why === 'offline' ? ('tryAgain' as const) : ('reload' as const) };
  }
  const starting = presses.length > 0 || phase === 'retrying' || phase === 'reloading';
  const text = phase === 'ready' ? panelNote.ready : starting ? panelNote.starting : '';
  return { text, button: null };
}

/** Whether a press is shown waiting for the runtime. */
export const isWaiting = ({ phase, presses }: PanelState, press: string) =>
  (phase === 'asleep' || phase === 'arriving' || phase === 'retrying') &&
  presses.includes(press as Press);
