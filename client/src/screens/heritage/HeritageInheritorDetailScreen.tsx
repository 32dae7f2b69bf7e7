import './heritage.css';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageInheritorDetailScreenQuery } from '../../__generated__/HeritageInheritorDetailScreenQuery.graphql';
import type { HeritageInheritorDetailScreen_inheritor$key } from '../../__generated__/HeritageInheritorDetailScreen_inheritor.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
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
  query HeritageInheritorDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "HeritageInheritor", upstreamId: $id) {
      __typename
      ...HeritageInheritorDetailScreen_inheritor @alias(as: "inheritor")
    }
  }
`;

export function heritageInheritorDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<HeritageInheritorDetailScreenQuery> {
  prepareRequest(request);
  return preload<HeritageInheritorDetailScreenQuery>(query, { id: params.id ?? '' });
}

function Inheritor({ inheritor }: { inheritor: HeritageInheritorDetailScreen_inheritor$key }) {
  const { t } = useTranslation();
  const h = useFragment(
    graphql`
      fragment HeritageInheritorDetailScreen_inheritor on HeritageInheritor {
        name
        gender
        birthYear
        ethnicity
        level
        regionName
        followerCount
        body
        avatar {
          url(size: THUMBNAIL)
          alt
        }
        images {
          url(size: COVER)
          alt
        }
        projects {
          id
          name
          level
          category
          detailPath
          cover {
            url(size: SMALL)
            alt
          }
        }
        media(first: 6) {
          edges {
            node {
              ...HeritageMediaShelf_media
            }
          }
        }
        ...FollowButton_inheritor
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    inheritor,
  );
  const backdrop = h.images[0];
  const media = h.media?.edges ?? [];
  return (
    <div className="detail detail--with-bar" data-testid="heritage-inheritor-detail">
      <PageHeader title={t('heritage.kinds.inheritors')} transparent />
      <div className="heritage-hero">
        <Img src={backdrop?.url} alt="" className="heritage-hero__backdrop" eager />
      </div>
      <section className="detail__card detail__card--head heritage-person-head">
        <Img src={h.avatar?.url} alt={h.avatar?.alt ?? h.name} className="heritage-person-head__avatar" eager />
        <div className="heritage-person-head__main">
          <Content as="h1" className="detail__name" data-testid="heritage-name">
            {h.name}
          </Content>
          <div className="detail__badges heritage-badges">
            <HeritageLevelBadge level={h.level} inheritor />
          </div>
          <div className="heritage-person-head__follow">
            <p className="heritage-person-head__fans" data-testid="follower-count">
              {t('heritage.followers', { count: h.followerCount })}
            </p>
            <FollowButton inheritor={h} />
          </div>
        </div>
        <ShareButton card={h.shareCard} />
      </section>
      <section className="detail__card">
        <dl className="info-rows">
          {h.gender && h.gender !== '%future added value' && (
            <InfoRow label={t('heritage.gender')}>{t(`heritage.genders.${h.gender}`)}</InfoRow>
          )}
          {h.birthYear && <InfoRow label={t('heritage.born')}>{h.birthYear}</InfoRow>}
          {h.ethnicity && <InfoRow label={t('heritage.ethnicity')}>{h.ethnicity}</InfoRow>}
          {h.regionName && <InfoRow label={t('heritage.region')}>{h.regionName}</InfoRow>}
        </dl>
      </section>
      <section className="detail__card" data-testid="inheritor-projects">
        <h2 className="detail__h2">{t('heritage.projectsOf')}</h2>
        <ul className="heritage-linked">
          {h.projects.map((p) => (
            <li key={p.id} className="heritage-linked__item">
              <Link to={p.detailPath} className="heritage-linked__link" data-testid="inheritor-project">
                <Img src={p.cover?.url} alt={p.cover?.alt ?? p.name} className="heritage-linked__thumb" />
                <span className="heritage-linked__text">
                  <span className="heritage-linked__name">{p.name}</span>
                  <span className="heritage-linked__badges heritage-badges">
                    <HeritageLevelBadge level={p.level} />
                    <HeritageCategoryBadge category={p.category} />
                  </span>
                </span>
                <span className="chevron chevron--right" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <HeritageMediaShelf media={media.map((e) => e.node)} testId="inheritor-media" />
      {h.body && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('heritage.biography')}</h2>
          <Introduction html={h.body} />
        </section>
      )}
      <CommentPreview subject={h} />
      <InteractionBar subject={h} />
    </div>
  );
}

/** /successor-desc/:id — an inheritor: title, follow (with the follower count), their projects, video, biography, comments. */
export function HeritageInheritorDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<HeritageInheritorDetailScreenQuery>(query);
  if (!node?.inheritor) return <NotFoundPage title={t('heritage.kinds.inheritors')} text={t('heritage.notFound')} />;
  return <Inheritor inheritor={node.inheritor} />;
}
