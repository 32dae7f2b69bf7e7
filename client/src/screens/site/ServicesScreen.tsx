import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ServicesScreenQuery } from '../../__generated__/ServicesScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { MenuEntryTile } from './modules/MenuGridModule';
import './services.css';

const query = graphql`
  query ServicesScreenQuery {
    site {
      serviceMenuSections {
        category
        entries {
          key
          ...MenuGridModuleItem_entry
        }
      }
    }
  }
`;

export function servicesLoader({ request }: { request: Request }): PreloadedQuery<ServicesScreenQuery> {
  prepareRequest(request);
  return preload<ServicesScreenQuery>(query, {});
}

/**
 * /default-service (DEFAULT_SERVICE): every entry of the site's service menu, the home grid's
 * "all", in the graph's sections by category (places, culture, activities, travel, ...).
 */
export function ServicesScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<ServicesScreenQuery>(query);
  const sections = data.site?.serviceMenuSections;
  return (
    <>
      <PageHeader title={t('home.allServices')} />
      <div className="services-page" data-testid="services-page">
        {!sections ? (
          <PartFailed testId="services-failed" />
        ) : sections.length === 0 ? (
          <EmptyState text={t('common.noData')} />
        ) : (
          <div className="menu-grid menu-grid--page" data-testid="services-grid">
            {sections.map((section) => (
              <section key={section.category} className="services-section" data-testid="services-section" data-category={section.category}>
                <h2 className="services-section__title">{t(`site.services.sections.${section.category}`)}</h2>
                <div className="menu-grid__items">
                  {section.entries.map((e) => (
                    <MenuEntryTile key={e.key} entry={e} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
