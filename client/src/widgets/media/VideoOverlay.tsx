import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { PLAY_DELAY_MS } from './HlsVideo';
import './media-widgets.css';

/**
 * The video overlay: a video over the page that starts 500 ms after it is shown and pauses
 * when it is hidden or the browser goes back (the back button closes the overlay instead of
 * leaving the page: opening it pushes a history entry).
 */
export function VideoOverlay({ src, poster, title, onClose }: { src: string; poster?: string | null; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    closeRef.current?.focus();
    const el = video.current;
    const timer = window.setTimeout(() => {
      el?.play().catch(() => {
        if (!el) return;
        el.muted = true;
        el.play().catch(() => undefined);
      });
    }, PLAY_DELAY_MS);
    // browser back: pause and close, staying on the page
    window.history.pushState({ ...(window.history.state as object | null), videoOverlay: true }, '');
    const onPop = () => {
      closed.current = true;
      el?.pause();
      onCloseRef.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') window.history.back();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
      el?.pause();
      // closed by the button or unmounted: take our history entry back
      if (!closed.current && (window.history.state as { videoOverlay?: boolean } | null)?.videoOverlay) window.history.back();
    };
  }, []);

  return (
    <div className="video-overlay" role="dialog" aria-modal="true" aria-label={title} data-testid="video-overlay">
      <button
        type="button"
        ref={closeRef}
        className="video-overlay__close"
        onClick={() => window.history.back()}
        aria-label={t('common.close')}
        data-testid="video-overlay-close"
      >
        <X size={26} aria-hidden />
      </button>
      <video
        ref={video}
        className="video-overlay__video"
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="auto"
        data-testid="overlay-video"
      />
      <p className="video-overlay__title">{title}</p>
    </div>
  );
}
