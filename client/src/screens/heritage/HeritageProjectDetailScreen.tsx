import './heritage.css';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageProjectDetailScreenQuery } from '../../__generated__/HeritageProjectDetailScreenQuery.graphql';
import type { HeritageProjectDetailScreen_project$key } from '../../__generated__/HeritageProjectDetailScreen_project.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { Img } from '../../widgets/Img';
import { InfoRow } from '../../widgets/InfoRow';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { HeritageCategoryBadge, HeritageLevelBadge } from './HeritageBadges';
import { FollowButton } from './FollowButton';
import { HeritageMediaShelf } from './HeritageMediaShelf';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query HeritageProjectDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "HeritageProject", upstreamId: $id) {
      __typename
      ...HeritageProjectDetailScreen_project @alias(as: "project")
    }
  }
`;

export function heritageProjectDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<HeritageProjectDetailScreenQuery> {
  prepareRequest(request);
  return preload<HeritageProjectDetailScreenQuery>(query, { id: params.id ?? '' });
}

function Project({ project }: { project: HeritageProjectDetailScreen_project$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment HeritageProjectDetailScreen_project on HeritageProject {
        name
        level
        category
        inscribedYear
        regionName
        protectionUnit
        summary
        body
        images {
          url(size: COVER)
          alt
        }
        mapPath
        inheritors(first: 20) {
          totalCount
          edges {
            node {
              id
              name
              level
              detailPath
              avatar {
                url(size: THUMBNAIL)
                alt
              }
              ...FollowButton_inheritor
            }
          }
        }
        bases {
          id
          name
          kind
          address
          detailPath
        }
        media(first: 6) {
          totalCount
          edges {
            node {
              ...HeritageMediaShelf_media
            }
          }
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    project,
  );
  const inheritors = p.inheritors?.edges ?? [];
  const media = p.media?.edges ?? [];
  return (
    <div className="detail detail--with-bar" data-testid="heritage-project-detail">
      <PageHeader title={t('heritage.kinds.projects')} transparent />
      <Gallery images={p.images} alt={p.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="heritage-name">
          {p.name}
        </Content>
        <div className="detail__badges heritage-badges">
          <HeritageLevelBadge level={p.level} />
          <HeritageCategoryBadge category={p.category} />
        </div>
        {p.summary && (
          <Content as="p" className="detail__summary">
            {p.summary}
          </Content>
        )}
        <dl className="info-rows">
          {p.regionName && (
            <InfoRow label={t('heritage.region')} className="info-row__split">
              <span>{p.regionName}</span>
              {p.mapPath && (
                <Link to={p.mapPath} className="pill-link">
                  {t('place.openMap')}
                </Link>
              )}
            </InfoRow>
          )}
          {p.protectionUnit && <InfoRow label={t('heritage.protectionUnit')}>{p.protectionUnit}</InfoRow>}
          {p.inscribedYear && <InfoRow label={t('heritage.inscribedYear')}>{p.inscribedYear}</InfoRow>}
        </dl>
        <ShareButton card={p.shareCard} />
      </section>
      <section className="detail__card" data-testid="project-inheritors">
        <h2 className="detail__h2">
          {t('heritage.inheritorsOf')} <small>{p.inheritors?.totalCount ?? 0}</small>
        </h2>
        {inheritors.length === 0 ? (
          <p className="comments-card__empty">{t('heritage.noInheritorsYet')}</p>
        ) : (
          <ul className="heritage-linked">
            {inheritors.map(({ node: h }) => (
              <li key={h.id} className="heritage-linked__item">
                <Link to={h.detailPath} className="heritage-linked__link" data-testid="project-inheritor">
                  <Img src={h.avatar?.url} alt={h.avatar?.alt ?? h.name} className="heritage-linked__avatar" />
                  <span className="heritage-linked__text">
                    <span className="heritage-linked__name">{h.name}</span>
                    <HeritageLevelBadge level={h.level} inheritor />
                  </span>
                </Link>
                <FollowButton inheritor={h} compact />
              </li>
            ))}
          </ul>
        )}
      </section>
      <HeritageMediaShelf media={media.map((e) => e.node)} testId="project-media" />
      {p.bases.length > 0 && (
        <section className="detail__card" data-testid="project-bases">
          <h2 className="detail__h2">{t('heritage.basesOf')}</h2>
          <ul className="heritage-links">
            {p.bases.map((b) => (
              <li key={b.id}>
                <Link to={b.detailPath} className="heritage-links__item">
                  <span className="heritage-links__name">{b.name}</span>
                  {b.kind !== '%future added value' && (
                    <span className={`badge heritage-kind heritage-kind--${b.kind.toLowerCase()}`}>{t(`heritage.baseKind.${b.kind}`)}</span>
                  )}
                  <span className="chevron chevron--right" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {p.body && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('place.introduction')}</h2>
          <Introduction html={p.body} />
        </section>
      )}
      <CommentPreview subject={p} />
      <InteractionBar subject={p} />
    </div>
  );
}

/** /project-desc/:id — a heritage project: level, category, its inheritors (followed from here), bases, video, comments. */
export function HeritageProjectDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<HeritageProjectDetailScreenQuery>(query);
  if (!node?.project) return <NotFoundPage title={t('heritage.kinds.projects')} text={t('heritage.notFound')} />;
  return <Project project={node.project} />;
}
