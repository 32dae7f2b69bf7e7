import './heritage.css';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageBaseDetailScreenQuery } from '../../__generated__/HeritageBaseDetailScreenQuery.graphql';
import type { HeritageBaseDetailScreen_base$key } from '../../__generated__/HeritageBaseDetailScreen_base.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { InfoRow, PhoneRow } from '../../widgets/InfoRow';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { HeritageLevelBadge } from './HeritageBadges';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

/**
 * An experience base is one Node type; /inheritance-desc/{id} is a protection or a teaching
 * base: both are asked (one upstream call: the same id of the same list), the one of the
 * id's kind answers.
 */
const query = graphql`
  query HeritageBaseDetailScreenQuery($id: ID!, $experience: Boolean!) {
    experience: nodeByUpstreamId(type: "HeritageExperienceBase", upstreamId: $id) @include(if: $experience) {
      ...HeritageBaseDetailScreen_base @alias(as: "base")
    }
    protection: nodeByUpstreamId(type: "HeritageProtectionBase", upstreamId: $id) @skip(if: $experience) {
      ...HeritageBaseDetailScreen_base @alias(as: "base")
    }
    teaching: nodeByUpstreamId(type: "HeritageTeachingBase", upstreamId: $id) @skip(if: $experience) {
      ...HeritageBaseDetailScreen_base @alias(as: "base")
    }
  }
`;

export function heritageBaseDetailLoader(experience: boolean) {
  return ({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<HeritageBaseDetailScreenQuery> => {
    prepareRequest(request);
    return preload<HeritageBaseDetailScreenQuery>(query, { id: params.id ?? '', experience });
  };
}

function Base({ base }: { base: HeritageBaseDetailScreen_base$key }) {
  const { t } = useTranslation();
  const b = useFragment(
    graphql`
      fragment HeritageBaseDetailScreen_base on HeritageBase {
        name
        kind
        address
        regionName
        phone
        openingHours
        summary
        body
        images {
          url(size: COVER)
          alt
        }
        mapPath
        projects {
          id
          name
          level
          detailPath
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    base,
  );
  const kind = b.kind !== '%future added value' ? t(`heritage.baseKind.${b.kind}`) : t('heritage.title');
  return (
    <div className="detail detail--with-bar" data-testid="heritage-base-detail">
      <PageHeader title={kind} transparent />
      <Gallery images={b.images} alt={b.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="heritage-name">
          {b.name}
        </Content>
        <div className="detail__badges heritage-badges">
          <span className={`badge heritage-kind heritage-kind--${b.kind.toLowerCase()}`}>{kind}</span>
        </div>
        {b.summary && (
          <Content as="p" className="detail__summary">
            {b.summary}
          </Content>
        )}
        <dl className="info-rows">
          {b.openingHours && <InfoRow label={t('place.openingHours')}>{b.openingHours}</InfoRow>}
          {b.address && (
            <InfoRow label={t('place.address')} className="info-row__split">
              <span>{b.address}</span>
              {b.mapPath && (
                <Link to={b.mapPath} className="pill-link" data-testid="map-link">
                  {t('place.openMap')}
                </Link>
              )}
            </InfoRow>
          )}
          {b.phone && <PhoneRow phone={b.phone} />}
        </dl>
        <ShareButton card={b.shareCard} />
      </section>
      {b.projects.length > 0 && (
        <section className="detail__card" data-testid="base-projects">
          <h2 className="detail__h2">{t('heritage.projectsAt')}</h2>
          <ul className="heritage-links">
            {b.projects.map((p) => (
              <li key={p.id}>
                <Link to={p.detailPath} className="heritage-links__item">
                  <span className="heritage-links__name">{p.name}</span>
                  <HeritageLevelBadge level={p.level} />
                  <span className="chevron chevron--right" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {b.body && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('place.introduction')}</h2>
          <Introduction html={b.body} />
        </section>
      )}
      <CommentPreview subject={b} />
      <InteractionBar subject={b} />
    </div>
  );
}

/** /experience-desc/:id and /inheritance-desc/:id — a heritage base. */
export function HeritageBaseDetailScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<HeritageBaseDetailScreenQuery>(query);
  const base = data.experience?.base ?? data.protection?.base ?? data.teaching?.base;
  if (!base) return <NotFoundPage title={t('heritage.title')} text={t('heritage.notFound')} />;
  return <Base base={base} />;
}
