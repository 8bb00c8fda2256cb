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
import {
  brainwaveStates,
  manifestationModes,
  panelWords,
  type BrainwaveId,
  type Hz,
  type ModeId,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';

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

const nameOf = {
  mode: (id: ModeId) => manifestationModes.find((mode) => mode.id === id)!.name,
  brainwave: (id: BrainwaveId) => brainwaveStates.find((state) => state.id === id)!,
};

describe('configurationParts and describeTransmission', () => {
  it.each<PanelState>([
    initialState,
    { ...initialState, transmitting: true },
    changedAndActive,
    { frequency: 396, mode: 'consciousness', brainwave: 'delta', transmitting: false },
    { frequency: 852, mode: 'success', brainwave: 'gamma', transmitting: false },
  ])('states %o part by part, in order, with its transmission', (state) => {
    const brainwave = nameOf.brainwave(state.brainwave);
    expect(configurationParts(frozen(state))).toEqual([
      panelWords.frequency(state.frequency),
      panelWords.mode(nameOf.mode(state.mode)),
      panelWords.brainwave(brainwave.name, formatBand(brainwave.band)),
      state.transmitting ? panelWords.transmitting : panelWords.standingBy,
    ]);
    expect(describeTransmission(frozen(state))).toBe(
      state.transmitting
        ? panelWords.active(state.frequency, nameOf.mode(state.mode), brainwave.name)
        : '',
    );
  });

  it('states the spec’s figures: the frequency in Hz and the band of the state', () => {
    expect(configurationParts(initialState).slice(0, 3).join(' · ')).toMatch(/^528 Hz · .+8–12 Hz/);
  });
});

describe('binauralTones and describeBeat', () => {
  it.each(
    brainwaveStates.map((state, index) => [state, [528, 963, 396, 741, 852][index]!] as const),
  )('%o at %i Hz offsets the right ear by its beat', (brainwave, hz) => {
    const state = { ...initialState, frequency: hz as Hz, brainwave: brainwave.id };
    const right = hz + brainwave.beatHz;
    expect(binauralTones(state)).toEqual({ left: hz, right, beatHz: brainwave.beatHz });
    expect(describeBeat(state)).toBe(panelWords.beat(brainwave.name, brainwave.beatHz, hz, right));
  });
});
