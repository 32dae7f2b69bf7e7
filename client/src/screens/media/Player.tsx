import { useEffect, useRef } from 'react';
import { PLAY_DELAY_MS } from '../../widgets/media/HlsVideo';

/**
 * A clip's player (a short video's page, /video-player): starts 500 ms after the page shows (muted
 * when sound needs a tap first); pauses when the page goes.
 */
export function Player({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new clip starts playing again
  useEffect(() => {
    const el = ref.current;
    const timer = window.setTimeout(() => {
      el?.play().catch(() => {
        if (!el) return;
        el.muted = true;
        el.play().catch(() => undefined);
      });
    }, PLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      el?.pause();
    };
  }, [src]);
  return (
    <video
      ref={ref}
      className="short-video__video"
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      loop
      preload="auto"
      aria-label={title}
      data-testid="short-video-player"
    />
  );
}
