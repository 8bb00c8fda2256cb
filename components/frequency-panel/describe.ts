/** The panel's state in words, as its configuration, status and beat state them. */
import {
  brainwaveStates,
  manifestationModes,
  panelWords,
  type BrainwaveId,
  type Hz,
  type ModeId,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';
import type { Choices, PanelState } from './machine';

/** What the configuration states: the three choices and whether a transmission runs. */
export type Configured = Choices & Pick<PanelState, 'transmitting'>;

const modeOf = (id: ModeId) => manifestationModes.find((mode) => mode.id === id)!;
const brainwaveOf = (id: BrainwaveId) => brainwaveStates.find((state) => state.id === id)!;

/** Each choice as the configuration states it: "528 Hz", "Wealth mode", "Alpha state (8–12 Hz)". */
export const describeChoice = {
  frequency: (frequency: Hz) => panelWords.frequency(frequency),
  mode: (mode: ModeId) => panelWords.mode(modeOf(mode).name),
  brainwave: (id: BrainwaveId) => {
    const brainwave = brainwaveOf(id);
    return panelWords.brainwave(brainwave.name, formatBand(brainwave.band));
  },
};

/**
 * The configuration's four parts: frequency, mode, brainwave state and transmission, shown as
 * "528 Hz · Wealth mode · Alpha state (8–12 Hz) · Standing by".
 */
export function configurationParts(state: Configured): readonly string[] {
  return [
    describeChoice.frequency(state.frequency),
    describeChoice.mode(state.mode),
    describeChoice.brainwave(state.brainwave),
    state.transmitting ? panelWords.transmitting : panelWords.standingBy,
  ];
}

/**
 * The active message while transmitting, nothing otherwise, in two parts: what the status region
 * shows ("Transmission active"; the configuration under it says the rest) and what assistive
 * technology hears after it (": 528 Hz in wealth mode, alpha state.").
 */
export function transmissionMessage(state: Configured): readonly [shown: string, heard: string] {
  if (!state.transmitting) return ['', ''];
  const { frequency, mode, brainwave } = state;
  const heard = panelWords.activeHeard(frequency, modeOf(mode).name, brainwaveOf(brainwave).name);
  return [panelWords.active, heard];
}

/** The active message whole, as the status region says it. */
export const describeTransmission = (state: Configured) => transmissionMessage(state).join('');

/**
 * What the status region says to assistive technology alone once a press stopped the panel, so
 * a pause or a reset is heard as an activation is: "Transmission paused.", "Reset to 528 Hz, …".
 */
export function describeStop(state: Configured & Pick<PanelState, 'stopped'>): string {
  if (state.stopped === 'pause') return panelWords.paused;
  if (state.stopped !== 'reset') return '';
  return panelWords.reset(
    state.frequency,
    modeOf(state.mode).name,
    brainwaveOf(state.brainwave).name,
  );
}

/** The sound of a state: its frequency in the left ear, a beat higher in the right. */
export function binauralTones(state: Pick<Choices, 'frequency' | 'brainwave'>) {
  const { beatHz } = brainwaveOf(state.brainwave);
  return { left: state.frequency, right: state.frequency + beatHz, beatHz };
}

/** "Alpha beat: 10 Hz (528 Hz left, 538 Hz right)." */
export function describeBeat(state: Pick<Choices, 'frequency' | 'brainwave'>): string {
  const { left, right, beatHz } = binauralTones(state);
  return panelWords.beat(brainwaveOf(state.brainwave).name, beatHz, left, right);
}
