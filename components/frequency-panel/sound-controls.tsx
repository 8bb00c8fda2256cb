import { useSyncExternalStore } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { describeBeat } from './describe';
import type { PanelMessage, PanelState } from './machine';
import { canPlaySound } from './sound';
import { pressProps } from './transmission-controls';

const neverChanges = () => () => {};
/** The server cannot know; it renders the switch enabled, as most browsers will. */
const assumeSound = () => true;

/** The Sound switch, and while sound is on its volume and the beat it plays. */
export function SoundSwitch({
  state,
  send,
}: {
  state: PanelState;
  send: (message: PanelMessage) => void;
}) {
  const supported = useSyncExternalStore(neverChanges, canPlaySound, assumeSound);
  const { on, volume } = state.sound;
  return (
    <>
      <button
        type="button"
        role="switch"
        {...pressProps(state, 'sound')}
        aria-checked={on}
        disabled={!supported}
        aria-describedby={supported ? undefined : 'panel-no-sound'}
        onClick={() => send({ type: 'press', press: 'sound' })}
        className="sound-switch"
      >
        {panelCopy.sound}
      </button>
      {supported ? null : (
        <p id="panel-no-sound" className="col-span-full text-sm text-mist">
          {panelCopy.noSound}
        </p>
      )}
      {on ? (
        <div className="col-span-full grid gap-2 text-sm text-mist">
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
    </>
  );
}
