import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ServicesScreenQuery } from '../../__generated__/ServicesScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { MenuEntryTile } from './modules/MenuGridModule';

const query = graphql`
  query ServicesScreenQuery {
    site {
      serviceMenu {
        key
        ...MenuGridModuleItem_entry
      }
    }
  }
`;

export function servicesLoader({ request }: { request: Request }): PreloadedQuery<ServicesScreenQuery> {
  prepareRequest(request);
  return preload<ServicesScreenQuery>(query, {});
}

/** /default-service (DEFAULT_SERVICE): every entry of the site's service menu, the home grid's "all". */
export function ServicesScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<ServicesScreenQuery>(query);
  const entries = data.site?.serviceMenu;
  return (
    <>
      <PageHeader title={t('home.allServices')} />
      <div className="services-page" data-testid="services-page">
        {!entries ? (
          <PartFailed testId="services-failed" />
        ) : entries.length === 0 ? (
          <EmptyState text={t('common.noData')} />
        ) : (
          <div className="menu-grid menu-grid--page" data-testid="services-grid">
            <div className="menu-grid__items">
              {entries.map((e) => (
                <MenuEntryTile key={e.key} entry={e} />
              ))}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
