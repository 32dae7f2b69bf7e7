import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Building2, ChevronRight, ShieldCheck } from 'lucide-react';
import type { TravelListScreenQuery } from '../../__generated__/TravelListScreenQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';
import { EmptyState } from '../../shell/StateViews';
import './agencies.css';

const query = graphql`
  query TravelListScreenQuery {
    travelAgencyRegions {
      name
      agencyCount
      path
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<TravelListScreenQuery> {
  prepareRequest(request);
  return preload<TravelListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /travel-list: the site's districts with travel agencies, each opening its agencies. */
export function TravelListScreen() {
  const { t } = useTranslation();
  const { travelAgencyRegions: regions } = useRouteQuery<TravelListScreenQuery>(query);
  // the agency service failed: the screen's error view, with its retry
  if (!regions) throw new Error('travel agencies unavailable');
  return (
    <div className="agencies-page" data-testid="travel-list">
      <PageHeader title={t('agencies.title')} />
      <p className="agencies-intro">
        <ShieldCheck aria-hidden size={16} /> {t('agencies.intro')}
      </p>
      {regions.length === 0 ? (
        <EmptyState text={t('agencies.noRegions')} />
      ) : (
        <ul className="agency-regions" data-testid="agency-regions">
          {regions.map((r) => (
            <li key={r.path}>
              <Link to={r.path} className="agency-region" data-testid="agency-region">
                <Building2 aria-hidden size={18} />
                <Content className="agency-region__name">{r.name}</Content>
                <span className="agency-region__count">{t('agencies.count', { count: r.agencyCount })}</span>
                <ChevronRight aria-hidden size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: TravelListScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
