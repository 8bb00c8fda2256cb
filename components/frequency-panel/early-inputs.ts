/**
 * What a visitor did in the panel before React hydrated it. The page's inline bootstrap records
 * each radio change and button press as the control's name and value (early-presses.ts); here
 * they become the panel's own actions again, to replay in order.
 */
import { useEffectEvent, useLayoutEffect } from 'react';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
} from '@/content/frequency-controller';
import { presses } from './early-marks';
import type { EarlyInput } from './early-presses';
import { panelReducer, type PanelAction, type PanelState } from './reducer';

type EarlyPanelAction = PanelAction | { readonly type: 'toggleSound' };

/** The action an early input stands for; null for one the panel does not know. */
export function earlyAction([name, value]: EarlyInput): EarlyPanelAction | null {
  switch (name) {
    case 'frequency': {
      const preset = frequencyPresets.find((candidate) => String(candidate.hz) === value);
      return preset ? { type: 'selectFrequency', frequency: preset.hz } : null;
    }
    case 'mode': {
      const mode = manifestationModes.find((candidate) => candidate.id === value);
      return mode ? { type: 'selectMode', mode: mode.id } : null;
    }
    case 'brainwave': {
      const brainwave = brainwaveStates.find((candidate) => candidate.id === value);
      return brainwave ? { type: 'selectBrainwave', brainwave: brainwave.id } : null;
    }
    case presses.name:
      if (value === presses.transmission) return { type: 'toggleTransmission' };
      if (value === presses.reset) return { type: 'reset' };
      if (value === presses.sound) return { type: 'toggleSound' };
      return null;
    default:
      return null;
  }
}

/** Where the early actions lead: the panel actions to dispatch, in order, and their outcome. */
interface Replay {
  readonly actions: readonly PanelAction[];
  readonly state: PanelState;
  readonly soundOn: boolean;
}

/**
 * Replays the early actions from the panel's state as it hydrated. A press of the Sound switch
 * counts only where the browser can play sound, as the switch is disabled elsewhere.
 */
export function replay(
  early: readonly EarlyPanelAction[],
  from: { state: PanelState; soundOn: boolean; soundSupported: boolean },
): Replay {
  const actions: PanelAction[] = [];
  let { state, soundOn } = from;
  for (const action of early) {
    if (action.type === 'toggleSound') {
      if (from.soundSupported) soundOn = !soundOn;
      continue;
    }
    actions.push(action);
    state = panelReducer(state, action);
  }
  return { actions, state, soundOn };
}

/**
 * Takes the panel over from the bootstrap once, in the commit that hydrates it, before the
 * browser paints: its early actions go to `replay`, with the audio context an early press of
 * Sound made, if any. From then on React handles the panel's events itself.
 */
export function useEarlyActions(
  replay: (actions: readonly EarlyPanelAction[], audioContext: AudioContext | null) => void,
): void {
  const onActions = useEffectEvent(replay);
  useLayoutEffect(() => {
    const handover = window.__early?.take();
    if (!handover) return;
    const actions = handover.inputs.map(earlyAction).filter((action) => action !== null);
    if (actions.length > 0 || handover.audioContext) onActions(actions, handover.audioContext);
  }, []);
}
