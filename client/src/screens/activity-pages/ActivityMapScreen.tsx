import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ActivityMapScreenQuery } from '../../__generated__/ActivityMapScreenQuery.graphql';
import type { ActivityMapScreen_query$key } from '../../__generated__/ActivityMapScreen_query.graphql';
import type { ActivityMapPaginationQuery } from '../../__generated__/ActivityMapPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { MapView, type MapPin } from '../../widgets/map';
import { ActivityCard } from '../activities';
import './activity-pages.css';

const query = graphql`
  query ActivityMapScreenQuery {
    ...ActivityMapScreen_query
  }
`;

function activityMapLoader({ request }: { request: Request }): PreloadedQuery<ActivityMapScreenQuery> {
  prepareRequest(request);
  return preload<ActivityMapScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** The site's activities on the map (the loaded pages) and in a list below; a marker shows its activity's card. */
function ActivityMap({ data }: { data: ActivityMapScreen_query$key }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const paging = usePaginationFragment<ActivityMapPaginationQuery, ActivityMapScreen_query$key>(
    graphql`
      fragment ActivityMapScreen_query on Query
      @refetchable(queryName: "ActivityMapPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        activities(first: $count, after: $cursor) @connection(key: "ActivityMap_activities") {
          totalCount
          edges {
            node {
              id
              name
              location {
                longitude
                latitude
              }
              ...ActivityCard_activity
            }
          }
        }
      }
    `,
    data,
  );
  const nodes = useMemo(() => (paging.data.activities?.edges ?? []).map((e) => e.node), [paging.data.activities]);
  const pins = useMemo(
    () =>
      nodes.flatMap((a, i): MapPin[] =>
        a.location ? [{ id: a.id, ...a.location, label: String(i + 1), name: `${i + 1}. ${a.name}` }] : [],
      ),
    [nodes],
  );
  const chosen = nodes.find((a) => a.id === selected) ?? null;
  if (paging.data.activities == null) return <ErrorView error={new Error('activities')} />;
  return (
    <>
      {pins.length > 0 && (
        <div className="activity-map__map" data-testid="activity-map-view">
          <MapView pins={pins} selected={selected} onSelect={setSelected} label={t('activities.pages.map.label')} />
        </div>
      )}
      {pins.length < nodes.length && (
        <p className="activity-pages__note">{t('activities.pages.map.unplaced', { count: nodes.length - pins.length })}</p>
      )}
      {chosen && (
        <div className="activity-map__card" data-testid="activity-map-card">
          <ActivityCard activity={chosen} />
          <button
            type="button"
            className="activity-map__close"
            onClick={() => setSelected(null)}
            aria-label={t('activities.pages.map.close')}
            data-testid="activity-map-card-close"
          >
            <X size={18} aria-hidden />
          </button>
        </div>
      )}
      <PagedList
        connection={paging.data.activities}
        paging={paging}
        pageSize={20}
        failedTestId="activity-map-failed"
        empty={<EmptyState text={t('activities.pages.map.empty')} />}
        className="activity-list"
        testId="activity-map-list"
      >
        {(node) => <ActivityCard activity={node} />}
      </PagedList>
    </>
  );
}

/** /activity-map — the site's activities on the map, a list under it. */
function ActivityMapScreen() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ActivityMapScreenQuery>(query, useLoaderData() as PreloadedQuery<ActivityMapScreenQuery>);
  return (
    <div className="activity-pages" data-testid="activity-map">
      <PageHeader title={t('activities.pages.map.title')} />
      <ActivityMap data={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ActivityMapScreen,
  loader: activityMapLoader,
  skeleton: <ListSkeleton header />,
};
