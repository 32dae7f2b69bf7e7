import { ensureFamilyTexts } from '../../i18n';
import { interactionTexts } from '../../widgets/interaction/texts';
import { useEffect, useId, useRef, type RefObject, use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heart, X } from 'lucide-react';
import type { HeritageMediaPlayer_media$key } from '../../__generated__/HeritageMediaPlayer_media.graphql';
import { useInteractionToggle } from '../../widgets/interaction/useInteractionToggle';
import { Img } from '../../widgets/Img';
import { savedPosition, savePosition } from './playback';

const fragment = graphql`
  fragment HeritageMediaPlayer_media on HeritageMedia {
    upstreamId
    kind
    title
    url
    cover {
      url(size: COVER)
      alt
    }
    project {
      name
      detailPath
    }
    inheritor {
      name
      detailPath
    }
    ...useInteractionToggle_subject
  }
`;

/**
 * Wires a media element to the saved position: starts there once the metadata is known, and
 * saves as it plays, on pause and when the player goes away.
 */
function useKeepsItsPlace(ref: RefObject<HTMLMediaElement | null>, id: string): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const restore = () => {
      const at = savedPosition(id);
      if (at > 0 && at < (el.duration || Infinity)) el.currentTime = at;
    };
    const save = () => savePosition(id, el.currentTime, el.duration);
    if (el.readyState >= 1) restore();
    el.addEventListener('loadedmetadata', restore);
    el.addEventListener('timeupdate', save);
    el.addEventListener('pause', save);
    el.addEventListener('ended', save);
    return () => {
      save();
      el.removeEventListener('loadedmetadata', restore);
      el.removeEventListener('timeupdate', save);
      el.removeEventListener('pause', save);
      el.removeEventListener('ended', save);
    };
  }, [ref, id]);
}

function LikeButton({ media }: { media: Parameters<typeof useInteractionToggle>[0] }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(interactionTexts));
  const toggle = useInteractionToggle(media);
  return (
    <button
      type="button"
      className={toggle.liked ? 'heritage-player__like heritage-player__like--on' : 'heritage-player__like'}
      aria-pressed={toggle.liked}
      onClick={toggle.toggleLike}
      data-testid="media-like"
    >
      <Heart size={18} aria-hidden fill={toggle.liked ? 'currentColor' : 'none'} />
      <span>{toggle.likeCount}</span>
      <span className="sr-only"> {t('interact.like')}</span>
    </button>
  );
}

function Credits({
  project,
  inheritor,
}: {
  project: { name: string; detailPath: string } | null | undefined;
  inheritor: { name: string; detailPath: string } | null | undefined;
}) {
  return (
    <p className="heritage-player__credits">
      {project && <Link to={project.detailPath}>{project.name}</Link>}
      {project && inheritor && ' · '}
      {inheritor && <Link to={inheritor.detailPath}>{inheritor.name}</Link>}
    </p>
  );
}

/**
 * The video overlay: the video over the page with its title
 * and credits; closing (button, Escape) keeps the place for the next time.
 */
export function HeritageVideoOverlay({ media, onClose }: { media: HeritageMediaPlayer_media$key; onClose(): void }) {
  const { t } = useTranslation();
  const m = useFragment(fragment, media);
  const ref = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useKeepsItsPlace(ref, m.upstreamId);
  const closeHandler = useRef(onClose);
  closeHandler.current = onClose;
  // focus goes to the dialog's close button, and back to what opened it when it closes
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeHandler.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);
  return (
    <div
      className="heritage-player heritage-player--video"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="video-player"
    >
      <div className="heritage-player__bar">
        <h2 className="heritage-player__title" id={titleId}>
          {m.title}
        </h2>
        <button type="button" className="heritage-player__close" onClick={onClose} ref={closeRef} data-testid="player-close">
          <X size={22} aria-hidden />
          <span className="sr-only">{t('heritage.closePlayer')}</span>
        </button>
      </div>
      <video
        ref={ref}
        className="heritage-player__video"
        src={m.url}
        poster={m.cover?.url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        data-testid="video-element"
      />
      <div className="heritage-player__foot">
        <Credits project={m.project} inheritor={m.inheritor} />
        <LikeButton media={m} />
      </div>
    </div>
  );
}

/** The audio bar at the bottom of the audio list: cover, title, credits and the player. */
export function HeritageAudioBar({ media, onClose }: { media: HeritageMediaPlayer_media$key; onClose(): void }) {
  const { t } = useTranslation();
  const m = useFragment(fragment, media);
  const ref = useRef<HTMLAudioElement>(null);
  useKeepsItsPlace(ref, m.upstreamId);
  return (
    <section
      className="heritage-player heritage-player--audio"
      aria-label={t('heritage.nowPlaying', { title: m.title })}
      data-testid="audio-player"
    >
      <Img src={m.cover?.url} alt={m.cover?.alt ?? m.title} className="heritage-player__cover" />
      <div className="heritage-player__main">
        <div className="heritage-player__head">
          <h2 className="heritage-player__title">{m.title}</h2>
          <LikeButton media={m} />
          <button type="button" className="heritage-player__close" onClick={onClose} data-testid="player-close">
            <X size={20} aria-hidden />
            <span className="sr-only">{t('heritage.closePlayer')}</span>
          </button>
        </div>
        <Credits project={m.project} inheritor={m.inheritor} />
        <audio
          key={m.upstreamId}
          ref={ref}
          className="heritage-player__audio"
          src={m.url}
          controls
          autoPlay
          preload="metadata"
          data-testid="audio-element"
        />
      </div>
    </section>
  );
}
