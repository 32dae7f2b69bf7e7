import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './media-widgets.css';

/** True when the browser plays HLS itself (Safari, iOS, recent Chromium). */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** True when the browser has Media Source Extensions, where hls.js plays (every desktop and Android browser, iPadOS, iOS 17.1+). */
function hasMediaSource(): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window;
}

/** The video play delay: a shown video starts 500 ms later. */
export const PLAY_DELAY_MS = 500;

/**
 * A video element that plays an HLS playlist: through hls.js wherever the browser has Media Source
 * Extensions (loaded on first use only, its own chunk fetched by the screens that play streams),
 * natively only where it has not (iPhones before iOS 17.1). hls.js comes first because Chromium's
 * native HLS (new in 2025) drops the live streams that hls.js plays: it answers
 * DEMUXER_ERROR_COULD_NOT_PARSE a moment after it starts, on one load out of two or more. Starts `autoPlay` after the play delay — muted
 * when the browser refuses sound without a tap — and says when the stream cannot be played, with
 * a retry.
 */
export function HlsVideo({
  src,
  poster,
  label,
  autoPlay = false,
  live = false,
}: {
  src: string;
  poster?: string | null;
  label: string;
  autoPlay?: boolean;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (a new attempt) sets the player up again
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    let cancelled = false;
    let destroy: (() => void) | null = null;
    let timer: number | undefined;
    const start = () => {
      if (!autoPlay) return;
      timer = window.setTimeout(() => {
        video.play().catch(() => {
          // no sound without a tap: start muted, the controls unmute
          video.muted = true;
          video.play().catch(() => undefined);
        });
      }, PLAY_DELAY_MS);
    };
    const playNatively = () => {
      video.src = src;
      start();
    };
    if (!hasMediaSource()) {
      if (playsHlsNatively(video)) playNatively();
      else setFailed(true);
    } else {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (playsHlsNatively(video)) playNatively();
            else setFailed(true);
            return;
          }
          // no worker: the app's CSP allows workers from its own origin only, not blob: URLs
          const hls = new Hls({ enableWorker: false, lowLatencyMode: false });
          destroy = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          hls.on(Hls.Events.MANIFEST_PARSED, start);
        })
        .catch(() => setFailed(true));
    }
    const onError = () => setFailed(true);
    video.addEventListener('error', onError);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      video.removeEventListener('error', onError);
      video.pause();
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, autoPlay, attempt]);

  return (
    <div className="hls-video">
      <video
        ref={ref}
        className="hls-video__video"
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={label}
        data-testid="hls-video"
        data-live={live ? 'true' : 'false'}
      />
      {failed && (
        <div className="hls-video__failed" role="alert" data-testid="hls-failed">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="btn btn--small" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
