import {
  binauralTones,
  configurationParts,
  describeBeat,
  describeTransmission,
  initialState,
  panelReducer,
  type PanelAction,
  type PanelState,
} from './reducer';

/** A state the reducer must never write to: any mutation throws in strict mode. */
function frozen(state: PanelState): PanelState {
  return Object.freeze({ ...state });
}

const changedAndActive = frozen({
  frequency: 963,
  mode: 'power',
  brainwave: 'theta',
  transmitting: true,
});

describe('panelReducer', () => {
  it.each<[PanelAction, Partial<PanelState>]>([
    [{ type: 'selectFrequency', frequency: 432 }, { frequency: 432 }],
    [{ type: 'selectMode', mode: 'love' }, { mode: 'love' }],
    [{ type: 'selectBrainwave', brainwave: 'delta' }, { brainwave: 'delta' }],
  ])('%j replaces only that choice, default or not, transmitting or not', (action, change) => {
    for (const from of [initialState, changedAndActive]) {
      expect(panelReducer(frozen(from), action)).toEqual({ ...from, ...change });
    }
  });

  it('toggleTransmission activates, and the same action then pauses', () => {
    const active = panelReducer(frozen(initialState), { type: 'toggleTransmission' });
    expect(active).toEqual({ ...initialState, transmitting: true });
    const paused = panelReducer(frozen(active), { type: 'toggleTransmission' });
    expect(paused).toEqual(initialState);
  });

  it('reset from a changed, active state stops the transmission and restores the defaults', () => {
    expect(panelReducer(changedAndActive, { type: 'reset' })).toEqual(initialState);
  });

  it('never mutates the state it is given', () => {
    const before = { ...changedAndActive };
    const actions: PanelAction[] = [
      { type: 'selectFrequency', frequency: 852 },
      { type: 'selectMode', mode: 'success' },
      { type: 'selectBrainwave', brainwave: 'gamma' },
      { type: 'toggleTransmission' },
      { type: 'reset' },
    ];
    for (const action of actions) {
      expect(panelReducer(changedAndActive, action)).not.toBe(changedAndActive);
    }
    expect(changedAndActive).toEqual(before);
  });

  it('rejects an action it does not know', () => {
    const unknown = { type: 'selfDestruct' } as unknown as PanelAction;
    expect(() => panelReducer(initialState, unknown)).toThrow('Unknown panel action');
  });
});

describe('configurationParts and describeTransmission', () => {
  const active = { ...initialState, transmitting: true };
  it.each<[PanelState, string, string]>([
    [initialState, '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by', ''],
    [
      active,
      '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Transmitting',
      'Transmission active: 528 Hz in wealth mode, alpha state.',
    ],
    [
      changedAndActive,
      '963 Hz · Power mode · Theta state (4–7 Hz) · Transmitting',
      'Transmission active: 963 Hz in power mode, theta state.',
    ],
    [
      { frequency: 396, mode: 'consciousness', brainwave: 'delta', transmitting: false },
      '396 Hz · Consciousness mode · Delta state (0.5–3 Hz) · Standing by',
      '',
    ],
    [
      { frequency: 852, mode: 'success', brainwave: 'gamma', transmitting: false },
      '852 Hz · Success mode · Gamma state (40–100 Hz) · Standing by',
      '',
    ],
  ])('describes %o as "%s", and its transmission as "%s"', (state, text, message) => {
    expect(configurationParts(frozen(state)).join(' · ')).toBe(text);
    expect(describeTransmission(frozen(state))).toBe(message);
  });
});

describe('binauralTones and describeBeat', () => {
  it.each([
    ['alpha', 528, 10, 'Alpha beat: 10 Hz (528 Hz left, 538 Hz right).'],
    ['theta', 963, 6, 'Theta beat: 6 Hz (963 Hz left, 969 Hz right).'],
    ['gamma', 396, 40, 'Gamma beat: 40 Hz (396 Hz left, 436 Hz right).'],
    ['beta', 396, 18, 'Beta beat: 18 Hz (396 Hz left, 414 Hz right).'],
    ['delta', 396, 2, 'Delta beat: 2 Hz (396 Hz left, 398 Hz right).'],
  ] as const)(
    '%s at %i Hz offsets the right ear by a %i Hz beat: "%s"',
    (brainwave, hz, beatHz, text) => {
      const state = { ...initialState, frequency: hz, brainwave };
      expect(binauralTones(state)).toEqual({ left: hz, right: hz + beatHz, beatHz });
      expect(describeBeat(state)).toBe(text);
    },
  );
});
