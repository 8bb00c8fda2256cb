import { panelCopy } from '@/content/frequency-controller';
import { presses } from './early-marks';
import { describeBeat, type PanelState } from './reducer';
import type { Sound } from './use-sound';

/** The Sound switch, and while sound is on its volume and the beat it plays. */
export function SoundSwitch({ state, sound }: { state: PanelState; sound: Sound }) {
  return (
    <>
      <button
        type="button"
        role="switch"
        name={presses.name}
        value={presses.sound}
        aria-checked={sound.on}
        disabled={!sound.supported}
        aria-describedby={sound.supported ? undefined : 'panel-no-sound'}
        onClick={() => sound.switchTo(state, !sound.on)}
        suppressHydrationWarning
        className="sound-switch"
      >
        {panelCopy.sound}
      </button>
      {sound.supported ? null : (
        <p id="panel-no-sound" className="col-span-full text-sm text-mist">
          {panelCopy.noSound}
        </p>
      )}
      {sound.on ? (
        <div className="col-span-full grid gap-2 text-sm text-mist">
          <label className="grid gap-1">
            {panelCopy.volume}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={sound.volume}
              aria-valuetext={`${sound.volume} %`}
              onChange={(event) => sound.setVolume(Number(event.target.value))}
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
