import type { ReactNode } from 'react';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
  type ModeId,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';
import { OptionCard, OptionGroup, swatch } from './option-card';
import { describeChoice, type PanelAction, type PanelState } from './reducer';
import { modeAccent, spectrum } from './tones';

interface PanelChoicesProps {
  state: PanelState;
  act: (action: PanelAction) => void;
  modeIcons: Readonly<Record<ModeId, ReactNode>>;
}

/** The panel's three choices: frequency, manifestation mode and brainwave state. */
export function PanelChoices({ state, act, modeIcons }: PanelChoicesProps) {
  return (
    <div className="grid gap-10">
      <OptionGroup legend={panelCopy.frequencyLegend} pairs>
        {frequencyPresets.map((option) => (
          <OptionCard
            key={option.hz}
            group="frequency"
            value={option.hz}
            checked={state.frequency === option.hz}
            onSelect={() => act({ type: 'selectFrequency', frequency: option.hz })}
            title={`${option.hz} Hz`}
            subtitle={option.name}
            description={option.description}
            accent={spectrum[option.color]}
            mark={swatch}
            echoText={describeChoice.frequency(option.hz)}
          />
        ))}
      </OptionGroup>

      <OptionGroup legend={panelCopy.modeLegend} pairs>
        {manifestationModes.map((option) => (
          <OptionCard
            key={option.id}
            group="mode"
            value={option.id}
            checked={state.mode === option.id}
            onSelect={() => act({ type: 'selectMode', mode: option.id })}
            title={option.name}
            description={option.description}
            accent={modeAccent}
            mark={modeIcons[option.id]}
            echoText={describeChoice.mode(option.id)}
          />
        ))}
      </OptionGroup>

      <OptionGroup legend={panelCopy.brainwaveLegend}>
        {brainwaveStates.map((option) => (
          <OptionCard
            key={option.id}
            group="brainwave"
            value={option.id}
            checked={state.brainwave === option.id}
            onSelect={() => act({ type: 'selectBrainwave', brainwave: option.id })}
            title={option.name}
            subtitle={formatBand(option.band)}
            description={option.description}
            accent={spectrum[option.color]}
            mark={swatch}
            echoText={describeChoice.brainwave(option.id)}
          />
        ))}
      </OptionGroup>
    </div>
  );
}
