import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityListScreenQuery } from '../../__generated__/ActivityListScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { ActivityClassifyTabs } from './ActivityClassifyTabs';
import { ActivityList } from './ActivityList';
import { formatDay } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { ListSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ActivityListScreenQuery($classifyId: ID, $date: String) {
    ...ActivityClassifyTabs_query
    ...ActivityList_query @arguments(classifyId: $classifyId, date: $date)
  }
`;

interface LoaderData {
  classifyId: string | null;
  date: string | null;
  ref: PreloadedQuery<ActivityListScreenQuery>;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function activityListLoader({ request, params }: { request: Request; params: { classifyId?: string; date?: string } }): LoaderData {
  prepareRequest(request);
  const classifyId = params.classifyId && params.classifyId !== 'all' ? params.classifyId : null;
  const date = params.date && DATE_RE.test(params.date) ? params.date : null;
  return { classifyId, date, ref: preload<ActivityListScreenQuery>(query, { classifyId, date }, { fresh: !isBackForward() }) };
}

/** /activity-list/:classifyId/:date — the activities of one day (from the calendar), by classify. */
export function ActivityListScreen() {
  const { t } = useTranslation();
  const { classifyId, date, ref } = useLoaderData() as LoaderData;
  const root = usePreloadedQuery<ActivityListScreenQuery>(query, ref);
  return (
    <div data-testid="activity-day-list">
      <PageHeader title={date ? t('activities.dayTitle', { date: formatDay(date, currentLanguage()) }) : t('activities.title')} />
      <ActivityClassifyTabs
        query={root}
        current={classifyId}
        hrefOf={(id) => `/activity-list/${encodeURIComponent(id ?? 'all')}/${date ?? ''}`}
      />
      <ActivityList query={root} />
    </div>
  );
}

/** The skeleton while the query loads: a day's activities: the header and the cards. */
export const ScreenSkeleton = () => <ListSkeleton header />;
