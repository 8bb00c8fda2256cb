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
  it('starts at 528 Hz, wealth mode, alpha state, not transmitting', () => {
    expect(initialState).toEqual({
      frequency: 528,
      mode: 'wealth',
      brainwave: 'alpha',
      transmitting: false,
    });
  });

  it.each<[PanelAction, Partial<PanelState>]>([
    [{ type: 'selectFrequency', frequency: 432 }, { frequency: 432 }],
    [{ type: 'selectMode', mode: 'love' }, { mode: 'love' }],
    [{ type: 'selectBrainwave', brainwave: 'delta' }, { brainwave: 'delta' }],
  ])('%j replaces that choice and nothing else', (action, change) => {
    expect(panelReducer(frozen(initialState), action)).toEqual({ ...initialState, ...change });
  });

  it('keeps one choice per group: a second selection replaces the first', () => {
    const once = panelReducer(frozen(initialState), { type: 'selectFrequency', frequency: 741 });
    const twice = panelReducer(frozen(once), { type: 'selectFrequency', frequency: 396 });
    expect(twice.frequency).toBe(396);
  });

  it('applies a selection at once while transmitting, without stopping the transmission', () => {
    const next = panelReducer(changedAndActive, { type: 'selectMode', mode: 'health' });
    expect(next).toEqual({ ...changedAndActive, mode: 'health' });
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

describe('configurationParts', () => {
  it.each<[PanelState, string]>([
    [initialState, '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by'],
    [
      { ...initialState, transmitting: true },
      '528 Hz · Wealth mode · Alpha state (8–12 Hz) · Transmitting',
    ],
    [changedAndActive, '963 Hz · Power mode · Theta state (4–7 Hz) · Transmitting'],
    [
      { frequency: 396, mode: 'consciousness', brainwave: 'delta', transmitting: false },
      '396 Hz · Consciousness mode · Delta state (0.5–3 Hz) · Standing by',
    ],
    [
      { frequency: 852, mode: 'success', brainwave: 'gamma', transmitting: false },
      '852 Hz · Success mode · Gamma state (40–100 Hz) · Standing by',
    ],
  ])('describes %o as "%s"', (state, text) => {
    expect(configurationParts(frozen(state)).join(' · ')).toBe(text);
  });
});

describe('describeTransmission', () => {
  it('is empty while standing by', () => {
    expect(describeTransmission(initialState)).toBe('');
  });

  it('names the frequency, mode and state while transmitting', () => {
    expect(describeTransmission({ ...initialState, transmitting: true })).toBe(
      'Transmission active: 528 Hz in wealth mode, alpha state.',
    );
    expect(describeTransmission(changedAndActive)).toBe(
      'Transmission active: 963 Hz in power mode, theta state.',
    );
  });
});

describe('binauralTones and describeBeat', () => {
  it('plays 528 Hz left and 538 Hz right for 528 Hz in alpha', () => {
    expect(binauralTones(initialState)).toEqual({ left: 528, right: 538, beatHz: 10 });
    expect(describeBeat(initialState)).toBe('Alpha beat: 10 Hz (528 Hz left, 538 Hz right).');
  });

  it('plays 963 Hz left and 969 Hz right for 963 Hz in theta', () => {
    expect(binauralTones(changedAndActive)).toEqual({ left: 963, right: 969, beatHz: 6 });
    expect(describeBeat(changedAndActive)).toBe('Theta beat: 6 Hz (963 Hz left, 969 Hz right).');
  });

  it.each([
    ['gamma', 40],
    ['beta', 18],
    ['delta', 2],
  ] as const)('offsets the right ear by the %s beat, %i Hz', (brainwave, beatHz) => {
    const state = { ...initialState, frequency: 396, brainwave } as const;
    expect(binauralTones(state)).toEqual({ left: 396, right: 396 + beatHz, beatHz });
  });
});
