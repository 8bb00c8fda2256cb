import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
} from '@/content/frequency-controller';
import { formatBand } from '@/content/_lib/format';
import { ModeIcon } from './mode-icons';
import { OptionCard, OptionGroup, swatch } from './option-card';
import { describeChoice } from './describe';
import type { PanelMessage, PanelState } from './machine';
import { modeAccent, spectrum } from './tones';

interface PanelChoicesProps {
  state: PanelState;
  send: (message: PanelMessage) => void;
}

/** The panel's three choices: frequency, manifestation mode and brainwave state. */
export function PanelChoices({ state, send }: PanelChoicesProps) {
  return (
    <div className="grid gap-10">
      <OptionGroup legend={panelCopy.frequencyLegend} pairs>
        {frequencyPresets.map((option) => (
          <OptionCard
            key={option.hz}
            group="frequency"
            value={option.hz}
            checked={state.frequency === option.hz}
            onSelect={() => send({ type: 'choose', choice: { frequency: option.hz } })}
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
            onSelect={() => send({ type: 'choose', choice: { mode: option.id } })}
            title={option.name}
            description={option.description}
            accent={modeAccent}
            mark={<ModeIcon icon={option.icon} />}
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
            onSelect={() => send({ type: 'choose', choice: { brainwave: option.id } })}
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
