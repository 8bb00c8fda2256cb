/** The frequency panel's rules, free of React so they read and test alone. */
import {
  brainwaveStates,
  manifestationModes,
  panelWords,
  type BrainwaveId,
  type Hz,
  type ModeId,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';

export interface PanelState {
  readonly frequency: Hz;
  readonly mode: ModeId;
  readonly brainwave: BrainwaveId;
  readonly transmitting: boolean;
}

export type PanelAction =
  | { readonly type: 'selectFrequency'; readonly frequency: Hz }
  | { readonly type: 'selectMode'; readonly mode: ModeId }
  | { readonly type: 'selectBrainwave'; readonly brainwave: BrainwaveId }
  | { readonly type: 'toggleTransmission' }
  | { readonly type: 'reset' };

export const initialState: PanelState = {
  frequency: 528,
  mode: 'wealth',
  brainwave: 'alpha',
  transmitting: false,
};

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    // A selection replaces the previous one and applies at once, even mid-transmission.
    case 'selectFrequency':
      return { ...state, frequency: action.frequency };
    case 'selectMode':
      return { ...state, mode: action.mode };
    case 'selectBrainwave':
      return { ...state, brainwave: action.brainwave };
    case 'toggleTransmission':
      return { ...state, transmitting: !state.transmitting };
    case 'reset':
      return initialState;
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown panel action: ${JSON.stringify(unhandled)}`);
    }
  }
}

function modeOf(id: ModeId) {
  return manifestationModes.find((mode) => mode.id === id)!;
}

function brainwaveOf(id: BrainwaveId) {
  return brainwaveStates.find((brainwave) => brainwave.id === id)!;
}

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
export function configurationParts(state: PanelState): readonly string[] {
  return [
    describeChoice.frequency(state.frequency),
    describeChoice.mode(state.mode),
    describeChoice.brainwave(state.brainwave),
    state.transmitting ? panelWords.transmitting : panelWords.standingBy,
  ];
}

/** What the status region says: the active message while transmitting, nothing otherwise. */
export function describeTransmission(state: PanelState): string {
  if (!state.transmitting) return '';
  return panelWords.active(
    state.frequency,
    modeOf(state.mode).name,
    brainwaveOf(state.brainwave).name,
  );
}

/** The sound of a state: its frequency in the left ear, a beat higher in the right. */
export function binauralTones(state: PanelState) {
  const { beatHz } = brainwaveOf(state.brainwave);
  return { left: state.frequency, right: state.frequency + beatHz, beatHz };
}

/** "Alpha beat: 10 Hz (528 Hz left, 538 Hz right)." */
export function describeBeat(state: PanelState): string {
  const { left, right, beatHz } = binauralTones(state);
  return panelWords.beat(brainwaveOf(state.brainwave).name, beatHz, left, right);
}
