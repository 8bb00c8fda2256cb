'use client';

import { Fragment, useId, useReducer, type ReactNode } from 'react';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
  type ModeId,
} from '@/content/frequency-controller';
import type { SpectrumColor } from '@/content/types';
import {
  configurationParts,
  describeTransmission,
  formatBand,
  initialState,
  panelReducer,
} from './reducer';

interface Accent {
  /** Headline text and the checked radio (which paints with currentColor). */
  text: string;
  /** The option card's border once checked. */
  checked: string;
  /** Swatch dot and the signal's core. */
  fill: string;
  /** The signal's rings. */
  ring: string;
}

/** Every colour's classes written out in full, so Tailwind finds them. */
const spectrum: Record<SpectrumColor, Accent> = {
  emerald: {
    text: 'text-spectrum-emerald',
    checked: 'has-[:checked]:border-spectrum-emerald',
    fill: 'bg-spectrum-emerald',
    ring: 'border-spectrum-emerald',
  },
  sky: {
    text: 'text-spectrum-sky',
    checked: 'has-[:checked]:border-spectrum-sky',
    fill: 'bg-spectrum-sky',
    ring: 'border-spectrum-sky',
  },
  violet: {
    text: 'text-spectrum-violet',
    checked: 'has-[:checked]:border-spectrum-violet',
    fill: 'bg-spectrum-violet',
    ring: 'border-spectrum-violet',
  },
  amber: {
    text: 'text-spectrum-amber',
    checked: 'has-[:checked]:border-spectrum-amber',
    fill: 'bg-spectrum-amber',
    ring: 'border-spectrum-amber',
  },
  rose: {
    text: 'text-spectrum-rose',
    checked: 'has-[:checked]:border-spectrum-rose',
    fill: 'bg-spectrum-rose',
    ring: 'border-spectrum-rose',
  },
  gold: {
    text: 'text-spectrum-gold',
    checked: 'has-[:checked]:border-spectrum-gold',
    fill: 'bg-spectrum-gold',
    ring: 'border-spectrum-gold',
  },
  teal: {
    text: 'text-spectrum-teal',
    checked: 'has-[:checked]:border-spectrum-teal',
    fill: 'bg-spectrum-teal',
    ring: 'border-spectrum-teal',
  },
  indigo: {
    text: 'text-spectrum-indigo',
    checked: 'has-[:checked]:border-spectrum-indigo',
    fill: 'bg-spectrum-indigo',
    ring: 'border-spectrum-indigo',
  },
};

/** The modes carry no colour of their own: they take the brand's gold. */
const modeAccent: Accent = {
  text: 'text-gold-light',
  checked: 'has-[:checked]:border-gold',
  fill: 'bg-gold',
  ring: 'border-gold',
};

interface OptionProps {
  group: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  title: string;
  /** The Hz or band beside the title, when the option has one. */
  subtitle?: string;
  description: string;
  accent: Accent;
  /** A colour swatch or an icon, beside the title. */
  mark: ReactNode;
}

/**
 * One choice of a radio group: a native radio, so arrow keys, Tab and the checked state work as
 * the browser gives them. The whole card is its label; the radio is named by its title and
 * subtitle only, with the description as its description.
 */
function Option({
  group,
  value,
  checked,
  onSelect,
  title,
  subtitle,
  description,
  accent,
  mark,
}: OptionProps) {
  const id = `${useId()}-${value}`;
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-xl border border-line bg-ink/60 p-4 transition-colors hover:border-mist/60 has-[:checked]:bg-dusk has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-light ${accent.checked}`}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={subtitle ? `${id}-title ${id}-subtitle` : `${id}-title`}
        aria-describedby={`${id}-description`}
        className={`mt-0.5 size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-mist bg-clip-content p-[3px] checked:border-current checked:bg-current focus-visible:outline-none forced-colors:appearance-auto ${accent.text}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-3">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span id={`${id}-title`} className={`font-display text-xl ${accent.text}`}>
              {title}
            </span>
            {subtitle ? (
              <span id={`${id}-subtitle`} className="text-sm font-semibold text-ivory">
                {subtitle}
              </span>
            ) : null}
          </span>
          {mark}
        </span>
        <span id={`${id}-description`} className="mt-1.5 block text-sm leading-relaxed text-mist">
          {description}
        </span>
      </span>
    </label>
  );
}

function Swatch({ accent }: { accent: Accent }) {
  return (
    <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${accent.fill}`} />
  );
}

const legendClass = 'font-display text-2xl text-ivory';

interface FrequencyPanelProps {
  /** The modes' icons, drawn by the server page so no icon code ships with the panel. */
  modeIcons: Readonly<Record<ModeId, ReactNode>>;
}

/** The frequency controller: three single-choice groups, the configuration and the transmission. */
export function FrequencyPanel({ modeIcons }: FrequencyPanelProps) {
  const [state, dispatch] = useReducer(panelReducer, initialState);
  const ids = useId();
  const preset = frequencyPresets.find((candidate) => candidate.hz === state.frequency)!;
  const signal = spectrum[preset.color];

  return (
    <section aria-labelledby={`${ids}-heading`} className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="sm:card">
        <h2 id={`${ids}-heading`} className="font-display text-3xl text-ivory sm:text-4xl">
          {panelCopy.title}
        </h2>
        <p className="mt-3 max-w-prose text-mist">{panelCopy.lead}</p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
          <div className="grid gap-10">
            <fieldset>
              <legend className={legendClass}>{panelCopy.frequencyLegend}</legend>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                {frequencyPresets.map((option) => (
                  <Option
                    key={option.hz}
                    group="frequency"
                    value={option.hz}
                    checked={state.frequency === option.hz}
                    onSelect={() => dispatch({ type: 'selectFrequency', frequency: option.hz })}
                    title={`${option.hz} Hz`}
                    subtitle={option.name}
                    description={option.description}
                    accent={spectrum[option.color]}
                    mark={<Swatch accent={spectrum[option.color]} />}
                  />
                ))}
              </div>
            </fieldset>

            <fieldset>
              <legend className={legendClass}>{panelCopy.modeLegend}</legend>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                {manifestationModes.map((option) => (
                  <Option
                    key={option.id}
                    group="mode"
                    value={option.id}
                    checked={state.mode === option.id}
                    onSelect={() => dispatch({ type: 'selectMode', mode: option.id })}
                    title={option.name}
                    description={option.description}
                    accent={modeAccent}
                    mark={modeIcons[option.id]}
                  />
                ))}
              </div>
            </fieldset>

            <fieldset>
              <legend className={legendClass}>{panelCopy.brainwaveLegend}</legend>
              <div className="mt-4 grid gap-3">
                {brainwaveStates.map((option) => (
                  <Option
                    key={option.id}
                    group="brainwave"
                    value={option.id}
                    checked={state.brainwave === option.id}
                    onSelect={() => dispatch({ type: 'selectBrainwave', brainwave: option.id })}
                    title={option.name}
                    subtitle={formatBand(option.band)}
                    description={option.description}
                    accent={spectrum[option.color]}
                    mark={<Swatch accent={spectrum[option.color]} />}
                  />
                ))}
              </div>
            </fieldset>
          </div>

          <div className="rounded-2xl border border-line bg-ink/70 p-6 sm:grid sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-center sm:gap-8 lg:sticky lg:top-24 lg:block">
            <div aria-hidden="true" className="relative mx-auto grid size-28 place-items-center">
              {['inset-0', 'inset-4 [animation-delay:0.8s]', 'inset-8 [animation-delay:1.6s]'].map(
                (ring) => (
                  <span
                    key={ring}
                    className={`absolute rounded-full border ${ring} ${signal.ring} ${
                      state.transmitting ? 'opacity-60 motion-safe:animate-transmit' : 'opacity-20'
                    }`}
                  />
                ),
              )}
              <span
                className={`size-5 rounded-full ${signal.fill} ${
                  state.transmitting ? 'motion-safe:animate-glow' : 'opacity-40'
                }`}
              />
            </div>

            <div className="mt-6 sm:mt-0 lg:mt-6">
              <p className="eyebrow">{panelCopy.configurationLabel}</p>
              <p id={`${ids}-configuration`} className="mt-2 font-display text-xl text-ivory">
                {/* Reads as describeConfiguration(state), but never wraps inside a part. */}
                {configurationParts(state).map((part, index, parts) => (
                  <Fragment key={part}>
                    {index > 0 ? ' ' : null}
                    <span className="whitespace-nowrap">
                      {index < parts.length - 1 ? `${part} ·` : part}
                    </span>
                  </Fragment>
                ))}
              </p>

              <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                <button
                  type="button"
                  aria-describedby={`${ids}-configuration`}
                  onClick={() => dispatch({ type: 'toggleTransmission' })}
                  className="btn-gold"
                >
                  {state.transmitting ? panelCopy.pause : panelCopy.activate}
                </button>
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'reset' })}
                  className="btn-ghost"
                >
                  {panelCopy.reset}
                </button>
              </div>

              <p role="status" className="mt-4 min-h-10 text-sm font-semibold text-gold-light">
                {describeTransmission(state)}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
