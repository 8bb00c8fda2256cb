'use client';

import {
  Fragment,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  brainwaveStates,
  frequencyPresets,
  manifestationModes,
  panelCopy,
  type ModeId,
} from '@/content/frequency-controller';
import type { SpectrumColor } from '@/content/types';
import type { AudioEngine } from './audio-engine';
import { panelIsland, presses, useEarlyActions } from './early-inputs';
import {
  binauralTones,
  configurationParts,
  describeBeat,
  describeChoice,
  describeTransmission,
  formatBand,
  initialState,
  panelReducer,
  type PanelAction,
  type PanelState,
} from './reducer';

/** Every colour's accent class written out in full, so Tailwind finds them. */
const spectrum: Record<SpectrumColor, string> = {
  emerald: 'tone-emerald',
  sky: 'tone-sky',
  violet: 'tone-violet',
  amber: 'tone-amber',
  rose: 'tone-rose',
  gold: 'tone-gold',
  teal: 'tone-teal',
  indigo: 'tone-indigo',
};

/** The modes carry no colour of their own: they take the brand's gold. */
const modeAccent = 'tone-gold-light';

interface OptionProps {
  group: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  title: string;
  /** The Hz or band beside the title, when the option has one. */
  subtitle?: string;
  description: string;
  /** A `tone-*` class: the option's colour, painted by its radio, title and swatch. */
  accent: string;
  /** A colour swatch or an icon, beside the title. */
  mark: ReactNode;
  /** How the configuration states this choice; the page's bootstrap shows it before hydration. */
  echoText: string;
}

/**
 * One choice of a radio group: a native radio, so arrow keys, Tab and the checked state work as
 * the browser gives them. The radio is named by its label (title and subtitle) and described by
 * the description; the label stretches over the whole card, so a click anywhere selects it.
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
  echoText,
}: OptionProps) {
  // One panel per page and a unique `name` per group make these ids unique; short, patterned
  // ids also compress far better than useId()'s.
  const id = `${group}-${value}`;
  return (
    <div className={`option-card ${accent}`}>
      <input
        type="radio"
        id={id}
        name={group}
        value={value}
        checked={checked}
        onChange={onSelect}
        data-echo-text={echoText}
        aria-describedby={`${id}-d`}
        className="option-radio"
      />
      <div className="option-body">
        <div className="option-head">
          <label htmlFor={id} className="option-names">
            <span className="option-title">{title}</span>
            {subtitle ? <span className="option-subtitle"> {subtitle}</span> : null}
          </label>
          {mark}
        </div>
        <p id={`${id}-d`} className="option-description">
          {description}
        </p>
      </div>
    </div>
  );
}

const swatch = <span aria-hidden="true" className="swatch" />;

/** The radio group each configuration part restates, in order; the last part has none. */
const echoes = ['frequency', 'mode', 'brainwave'] as const;

const legendClass = 'font-display text-2xl text-ivory';

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as Window & {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

const neverChanges = () => () => {};
/** The server cannot know; it renders the switch enabled, as most browsers will. */
const canPlaySound = () => audioContextClass() !== undefined;
const assumeSound = () => true;

interface FrequencyPanelProps {
  /** The modes' icons, drawn by the server page so no icon code ships with the panel. */
  modeIcons: Readonly<Record<ModeId, ReactNode>>;
  /** A note on the panel's claims, drawn by the server page, shown at the end of its section. */
  note?: ReactNode;
}

/** The frequency controller: three single-choice groups, the configuration and the transmission. */
export function FrequencyPanel({ modeIcons, note }: FrequencyPanelProps) {
  const [state, dispatch] = useReducer(panelReducer, initialState);
  const [sound, setSound] = useState(false);
  /** In percent. */
  const [volume, setVolume] = useState(20);
  const soundSupported = useSyncExternalStore(neverChanges, canPlaySound, assumeSound);
  /** The engine while sound plays; a promise, as its module loads on demand. */
  const engine = useRef<Promise<AudioEngine> | null>(null);

  /**
   * Brings the sound in line with the panel. Called from the click that changed it, so a new
   * AudioContext is made inside the visitor's gesture, as browsers require to let it play.
   */
  function syncSound(next: PanelState, soundOn: boolean) {
    if (!soundOn || !next.transmitting) {
      void engine.current?.then((playing) => playing.dispose());
      engine.current = null;
      return;
    }
    if (!engine.current) {
      const context = new (audioContextClass()!)();
      if (context.state === 'suspended') void context.resume();
      engine.current = import('./audio-engine').then(({ createEngine }) =>
        createEngine(() => context),
      );
    }
    const { left, beatHz } = binauralTones(next);
    // Starting a playing engine retunes it, smoothly.
    void engine.current.then((playing) => playing.start(left, beatHz, volume / 100));
  }

  function act(action: PanelAction) {
    dispatch(action);
    syncSound(panelReducer(state, action), sound);
  }

  function toggleSound() {
    // Fetch the engine now, so it is ready by the time the visitor activates.
    if (!sound) void import('./audio-engine');
    setSound(!sound);
    syncSound(state, !sound);
  }

  // What the visitor did before hydration happens now, in order, through the same reducer.
  useEarlyActions(panelIsland, (actions) => {
    let next = state;
    let soundOn = sound;
    for (const action of actions) {
      if (action.type === 'toggleSound') {
        if (canPlaySound()) soundOn = !soundOn;
        continue;
      }
      dispatch(action);
      next = panelReducer(next, action);
    }
    if (soundOn !== sound) setSound(soundOn);
    syncSound(next, soundOn);
  });

  // Leaving the page silences it.
  useEffect(
    () => () => {
      void engine.current?.then((playing) => playing.dispose());
    },
    [],
  );
  const preset = frequencyPresets.find((candidate) => candidate.hz === state.frequency)!;
  const signal = spectrum[preset.color];

  return (
    <section
      aria-labelledby="panel-heading"
      data-island={panelIsland}
      className="mx-auto max-w-6xl px-4 sm:px-6"
    >
      <div className="sm:card">
        <h2 id="panel-heading" className="font-display text-3xl text-ivory sm:text-4xl">
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
                    onSelect={() => act({ type: 'selectFrequency', frequency: option.hz })}
                    title={`${option.hz} Hz`}
                    subtitle={option.name}
                    description={option.description}
                    accent={spectrum[option.color]}
                    mark={swatch}
                    echoText={describeChoice.frequency(option.hz)}
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
                    onSelect={() => act({ type: 'selectMode', mode: option.id })}
                    title={option.name}
                    description={option.description}
                    accent={modeAccent}
                    mark={modeIcons[option.id]}
                    echoText={describeChoice.mode(option.id)}
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
                    onSelect={() => act({ type: 'selectBrainwave', brainwave: option.id })}
                    title={option.name}
                    subtitle={formatBand(option.band)}
                    description={option.description}
                    accent={spectrum[option.color]}
                    mark={swatch}
                    echoText={describeChoice.brainwave(option.id)}
                  />
                ))}
              </div>
            </fieldset>
          </div>

          <div className="rounded-2xl border border-line bg-ink/70 p-6 sm:grid sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-center sm:gap-8 lg:sticky lg:top-24 lg:block">
            <div
              aria-hidden="true"
              className={`relative mx-auto grid size-28 place-items-center ${signal}`}
            >
              {['inset-0', 'inset-4 [animation-delay:0.8s]', 'inset-8 [animation-delay:1.6s]'].map(
                (ring) => (
                  <span
                    key={ring}
                    className={`absolute rounded-full border border-[--accent] ${ring} ${
                      state.transmitting ? 'opacity-60 motion-safe:animate-transmit' : 'opacity-20'
                    }`}
                  />
                ),
              )}
              <span
                className={`size-5 rounded-full bg-[--accent] ${
                  state.transmitting ? 'motion-safe:animate-glow' : 'opacity-40'
                }`}
              />
            </div>

            <div className="mt-6 sm:mt-0 lg:mt-6">
              <p className="eyebrow">{panelCopy.configurationLabel}</p>
              <p id="panel-configuration" className="mt-2 font-display text-xl text-ivory">
                {/* Reads as describeConfiguration(state), but never wraps inside a part. Before
                    hydration the bootstrap keeps each choice's echo in step with its radios;
                    React then hydrates over that text and replays the choices that changed it. */}
                {configurationParts(state).map((part, index, parts) => (
                  <Fragment key={index}>
                    {index > 0 ? ' ' : null}
                    <span className="whitespace-nowrap">
                      {index < echoes.length ? (
                        <span data-echo={echoes[index]} suppressHydrationWarning>
                          {part}
                        </span>
                      ) : (
                        part
                      )}
                      {index < parts.length - 1 ? ' ·' : null}
                    </span>
                  </Fragment>
                ))}
              </p>

              <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                <button
                  type="button"
                  name={presses.name}
                  value={presses.transmission}
                  aria-describedby="panel-configuration"
                  onClick={() => act({ type: 'toggleTransmission' })}
                  className="btn-gold"
                >
                  {state.transmitting ? panelCopy.pause : panelCopy.activate}
                </button>
                {/* A reset button: before hydration, the bootstrap resets the radios as a form would. */}
                <button
                  type="reset"
                  name={presses.name}
                  value={presses.reset}
                  onClick={() => act({ type: 'reset' })}
                  className="btn-ghost"
                >
                  {panelCopy.reset}
                </button>
              </div>

              <button
                type="button"
                role="switch"
                name={presses.name}
                value={presses.sound}
                aria-checked={sound}
                disabled={!soundSupported}
                aria-describedby={soundSupported ? undefined : 'panel-no-sound'}
                onClick={toggleSound}
                className="switch mt-3"
              >
                {panelCopy.sound}
              </button>
              {soundSupported ? null : (
                <p id="panel-no-sound" className="mt-2 text-sm text-mist">
                  {panelCopy.noSound}
                </p>
              )}
              {sound ? (
                <div className="mt-3 grid gap-2 text-sm text-mist">
                  <label className="grid gap-1">
                    {panelCopy.volume}
                    <input
                      type="range"
                      min={0}
                      max={100}
                      step={5}
                      value={volume}
                      aria-valuetext={`${volume} %`}
                      onChange={(event) => {
                        const level = Number(event.target.value);
                        setVolume(level);
                        void engine.current?.then((playing) => playing.setVolume(level / 100));
                      }}
                      className="accent-gold"
                    />
                  </label>
                  <p>
                    {describeBeat(state)} {panelCopy.headphones}
                  </p>
                </div>
              ) : null}

              <p role="status" className="mt-4 min-h-10 text-sm font-semibold text-gold-light">
                {describeTransmission(state)}
              </p>
            </div>
          </div>
        </div>
        {note}
      </div>
    </section>
  );
}
