import { useContext, useEffect, useMemo } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, ExternalLink, Eye, Hash, MapPin, PenLine, TriangleAlert, Wallet } from 'lucide-react';
import type { StoryDetailScreenQuery } from '../../__generated__/StoryDetailScreenQuery.graphql';
import type { StoryDetailScreen_story$key } from '../../__generated__/StoryDetailScreen_story.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { SiteContext } from '../../shell/SiteContext';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { formatRelative } from '../../widgets/format';
import { monthName } from './months';
import { sanitizeHtml } from '../../widgets/sanitize';
import { followExternalLink } from '../../shell/openExternal';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { StoryAvatar } from './StoryAvatar';
import { Gallery } from '../../widgets/Gallery';
import './stories.css';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';
export { DetailSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query StoryDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Story", upstreamId: $id) {
      __typename
      ...StoryDetailScreen_story @alias(as: "story")
    }
  }
`;

export function storyDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<StoryDetailScreenQuery> {
  prepareRequest(request);
  return preload<StoryDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

/** The page title by the route (story, work or strategy page). */
function titleKey(pathname: string): string {
  if (pathname.startsWith('/strategy-detail')) return 'stories.strategyTitle';
  if (pathname.startsWith('/work-detail')) return 'stories.workTitle';
  return 'stories.storyTitle';
}

function Story({ story }: { story: StoryDetailScreen_story$key }) {
  const { t, i18n } = useTranslation();
  const site = useContext(SiteContext);
  const navigate = useNavigate();
  const location = useLocation();
  const s = useFragment(
    graphql`
      fragment StoryDetailScreen_story on Story {
        kind
        title
        body
        detailPath
        editPath
        status
        rejectionReason
        publishedAt
        createdAt
        viewCount
        side
        craft
        pictures {
          id
          image {
            url
            alt
          }
        }
        author {
          nickname
          avatar {
            url(size: SMALL)
          }
        }
        trip {
          days
          costPerPerson
          travelMonth
        }
        tags {
          id
          name
        }
        place {
          name
          regionName
          detailPath
        }
        topic {
          title
          detailPath
          stances {
            side
            name
          }
        }
        sourceLink {
          url
          needsDisclaimer
          disclaimerText
        }
        shareCard {
          ...ShareButton_card
        }
        ...InteractionBar_subject
        ...CommentPreview_subject
      }
    `,
    story,
  );
  // A strategy opens on the strategy page, a work or PK entry on the work page.
  const canonical = s.detailPath.split('/')[1];
  const here = location.pathname.split('/')[1];
  useEffect(() => {
    if (canonical !== here) navigate(s.detailPath, { replace: true });
  }, [canonical, here, navigate, s.detailPath]);
  const html = useMemo(() => (s.body ? sanitizeHtml(s.body) : ''), [s.body]);
  const photos = s.pictures.map((p) => ({ url: p.image.url, alt: p.image.alt || s.title }));
  const when = s.publishedAt ?? s.createdAt;
  const stance = s.side && s.topic?.stances.find((x) => x.side === s.side)?.name;
  const published = s.status === 'PUBLISHED';
  return (
    <>
      <PageHeader
        title={t(titleKey(location.pathname))}
        right={
          s.editPath ? (
            <Link to={s.editPath} className="icon-button" aria-label={t('stories.edit')} data-testid="story-edit">
              <PenLine aria-hidden size={20} />
            </Link>
          ) : undefined
        }
      />
      {s.status === 'PENDING' && (
        <p className="moderation-note moderation-note--pending" role="status" data-testid="story-pending">
          <Clock aria-hidden size={18} /> {t('stories.pendingNote')}
        </p>
      )}
      {s.status === 'REJECTED' && (
        <p className="moderation-note moderation-note--rejected" role="status" data-testid="story-rejected">
          <TriangleAlert aria-hidden size={18} />
          <span>
            {t('stories.rejectedNote', { reason: s.rejectionReason ?? t('stories.noReason') })}
            {s.editPath && (
              <>
                {' '}
                <Link to={s.editPath}>{t('stories.editAgain')}</Link>
              </>
            )}
          </span>
        </p>
      )}
      <div className={published ? 'detail detail--with-bar' : 'detail'}>
        {photos.length > 0 && (
          <Gallery
            images={photos}
            alt={s.title}
            fit="contain"
            viewer={{
              label: t('stories.viewerPhotos'),
              stepLabels: { previous: t('stories.previousPhoto'), next: t('stories.nextPhoto') },
              openLabel: (index, total) => t('stories.openPhoto', { index, total }),
            }}
          />
        )}
        <article className="story-page" data-testid="story-detail">
          <div className="detail__badges">
            {s.craft && <span className="badge badge--primary">{t('stories.craft', { craft: s.craft })}</span>}
            {stance && (
              <span className={`badge ${s.side === 'A' ? 'badge--side-a' : 'badge--side-b'}`} data-testid="story-stance">
                {stance}
              </span>
            )}
          </div>
          <h1 className="story-page__title" data-testid="story-title">
            {s.title}
          </h1>
          <div className="story-page__author">
            <StoryAvatar url={s.author.avatar?.url ?? null} large />
            <div className="story-page__who">
              <strong>{s.author.nickname ?? t('stories.tourist')}</strong>
              <span>
                {when && <time dateTime={when}>{formatRelative(when, i18n.language)}</time>} · <Eye aria-hidden size={12} />{' '}
                {t('stories.views', { count: s.viewCount })}
              </span>
            </div>
          </div>
          {s.topic && (
            <Link to={s.topic.detailPath} className="story-page__topic" data-testid="story-topic">
              <Hash aria-hidden size={15} />
              {s.topic.title}
            </Link>
          )}
          {s.trip && (
            <dl className="trip-facts" data-testid="trip-facts">
              <div>
                <dt>
                  <CalendarDays aria-hidden size={12} /> {t('stories.tripDays')}
                </dt>
                <dd>{t('stories.days', { count: s.trip.days })}</dd>
              </div>
              {s.trip.costPerPerson !== null && s.trip.costPerPerson !== undefined && (
                <div>
                  <dt>
                    <Wallet aria-hidden size={12} /> {t('stories.tripCost')}
                  </dt>
                  <dd>{t('stories.yuan', { amount: s.trip.costPerPerson })}</dd>
                </div>
              )}
              {s.trip.travelMonth ? (
                <div>
                  <dt>
                    <Clock aria-hidden size={12} /> {t('stories.tripMonth')}
                  </dt>
                  <dd>{monthName(s.trip.travelMonth, i18n.language)}</dd>
                </div>
              ) : null}
            </dl>
          )}
          {html && (
            <Content as="div" className="rich-text story-page__body" data-testid="story-body" dangerouslySetInnerHTML={{ __html: html }} />
          )}
          {s.tags.length > 0 && (
            <div className="story-page__chips" data-testid="story-tags">
              {s.tags.map((tag) => (
                <Link key={tag.id} to={`/tag-list?tag=${encodeURIComponent(tag.id)}`} className="tag-chip tag-chip--static">
                  #{tag.name}
                </Link>
              ))}
            </div>
          )}
          {s.place &&
            (s.place.detailPath ? (
              <Link to={s.place.detailPath} className="story-page__place" data-testid="story-place">
                <MapPin aria-hidden size={16} />
                {s.place.regionName ? `${s.place.regionName} · ${s.place.name}` : s.place.name}
              </Link>
            ) : (
              <p className="story-page__place" data-testid="story-place">
                <MapPin aria-hidden size={16} />
                {s.place.name}
              </p>
            ))}
          {s.sourceLink?.url && (
            <a
              className="link-button"
              href={s.sourceLink.url}
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                void followExternalLink(s.sourceLink, site.name);
              }}
              data-testid="story-source"
            >
              <ExternalLink aria-hidden size={16} /> {t('stories.source')}
            </a>
          )}
          {published && <ShareButton card={s.shareCard} />}
        </article>
        {published && <CommentPreview subject={s} />}
      </div>
      {published && <InteractionBar subject={s} />}
    </>
  );
}

/** /story-detail/:id, /work-detail/:id, /strategy-detail/:id (with an optional /:type): one story page, by the story's kind. */
export function StoryDetailScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const { node } = useRouteQuery<StoryDetailScreenQuery>(query);
  if (!node?.story) return <NotFoundPage title={t(titleKey(location.pathname))} text={t('stories.storyNotFound')} />;
  return <Story story={node.story} />;
}
