import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Headphones, Play } from 'lucide-react';
import type { HeritageMediaCard_media$key } from '../../__generated__/HeritageMediaCard_media.graphql';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { clock } from '../../widgets/clock';
import { savedPosition } from './playback';

/** One video or audio in a list: its poster with a play mark, title, credits, plays; a button that plays it. */
export function HeritageMediaCard({
  media,
  onPlay,
  playing = false,
}: {
  media: HeritageMediaCard_media$key;
  onPlay(): void;
  playing?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const m = useFragment(
    graphql`
      fragment HeritageMediaCard_media on HeritageMedia {
        upstreamId
        kind
        title
        durationSeconds
        playCount
        publishedAt
        project {
          name
        }
        inheritor {
          name
        }
        cover {
          url(size: COVER)
          alt
        }
      }
    `,
    media,
  );
  const resume = savedPosition(m.upstreamId);
  const credits = [m.project?.name, m.inheritor?.name].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      className={playing ? 'heritage-media heritage-media--playing' : 'heritage-media'}
      onClick={onPlay}
      data-testid="heritage-media-card"
      aria-pressed={playing}
    >
      <span className="heritage-media__poster">
        <Img src={m.cover?.url} alt="" className="heritage-media__img" />
        <span className="heritage-media__play" aria-hidden>
          {m.kind === 'AUDIO' ? <Headphones size={20} /> : <Play size={20} />}
        </span>
        {m.durationSeconds != null && <span className="heritage-media__time">{clock(m.durationSeconds)}</span>}
        {resume > 0 && m.durationSeconds ? (
          <span className="heritage-media__progress" style={{ width: `${Math.min(100, (resume / m.durationSeconds) * 100)}%` }} />
        ) : null}
      </span>
      <span className="heritage-media__body">
        <span className="heritage-media__title">{m.title}</span>
        {credits && <span className="heritage-media__sub">{credits}</span>}
        <span className="heritage-media__sub">
          {t('heritage.plays', { count: m.playCount })}
          {m.publishedAt && ` · ${formatRelative(m.publishedAt, i18n.language)}`}
          {resume > 0 && ` · ${t('heritage.resumeAt', { time: clock(resume) })}`}
        </span>
      </span>
    </button>
  );
}
