import {
  brainwaveStates,
  manifestationModes,
  panelWords,
  type BrainwaveId,
  type Hz,
  type ModeId,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';
import {
  binauralTones,
  configurationParts,
  describeBeat,
  describeTransmission,
  type Configured,
} from './describe';
import { defaultChoices } from './machine';

const nameOf = {
  mode: (id: ModeId) => manifestationModes.find((mode) => mode.id === id)!.name,
  brainwave: (id: BrainwaveId) => brainwaveStates.find((state) => state.id === id)!,
};
const standingBy = { ...defaultChoices, transmitting: false };

describe('configurationParts and describeTransmission', () => {
  it.each<Configured>([
    standingBy,
    { ...standingBy, transmitting: true },
    { frequency: 963, mode: 'power', brainwave: 'theta', transmitting: true },
    { frequency: 396, mode: 'consciousness', brainwave: 'delta', transmitting: false },
    { frequency: 852, mode: 'success', brainwave: 'gamma', transmitting: false },
  ])('states %o part by part, in order, with its transmission', (state) => {
    const brainwave = nameOf.brainwave(state.brainwave);
    expect(configurationParts(state)).toEqual([
      panelWords.frequency(state.frequency),
      panelWords.mode(nameOf.mode(state.mode)),
      panelWords.brainwave(brainwave.name, formatBand(brainwave.band)),
      state.transmitting ? panelWords.transmitting : panelWords.standingBy,
    ]);
    expect(describeTransmission(state)).toBe(
      state.transmitting
        ? `Transmission active: ${state.frequency} Hz in ${nameOf.mode(state.mode).toLowerCase()} mode, ${brainwave.name.toLowerCase()} state.`
        : '',
    );
  });

  it('states the frequency in Hz and the band of the state as the spec writes them', () => {
    // The figures are the content's (content/launch-figures.test.ts); their form is the spec's.
    expect(configurationParts(standingBy).slice(0, 3).join(' · ')).toMatch(
      /^\d+ Hz · .+ \(\d+(?:\.\d+)?–\d+(?:\.\d+)? Hz\)$/,
    );
  });
});

describe('binauralTones and describeBeat', () => {
  it.each(
    brainwaveStates.map((state, index) => [state, [528, 963, 396, 741, 852][index]!] as const),
  )('%o at %i Hz offsets the right ear by its beat', (brainwave, hz) => {
    const state = { frequency: hz as Hz, brainwave: brainwave.id };
    const right = hz + brainwave.beatHz;
    expect(binauralTones(state)).toEqual({ left: hz, right, beatHz: brainwave.beatHz });
    expect(describeBeat(state)).toBe(panelWords.beat(brainwave.name, brainwave.beatHz, hz, right));
  });
});
