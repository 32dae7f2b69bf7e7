import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Pause } from 'lucide-react';
import { Play } from 'lucide-react';
import { X } from 'lucide-react';
import { appNavigate } from '../../env/navigate';
import { clock } from '../clock';
import { audioState, closeAudio, registerMiniPlayer, subscribeAudio, toggleAudio } from './audioPlayer';
import './media-widgets.css';

/** The mini player: what plays, play/pause and close, above the bottom menu on every screen. */
function MiniPlayer() {
  const s = useSyncExternalStore(subscribeAudio, audioState);
  if (!s.track) return null;
  const { track } = s;
  return (
    <div
      className="mini-player"
      role="region"
      aria-label={track.title}
      data-testid="mini-player"
      data-state={s.playing ? 'playing' : 'paused'}
    >
      <button
        type="button"
        className="mini-player__btn mini-player__btn--main"
        onClick={toggleAudio}
        aria-label={s.playing ? track.labels.pause : track.labels.play}
        data-testid="mini-player-toggle"
      >
        {s.playing ? <Pause size={20} aria-hidden /> : <Play size={20} aria-hidden />}
      </button>
      <button
        type="button"
        className="mini-player__text"
        onClick={() => track.returnPath && appNavigate(track.returnPath)}
        disabled={!track.returnPath}
      >
        <span className="mini-player__title">{track.title}</span>
        <span className="mini-player__time">
          {clock(s.currentTime)}
          {s.duration > 0 ? ` / ${clock(s.duration)}` : ''}
        </span>
      </button>
      <button
        type="button"
        className="mini-player__btn"
        onClick={closeAudio}
        aria-label={track.labels.close}
        data-testid="mini-player-close"
      >
        <X size={20} aria-hidden />
      </button>
    </div>
  );
}

let mounted = false;

registerMiniPlayer(() => {
  if (mounted) return;
  mounted = true;
  // a root of its own beside the app's: it outlives every screen
  const host = document.createElement('div');
  host.id = 'mini-player-root';
  document.body.appendChild(host);
  createRoot(host).render(<MiniPlayer />);
});

export { playTrack, closeAudio, audioState, subscribeAudio } from './audioPlayer';
export type { AudioTrack, AudioState } from './audioPlayer';
