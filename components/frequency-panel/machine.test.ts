import fc from 'fast-check';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
} from '@/content/frequency-controller';
import { panelNote } from '@/content/panel-note';
import {
  defaultChoices,
  initialState,
  isLive,
  isWaiting,
  noteOf,
  update,
  type Choices,
  type PanelMessage,
  type PanelState,
  type Phase,
  type Press,
} from './machine';

const press = (which: Press | 'reset'): PanelMessage => ({ type: 'press', press: which });
/** A state reached as the visitor reaches it: the machine's own messages from the start. */
const after = (...messages: PanelMessage[]) => messages.reduce(update, initialState);

const offline = { type: 'failed', why: 'offline' } as const;
const unavailable = { type: 'failed', why: 'unavailable' } as const;
const chosen = { type: 'choose', choice: { frequency: 963, mode: 'power' } } as const;

/** One state in each phase, with 963 Hz and power chosen, reached by messages. */
const inPhase: Record<Phase, PanelState> = {
  asleep: after(chosen),
  arriving: after(chosen, { type: 'wake' }),
  running: after(chosen, { type: 'wake' }, { type: 'arrived' }),
  failed: after(chosen, { type: 'wake' }, offline),
  retrying: after(chosen, { type: 'wake' }, offline, { type: 'retry' }),
  ready: after(chosen, { type: 'wake' }, offline, { type: 'retry' }, { type: 'arrived' }),
  reloading: after(chosen, { type: 'wake' }, unavailable, { type: 'retry' }),
};

describe('each press, in each phase of the runtime', () => {
  it('reaches every phase by messages alone', () => {
    for (const [phase, state] of Object.entries(inPhase)) expect(state.phase).toBe(phase);
  });

  type Outcome = Partial<Pick<PanelState, 'phase' | 'transmitting' | 'presses'>> & {
    soundOn?: boolean;
  };
  const waits = (which: Press): Outcome => ({ phase: 'arriving', presses: [which] });
  const table: [Phase, Press | 'reset', Outcome][] = [
    ['asleep', 'transmission', waits('transmission')],
    ['asleep', 'sound', waits('sound')],
    ['arriving', 'transmission', waits('transmission')],
    ['arriving', 'sound', waits('sound')],
    ['retrying', 'transmission', { phase: 'retrying', presses: ['transmission'] }],
    ['retrying', 'sound', { phase: 'retrying', presses: ['sound'] }],
    ['running', 'transmission', { phase: 'running', transmitting: true, presses: [] }],
    ['running', 'sound', { phase: 'running', soundOn: true, presses: [] }],
    // A "ready" note has been read once the visitor acts.
    ['ready', 'transmission', { phase: 'running', transmitting: true }],
    ['ready', 'sound', { phase: 'running', soundOn: true }],
    ['failed', 'transmission', { phase: 'failed', transmitting: false, presses: ['transmission'] }],
    ['failed', 'sound', { phase: 'failed', soundOn: false, presses: ['sound'] }],
    ['reloading', 'transmission', { phase: 'reloading', presses: ['transmission'] }],
    ['reloading', 'sound', { phase: 'reloading', presses: ['sound'] }],
  ];
  it.each(table)('%s: %s', (phase, which, outcome) => {
    const next = update(inPhase[phase], press(which));
    const { soundOn, ...rest } = outcome;
    expect(next).toMatchObject(rest);
    if (soundOn !== undefined) expect(next.sound.on).toBe(soundOn);
  });

  it.each(Object.keys(inPhase) as Phase[])(
    '%s: Reset restores 528 Hz, wealth and alpha at once and stops any transmission',
    (phase) => {
      const from = { ...inPhase[phase], transmitting: isLive(inPhase[phase]) };
      const next = update(from, press('reset'));
      expect(next).toMatchObject({ ...defaultChoices, transmitting: false });
      expect(next.phase).toBe(phase === 'ready' ? 'running' : phase);
    },
  );

  it('a second press of a waiting button takes it back; Reset takes back a waiting transmission', () => {
    expect(after(press('sound'), press('sound')).presses).toEqual([]);
    expect(after(press('transmission'), press('sound'), press('reset')).presses).toEqual(['sound']);
  });

  it('a press once refused is named once, however often it is pressed again', () => {
    const state = update(update(inPhase.failed, press('sound')), press('sound'));
    expect(state.presses).toEqual(['sound']);
  });
});

describe('the runtime’s fate', () => {
  it('replays what waited, in one step, when React takes the panel over', () => {
    const next = after(press('sound'), press('transmission'), { type: 'arrived' });
    expect(next).toMatchObject({ phase: 'running', transmitting: true, presses: [] });
    expect(next.sound.on).toBe(true);
  });

  it.each([offline, unavailable, { type: 'broken' } as const])(
    'names every press it kept from happening on %j',
    (failure) => {
      const failed = after(press('sound'), press('transmission'), failure);
      expect(failed.presses).toEqual(['sound', 'transmission']);
      expect(noteOf(failed).text).toBe(
        `${panelNote.couldNot.sound} ${panelNote.couldNot.transmission} ${panelNote[failed.why]}`,
      );
    },
  );

  it.each([offline, unavailable])(
    'fails at once on %j while the runtime is asked for, and in no other phase',
    (failure) => {
      for (const [phase, state] of Object.entries(inPhase)) {
        const next = update(state, failure);
        if (phase === 'arriving' || phase === 'retrying') {
          expect(next).toMatchObject({ phase: 'failed', why: failure.why });
        } else {
          expect(next).toBe(state);
        }
      }
    },
  );

  it('a runtime that arrives after saying it could not does nothing it said could not happen', () => {
    const late = after(press('sound'), press('transmission'), unavailable, { type: 'arrived' });
    expect(late).toMatchObject({ phase: 'ready', transmitting: false, presses: [] });
    expect(late.sound.on).toBe(false);
    expect(noteOf(late)).toEqual({ text: panelNote.ready, button: null });
  });

  it('offline, promises to start once the connection is back, and then starts only that', () => {
    const failed = after(press('transmission'), offline);
    expect(noteOf(failed)).toEqual({
      text: `${panelNote.couldNot.transmission} ${panelNote.offline}`,
      button: 'tryAgain',
    });
    const back = update(failed, { type: 'online' });
    expect(back).toMatchObject({ phase: 'retrying', presses: [] });
    expect(noteOf(back).text).toBe(panelNote.starting);
    expect(update(back, { type: 'arrived' })).toMatchObject({
      phase: 'ready',
      transmitting: false,
    });
  });

  it('files that could not be had offer Reload, and only Reload leaves for the reload', () => {
    const failed = after(press('transmission'), unavailable);
    expect(noteOf(failed).button).toBe('reload');
    expect(update(failed, { type: 'online' })).toBe(failed);
    expect(update(failed, { type: 'retry' }).phase).toBe('reloading');
  });

  it('broken while running, stops the transmission and the sound', () => {
    const playing = update(update(inPhase.running, press('sound')), press('transmission'));
    const broken = update(playing, { type: 'broken' });
    expect(broken).toMatchObject({ phase: 'failed', why: 'unavailable', transmitting: false });
    expect(broken.sound.on).toBe(false);
  });

  it('ignores a failure once React has the panel, and an arrival twice', () => {
    expect(update(inPhase.running, unavailable)).toBe(inPhase.running);
    expect(update(inPhase.running, { type: 'arrived' })).toBe(inPhase.running);
  });

  it('sound that fails turns its switch off and says why, until it is turned on again', () => {
    const failed = update(update(inPhase.running, press('sound')), {
      type: 'soundFailed',
      why: 'load',
    });
    expect(failed.sound).toMatchObject({ on: false, failure: 'load' });
    expect(update(failed, press('sound')).sound).toMatchObject({ on: true, failure: null });
  });

  it('keeps the press that paused or reset the panel, until the next choice or start', () => {
    const transmitting = update(inPhase.running, press('transmission'));
    const paused = update(transmitting, press('transmission'));
    expect(paused.stopped).toBe('pause');
    expect(update(paused, chosen).stopped).toBeNull();
    expect(update(paused, press('transmission')).stopped).toBeNull();
    expect(update(transmitting, press('reset')).stopped).toBe('reset');
  });
});

/**
 * Random runs of presses, choices and the runtime's events, against what the panel promises:
 * after every step, nothing shown is false, no press is dropped without a word, a press said to
 * have failed never happens later by itself, and the visitor's choices are never lost.
 */
describe('any sequence of messages', () => {
  interface Model {
    /** The visitor's choices, as made. */
    choices: Choices;
    /** What waits for the runtime, as the visitor left it (a second press takes one back). */
    waiting: Press[];
    /** What the note must name, since the runtime last failed. */
    refused: Set<Press>;
  }
  const waitingPhases: readonly Phase[] = ['asleep', 'arriving', 'retrying'];
  const visitorActs = new Set<PanelMessage['type']>(['choose', 'press', 'setVolume']);

  function follow(model: Model, before: PanelState, message: PanelMessage, after: PanelState) {
    if (message.type === 'choose') model.choices = { ...model.choices, ...message.choice };
    const which = message.type === 'press' ? message.press : null;
    if (which === 'reset') {
      model.choices = defaultChoices;
      if (waitingPhases.includes(before.phase)) {
        model.waiting = model.waiting.filter((other) => other !== 'transmission');
      }
    } else if (which && waitingPhases.includes(before.phase)) {
      model.waiting = model.waiting.includes(which)
        ? model.waiting.filter((other) => other !== which)
        : [...model.waiting, which];
    } else if (which && (before.phase === 'failed' || before.phase === 'reloading')) {
      model.refused.add(which);
    }
    if (after.phase === 'failed' && before.phase !== 'failed') {
      for (const which of model.waiting) model.refused.add(which);
      model.waiting = [];
    }
    if (after.phase === 'retrying' && before.phase === 'failed') model.refused.clear();
    if (isLive(after)) {
      model.waiting = [];
      model.refused.clear();
    }
  }

  function check(model: Model, before: PanelState, message: PanelMessage, after: PanelState) {
    // The choices are never lost.
    expect({ frequency: after.frequency, mode: after.mode, brainwave: after.brainwave }).toEqual(
      model.choices,
    );
    // No press is dropped without a word: it waits, shown as waiting, or the note names it.
    const note = noteOf(after);
    if (waitingPhases.includes(after.phase)) expect(after.presses).toEqual(model.waiting);
    for (const which of model.waiting) expect(isWaiting(after, which)).toBe(true);
    if (after.phase === 'failed') {
      for (const which of model.refused) expect(note.text).toContain(panelNote.couldNot[which]);
    }
    // Nothing shown is false.
    expect(note.button !== null).toBe(after.phase === 'failed');
    if (!isLive(after)) expect([after.transmitting, after.sound.on]).toEqual([false, false]);
    if (note.text.includes(panelNote.couldNot.transmission)) expect(after.transmitting).toBe(false);
    if (note.text.includes(panelNote.couldNot.sound)) expect(after.sound.on).toBe(false);
    if (after.presses.length > 0 && waitingPhases.includes(after.phase)) {
      expect(note.text).toBe(panelNote.starting);
    }
    // A press said to have failed never happens later by itself: only an arrival starts
    // anything the visitor did not just press, and only what waited for it.
    if (!visitorActs.has(message.type)) {
      for (const [which, was, is] of [
        ['transmission', before.transmitting, after.transmitting],
        ['sound', before.sound.on, after.sound.on],
      ] as const) {
        if (was || !is) continue;
        expect(message.type).toBe('arrived');
        expect(waitingPhases).toContain(before.phase);
        expect(before.presses).toContain(which);
      }
    }
  }

  class Send implements fc.Command<Model, { state: PanelState }> {
    constructor(readonly message: PanelMessage) {}
    check = () => true;
    run(model: Model, real: { state: PanelState }) {
      const before = real.state;
      real.state = update(before, this.message);
      follow(model, before, this.message, real.state);
      check(model, before, this.message, real.state);
    }
    toString = () => JSON.stringify(this.message);
  }

  const choice = fc.oneof(
    fc.constantFrom(...frequencyPresets.map(({ hz }) => ({ frequency: hz }))),
    fc.constantFrom(...manifestationModes.map(({ id }) => ({ mode: id }))),
    fc.constantFrom(...brainwaveStates.map(({ id }) => ({ brainwave: id }))),
  );
  const messages = [
    choice.map((picked) => new Send({ type: 'choose', choice: picked })),
    fc
      .constantFrom<Press | 'reset'>('transmission', 'sound', 'reset')
      .map((which) => new Send(press(which))),
    fc
      .integer({ min: 0, max: 20 })
      .map((step) => new Send({ type: 'setVolume', volume: step * 5 })),
    fc
      .constantFrom<PanelMessage['type']>('wake', 'arrived', 'broken', 'retry', 'online')
      .map((type) => new Send({ type } as PanelMessage)),
    fc
      .constantFrom('offline', 'unavailable' as const)
      .map((why) => new Send({ type: 'failed', why })),
    fc.constantFrom('load', 'start' as const).map((why) => new Send({ type: 'soundFailed', why })),
  ];

  it('keeps every promise after every step', () => {
    fc.assert(
      fc.property(fc.commands(messages, { maxCommands: 40 }), (commands) => {
        const setup = () => ({
          model: { choices: defaultChoices, waiting: [], refused: new Set<Press>() },
          real: { state: initialState },
        });
        fc.modelRun(setup, commands);
      }),
      { numRuns: 1000 },
    );
  });
});
