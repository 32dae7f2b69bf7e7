import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityHomeScreenQuery } from '../../__generated__/ActivityHomeScreenQuery.graphql';
import type { LoaderData } from './activityHomeLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { ActivityCalendar } from './ActivityCalendar';
import { ActivityClassifyTabs } from './ActivityClassifyTabs';
import { ActivityList } from './ActivityList';

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
      <PageHeader title={t('activity.title')} />
      <ActivityClassifyTabs query={root} current={classifyId} hrefOf={(id) => (id ? `/activity/${encodeURIComponent(id)}` : '/activity-home')} />
      <ActivityCalendar query={root} classifyId={classifyId} />
      <h2 className="list-title">{t('orders.activity.listTitle')}</h2>
      <ActivityList query={root} />
    </div>
  );
}
