import { VolumeControl as SharedVolumeControl } from '../core/controls';
import { toggleMute } from './audioElement';
import { volumePrefs } from './audioPrefs';
import { usePersisted } from './persistedStore';

/** The shared volume control bound to the audio players' remembered volume and mute. */
export function VolumeControl() {
  const { volume, muted } = usePersisted(volumePrefs);
  return (
    <SharedVolumeControl
      volume={volume}
      muted={muted}
      onVolume={(value) => volumePrefs.set({ volume: value, muted: false })}
      onToggleMute={toggleMute}
    />
  );
}
