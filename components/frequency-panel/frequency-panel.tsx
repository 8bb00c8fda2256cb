'use client';

import { useReducer, type ReactNode } from 'react';
import { frequencyPresets, panelCopy, type ModeId } from '@/content/frequency-controller';
import { replay, useEarlyActions } from './early-inputs';
import { earlyMarks } from './early-marks';
import { PanelChoices } from './panel-choices';
import { initialState, panelReducer, type PanelAction } from './reducer';
import { spectrum } from './tones';
import { TransmissionControls } from './transmission-controls';
import { TransmissionSignal } from './transmission-signal';
import { canPlaySound, useSound } from './use-sound';

interface FrequencyPanelProps {
  /** The modes' icons, drawn by the server page so no icon code ships with the panel. */
  modeIcons: Readonly<Record<ModeId, ReactNode>>;
  /** A note on the panel's claims, drawn by the server page, shown at the end of its section. */
  note?: ReactNode;
}

/** The frequency controller: three single-choice groups, the configuration and the transmission. */
export function FrequencyPanel({ modeIcons, note }: FrequencyPanelProps) {
  const [state, dispatch] = useReducer(panelReducer, initialState);
  const sound = useSound();

  function act(action: PanelAction) {
    dispatch(action);
    sound.sync(panelReducer(state, action));
  }

  // What the visitor did before hydration happens now, in order, through the same reducer.
  useEarlyActions((early, audioContext) => {
    const replayed = replay(early, { state, soundOn: sound.on, soundSupported: canPlaySound() });
    replayed.actions.forEach(dispatch);
    sound.switchTo(replayed.state, replayed.soundOn, audioContext);
  });

  const preset = frequencyPresets.find((candidate) => candidate.hz === state.frequency)!;

  return (
    <section
      aria-labelledby="panel-heading"
      {...{ [earlyMarks.island]: '' }}
      className="mx-auto max-w-6xl px-4 sm:px-6"
    >
      <div className="sm:card">
        <h2 id="panel-heading" className="font-display text-3xl text-ivory sm:text-4xl">
          {panelCopy.title}
        </h2>
        <p className="mt-3 max-w-prose text-mist">{panelCopy.lead}</p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
          {/* Drawn only where scripting is off, before the options on a phone and in the
              controls' place beside them on a wide screen; then globals.css hides the controls. */}
          <noscript className="lg:col-start-2 lg:row-start-1">
            <p className="rounded-2xl border border-gold/40 bg-night p-4 text-sm leading-relaxed text-ivory">
              {panelCopy.needsScript}
            </p>
          </noscript>
          <PanelChoices state={state} act={act} modeIcons={modeIcons} />
          <TransmissionControls
            state={state}
            act={act}
            sound={sound}
            signal={
              <TransmissionSignal tone={spectrum[preset.color]} transmitting={state.transmitting} />
            }
          />
        </div>
        {note}
      </div>
    </section>
  );
}
