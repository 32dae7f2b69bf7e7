import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { CalendarDays, Landmark, MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActivityHomeScreenQuery } from '../../__generated__/ActivityHomeScreenQuery.graphql';
import type { LoaderData } from './activityHomeLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { ActivityCalendar } from './ActivityCalendar';
import { ActivityClassifyTabs } from './ActivityClassifyTabs';
import { ActivityList } from './ActivityList';
import './page-links.css';
import { SkeletonBlock, SkeletonCards, SkeletonHeader, SkeletonRow, SkeletonScreen } from '../../widgets/Skeleton';

const query = graphql`
  query ActivityHomeScreenQuery($classifyId: ID, $month: String!) @preloadable {
    ...ActivityClassifyTabs_query
    ...ActivityCalendar_query @arguments(month: $month)
    ...ActivityList_query @arguments(classifyId: $classifyId)
  }
`;

/** The activity home (bottom-menu ACTIVITY): classify tabs, the month calendar and the activity list. */
export function ActivityHomeScreen() {
  const { t } = useTranslation();
  const { classifyId, ref } = useLoaderData() as LoaderData;
  const root = usePreloadedQuery<ActivityHomeScreenQuery>(query, ref);
  return (
    <div data-testid="activity-home">
      <PageHeader title={t('activities.title')} />
      <ActivityClassifyTabs
        query={root}
        current={classifyId}
        hrefOf={(id) => (id ? `/activity/${encodeURIComponent(id)}` : '/activity-home')}
      />
      <nav className="activity-home__links" aria-label={t('activities.pages.links.label')} data-testid="activity-home-links">
        <Link to="/activity-map" className="pill-link" data-testid="activity-map-link">
          <MapPinned size={14} aria-hidden /> {t('activities.pages.links.map')}
        </Link>
        <Link to="/activity-week" className="pill-link" data-testid="activity-week-link">
          <CalendarDays size={14} aria-hidden /> {t('activities.pages.links.week')}
        </Link>
        <Link to="/venues-calendar" className="pill-link" data-testid="venues-calendar-link">
          <Landmark size={14} aria-hidden /> {t('activities.pages.links.venues')}
        </Link>
      </nav>
      <ActivityCalendar query={root} classifyId={classifyId} />
      <h2 className="list-title">{t('activities.listTitle')}</h2>
      <ActivityList query={root} />
    </div>
  );
}

/** The activity home in grey while its query loads: the header, the classify tabs, the calendar, the list. */
export function ScreenSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonRow count={4} className="skeleton-tabs" />
      <div className="skeleton-card skeleton-card--column">
        <SkeletonBlock width="40%" height={18} />
        <SkeletonRow count={7} width={26} height={26} radius="50%" className="skeleton-row--spread" />
        <SkeletonRow count={7} width={26} height={26} radius="50%" className="skeleton-row--spread" />
      </div>
      <SkeletonCards rows={3} />
    </SkeletonScreen>
  );
}
