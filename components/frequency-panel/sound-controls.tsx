import { useSyncExternalStore } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { describeBeat } from './describe';
import type { PanelMessage, PanelState } from './machine';
import { canPlaySound } from './sound';
import { pressProps } from './transmission-controls';

const neverChanges = () => () => {};
/** The server cannot know; it renders the switch enabled, as most browsers will. */
const assumeSound = () => true;

interface SoundProps {
  state: PanelState;
  send: (message: PanelMessage) => void;
}

/** Whether this browser can play the sound; the server assumes it can. */
const useSoundSupport = () => useSyncExternalStore(neverChanges, canPlaySound, assumeSound);

/** The Sound switch, in the bar beside Activate/Pause. */
export function SoundSwitch({ state, send }: SoundProps) {
  const supported = useSoundSupport();
  return (
    <button
      type="button"
      role="switch"
      {...pressProps(state, 'sound')}
      aria-checked={state.sound.on}
      disabled={!supported}
      aria-describedby={supported ? undefined : 'panel-no-sound'}
      onClick={() => send({ type: 'press', press: 'sound' })}
      className="sound-switch"
    >
      {panelCopy.sound}
    </button>
  );
}

/** Below the bar: why there is no sound, or while it plays, its volume and the beat. */
export function SoundSettings({ state, send }: SoundProps) {
  const supported = useSoundSupport();
  const { on, volume } = state.sound;
  if (supported && !on) return null;
  return (
    <div className="console-rest">
      {supported ? null : (
        <p id="panel-no-sound" className="type-small">
          {panelCopy.noSound}
        </p>
      )}
      {on ? (
        <div className="type-small grid gap-2">
          <label className="grid gap-1">
            {panelCopy.volume}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={volume}
              aria-valuetext={`${volume} %`}
              onChange={(event) => send({ type: 'setVolume', volume: Number(event.target.value) })}
              className="accent-gold"
            />
          </label>
          <p>
            {describeBeat(state)} {panelCopy.headphones}
          </p>
        </div>
      ) : null}
    </div>
  );
}
