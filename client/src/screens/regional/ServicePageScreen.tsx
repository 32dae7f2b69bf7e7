import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ServicePage, ServicePageScreenQuery } from '../../__generated__/ServicePageScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonRow, SkeletonScreen, SkeletonHeader } from '../../shell/SkeletonParts';
import { Content } from '../../widgets/Content';
import { PageHeader } from '../../widgets/PageHeader';
import { MenuEntryTile } from '../site';
import './regional.css';

const query = graphql`
  query ServicePageScreenQuery($page: ServicePage!) {
    site {
      servicePage(page: $page) {
        key
        title
        children {
          key
          ...MenuGridModuleItem_entry
        }
      }
    }
  }
`;

export function servicePageLoader(page: ServicePage) {
  return ({ request }: { request: Request }): PreloadedQuery<ServicePageScreenQuery> => {
    prepareRequest(request);
    return preload<ServicePageScreenQuery>(query, { page }, { fresh: !isBackForward() });
  };
}

/**
 * /configure-service (menu code CONFIGURE_SERVICE) and /gs-service: a configurable service page,
 * the groups of the site's menu data at the page's location, each a grid of its entries.
 */
export function ServicePageScreen({ page }: { page: ServicePage }) {
  const { t } = useTranslation();
  const { site } = useRouteQuery<ServicePageScreenQuery>(query);
  const groups = site?.servicePage ?? null;
  return (
    <div className="xj-page" data-testid="service-page" data-page={page}>
      <PageHeader title={t(`regional.servicePages.${page}`)} />
      {groups === null ? (
        <PartFailed testId="service-page-failed" />
      ) : groups.length === 0 ? (
        <EmptyState text={t('regional.emptyServices')} />
      ) : (
        groups.map((g) => (
          <section key={g.key} className="xj-section" aria-label={g.title} data-testid="service-group">
            <h2 className="section-title__text xj-section__title">
              <Content>{g.title}</Content>
            </h2>
            <div className="menu-grid menu-grid--page xj-grid">
              <div className="menu-grid__items">
                {g.children.map((e) => (
                  <MenuEntryTile key={e.key} entry={e} />
                ))}
              </div>
            </div>
          </section>
        ))
      )}
    </div>
  );
}

/** The page in grey while its query loads: the header, then two groups of tiles. */
export function ScreenSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1].map((i) => (
        <div key={i}>
          <SkeletonBlock width="30%" height={18} />
          <SkeletonRow count={4} width={44} height={44} radius={14} className="skeleton-row--spread" />
        </div>
      ))}
    </SkeletonScreen>
  );
}
