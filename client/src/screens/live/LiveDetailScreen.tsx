import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Mic } from 'lucide-react';
import { Eye } from 'lucide-react';
import type { LiveDetailScreenQuery } from '../../__generated__/LiveDetailScreenQuery.graphql';
import type { LiveDetailScreen_stream$key } from '../../__generated__/LiveDetailScreen_stream.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { HlsVideo } from '../../widgets/media/HlsVideo';
import { LiveStateBadge } from './LiveStateBadge';
import { LiveCard } from './LiveCard';
import './live.css';
import { ShareButton } from '../share';

const query = graphql`
  query LiveDetailScreenQuery($id: ID!) {
    liveStream(upstreamId: $id) {
      ...LiveDetailScreen_stream
    }
  }
`;

export function liveDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<LiveDetailScreenQuery> {
  prepareRequest(request);
  return preload<LiveDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

function Stream({ stream }: { stream: LiveDetailScreen_stream$key }) {
  const { t, i18n } = useTranslation();
  const s = useFragment(
    graphql`
      fragment LiveDetailScreen_stream on LiveStream {
        title
        summary
        anchor
        state
        kind
        startsAt
        endsAt
        placeName
        placePath
        viewCount
        cover {
          url(size: COVER)
          alt
        }
        playback {
          url
          isLive
        }
        nearby(first: 6) {
          id
          ...LiveCard_stream
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    stream,
  );
  const when = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language, true) : '');
  return (
    <>
      <PageHeader title={t(s.kind === 'SLOW_LIVE' ? 'live.slowTitle' : 'live.title')} />
      <div className="live-player" data-testid="live-player" data-state={s.state}>
        {s.playback ? (
          <HlsVideo
            src={s.playback.url}
            poster={s.cover?.url}
            label={t('live.player', { title: s.title })}
            autoPlay
            live={s.playback.isLive}
          />
        ) : (
          <div className="live-player__idle">
            <Img src={s.cover?.url} alt={s.cover?.alt || s.title} className="live-player__cover" eager />
            <p className="live-player__note" data-testid="live-idle">
              {s.state === 'UPCOMING' ? t('live.upcomingHint', { time: when(s.startsAt) }) : t('live.endedNoReplay')}
            </p>
          </div>
        )}
      </div>
      <div className="detail detail--with-bar">
        <section className="detail__card live-head">
          <LiveStateBadge state={s.state} />
          <h1 className="live-head__title" data-testid="live-title">
            {s.title}
          </h1>
          <p className="live-head__meta">
            {s.startsAt && (
              <time dateTime={s.startsAt}>
                {when(s.startsAt)}
                {s.endsAt ? ` – ${when(s.endsAt)}` : ''}
              </time>
            )}
            <span>
              <Eye size={14} aria-hidden /> {t('live.views', { count: s.viewCount })}
            </span>
          </p>
          {s.anchor && (
            <p className="live-head__line">
              <Mic size={15} aria-hidden /> {t('live.anchor', { name: s.anchor })}
            </p>
          )}
          {s.placeName && (
            <p className="live-head__line">
              <MapPin size={15} aria-hidden />{' '}
              {s.placePath ? (
                <Link to={s.placePath} className="live-head__place">
                  {s.placeName}
                </Link>
              ) : (
                s.placeName
              )}
            </p>
          )}
          {s.summary && <p className="live-head__summary">{s.summary}</p>}
          <ShareButton card={s.shareCard} />
        </section>
        <CommentPreview subject={s} />
        {s.nearby && s.nearby.length > 0 && (
          <section className="detail__card">
            <h2 className="detail__h2">{t('live.nearby')}</h2>
            <ul className="live-list live-list--compact" data-testid="live-nearby">
              {s.nearby.map((n) => (
                <li key={n.id}>
                  <LiveCard stream={n} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <InteractionBar subject={s} />
    </>
  );
}

/** /live-detail/{id} (and /live-desc/{id}): the player (live, replay, or when it starts), the stream, comments, nearby streams. */
export function LiveDetailScreen() {
  const { t } = useTranslation();
  const { liveStream } = useRouteQuery<LiveDetailScreenQuery>(query);
  if (!liveStream) return <NotFoundPage title={t('live.title')} text={t('live.notFound')} />;
  return <Stream stream={liveStream} />;
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { DetailSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
