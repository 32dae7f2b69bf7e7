import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Eye, FileText, PenLine, Star, Users } from 'lucide-react';
import type { TopicDetailScreenQuery } from '../../__generated__/TopicDetailScreenQuery.graphql';
import type { TopicDetailScreen_topic$key } from '../../__generated__/TopicDetailScreen_topic.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { formatDate } from '../../widgets/format';
import { useInteractionToggle } from '../../widgets/interaction/useInteractionToggle';
import { TopicStateBadge } from './badges';
import { Stances } from './Stances';
import { TopicEntries } from './TopicEntries';
import { useWrite } from './useWrite';
import './stories.css';
import { Content } from '../../widgets/Content';
export { DetailSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query TopicDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Topic", upstreamId: $id) {
      __typename
      ...TopicDetailScreen_topic @alias(as: "topic")
    }
  }
`;

export function topicDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TopicDetailScreenQuery> {
  prepareRequest(request);
  return preload<TopicDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

function Topic({ topic }: { topic: TopicDetailScreen_topic$key }) {
  const { t, i18n } = useTranslation();
  const write = useWrite();
  const tp = useFragment(
    graphql`
      fragment TopicDetailScreen_topic on Topic {
        title
        summary
        state
        mode
        startsAt
        endsAt
        entryCount
        participantCount
        viewCount
        writePath
        rulesPath
        entriesPath
        cover {
          url(size: COVER)
          alt
        }
        stances {
          side
          name
        }
        ...Stances_topic
        ...useInteractionToggle_subject
        ...TopicEntries_topic
      }
    `,
    topic,
  );
  const fav = useInteractionToggle(tp);
  const pk = tp.mode === 'PK';
  const names = { A: tp.stances.find((s) => s.side === 'A')?.name ?? 'A', B: tp.stances.find((s) => s.side === 'B')?.name ?? 'B' };
  return (
    <>
      <PageHeader
        title={t('stories.topic')}
        right={
          <button
            type="button"
            className={fav.favourited ? 'icon-button icon-button--on' : 'icon-button'}
            aria-pressed={fav.favourited}
            aria-label={t('stories.favourite')}
            onClick={fav.toggleFavourite}
            data-testid="topic-favourite"
          >
            <Star aria-hidden size={22} fill={fav.favourited ? 'currentColor' : 'none'} />
          </button>
        }
      />
      <article className="topic-head" data-testid="topic-detail">
        <div className="topic-head__cover">
          <Img src={tp.cover?.url} alt={tp.cover?.alt || tp.title} eager />
        </div>
        <div className="topic-head__body">
          <div className="detail__badges">
            <TopicStateBadge state={tp.state} />
            {tp.mode !== '%future added value' && <span className="badge badge--plain">{t(`stories.mode.${tp.mode}`)}</span>}
          </div>
          <h1 className="topic-head__title" data-testid="topic-title">
            {tp.title}
          </h1>
          {tp.summary && (
            <Content as="p" className="detail__summary">
              {tp.summary}
            </Content>
          )}
          <div className="topic-card__facts">
            <span>
              <PenLine aria-hidden size={13} />
              {t('stories.entries', { count: tp.entryCount })}
            </span>
            <span>
              <Users aria-hidden size={13} />
              {t('stories.participants', { count: tp.participantCount })}
            </span>
            <span>
              <Eye aria-hidden size={13} />
              {t('stories.views', { count: tp.viewCount })}
            </span>
          </div>
          <div className="topic-head__row">
            {tp.startsAt && tp.endsAt && (
              <span className="topic-head__dates">
                {formatDate(tp.startsAt, i18n.language, true)} – {formatDate(tp.endsAt, i18n.language, true)}
              </span>
            )}
            <Link to={tp.rulesPath} className="link-button" data-testid="topic-rules-link">
              <FileText aria-hidden size={16} />
              {t('stories.rules')}
            </Link>
          </div>
          {pk && <Stances topic={tp} />}
          {tp.writePath ? (
            <button type="button" className="btn btn--primary btn--block" onClick={() => write(tp.writePath!)} data-testid="topic-write">
              <PenLine aria-hidden size={18} />{' '}
              {t(pk ? 'stories.writePk' : tp.mode === 'WORK' ? 'stories.writeWork' : 'stories.writeStory')}
            </button>
          ) : (
            <p className="page-note" role="note" data-testid="topic-closed">
              {t(tp.state === 'NOT_STARTED' ? 'stories.notStartedNote' : 'stories.overNote')}
            </p>
          )}
        </div>
      </article>
      <TopicEntries topic={tp} pk={pk} stanceNames={names} allPath={tp.entriesPath} />
    </>
  );
}

/** /topic-detail/:id — the topic, its state, rules link, stances (PK), its entries, and taking part. */
export function TopicDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<TopicDetailScreenQuery>(query);
  if (!node?.topic) return <NotFoundPage title={t('stories.topic')} text={t('stories.topicNotFound')} />;
  return <Topic topic={node.topic} />;
}
