import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { XjIndexScreenQuery } from '../../__generated__/XjIndexScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonRow, SkeletonScreen } from '../../shell/SkeletonParts';
import { PageHeader } from '../../widgets/PageHeader';
import { DrivingRouteCard } from './DrivingRouteCard';
import { EditionLinks } from './EditionLinks';
import { RegionalPlaceCard } from './RegionalPlaceCard';
import './regional.css';

const query = graphql`
  query XjIndexScreenQuery {
    site {
      name
    }
    regional {
      hotPlaces(first: 3) {
        totalCount
        edges {
          node {
            id
            ...RegionalPlaceCard_place
          }
        }
      }
      drivingRoutes(first: 2) {
        totalCount
        edges {
          node {
            id
            ...DrivingRouteCard_route
          }
        }
      }
    }
  }
`;

function indexLoader({ request }: { request: Request }): PreloadedQuery<XjIndexScreenQuery> {
  prepareRequest(request);
  return preload<XjIndexScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** A shelf of the edition's home: its title with "see more", a few items, or its empty / failed state. */
function Shelf<N extends { readonly id: string }>({
  title,
  more,
  connection,
  empty,
  testId,
  children,
}: {
  title: string;
  more: string;
  connection: { readonly totalCount: number; readonly edges: ReadonlyArray<{ readonly node: N }> } | null;
  empty: string;
  testId: string;
  children(node: N): React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="xj-section" aria-label={title} data-testid={testId}>
      <div className="xj-section__head">
        <h2 className="section-title__text xj-section__title">{title}</h2>
        {connection && connection.totalCount > connection.edges.length && (
          <Link to={more} className="xj-section__more">
            {t('regional.more')} <ChevronRight aria-hidden size={14} />
          </Link>
        )}
      </div>
      {connection === null ? (
        <PartFailed testId={`${testId}-failed`} />
      ) : connection.edges.length === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <ul className="xj-list">
          {connection.edges.map(({ node }) => (
            <li key={node.id}>{children(node)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /xj-index: the Xinjiang edition's home: its pages, then a few hot places and self-drive routes. */
export function XjIndexScreen() {
  const { t } = useTranslation();
  const { site, regional } = useRouteQuery<XjIndexScreenQuery>(query);
  return (
    <div className="xj-page" data-testid="xj-index">
      <PageHeader title={t('regional.home')} />
      <header className="xj-hero">
        <p className="xj-hero__site">{site.name}</p>
        <p className="xj-hero__intro">{t('regional.homeIntro')}</p>
      </header>
      <EditionLinks current="/xj-index" />
      <Shelf
        title={t('regional.pages.hot')}
        more="/xj-hot"
        connection={regional.hotPlaces ?? null}
        empty={t('regional.emptyHot')}
        testId="xj-index-hot"
      >
        {(node) => <RegionalPlaceCard place={node} />}
      </Shelf>
      <Shelf
        title={t('regional.pages.driving')}
        more="/xj-driving"
        connection={regional.drivingRoutes ?? null}
        empty={t('regional.emptyRoutes')}
        testId="xj-index-driving"
      >
        {(node) => <DrivingRouteCard route={node} />}
      </Shelf>
    </div>
  );
}

function XjIndexSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonBlock height={72} radius={12} />
      <SkeletonRow count={4} width={44} height={44} radius={14} className="skeleton-row--spread" />
      <SkeletonRow count={4} width={44} height={44} radius={14} className="skeleton-row--spread" />
      <SkeletonBlock width="35%" height={18} />
      <SkeletonBlock height={160} radius={12} />
    </SkeletonScreen>
  );
}

export const screen: ScreenModule['screen'] = { Component: XjIndexScreen, loader: indexLoader, skeleton: <XjIndexSkeleton /> };
