import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityPlaceKind, PlaceActivitiesScreenQuery } from '../../__generated__/PlaceActivitiesScreenQuery.graphql';
import type { PlaceActivitiesScreen_query$key } from '../../__generated__/PlaceActivitiesScreen_query.graphql';
import type { PlaceActivitiesPaginationQuery } from '../../__generated__/PlaceActivitiesPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Content, ContentIn } from '../../widgets/Content';
import { ActivityCard } from '../activities';
import './activity-pages.css';

const query = graphql`
  query PlaceActivitiesScreenQuery($id: ID!, $kind: ActivityPlaceKind!) {
    activityPlace(id: $id, kind: $kind) {
      name
      placePath
    }
    ...PlaceActivitiesScreen_query @arguments(id: $id, kind: $kind)
  }
`;

const KINDS: readonly ActivityPlaceKind[] = ['VENUE', 'SCENIC_AREA'];

interface LoaderData {
  known: boolean;
  ref: PreloadedQuery<PlaceActivitiesScreenQuery>;
}

/** /detail-activity-list/{id}/{type}: `{type}` is the place's kind as the graph writes it (VENUE, SCENIC_AREA). */
function placeActivitiesLoader({ request, params }: { request: Request; params: { id?: string; type?: string } }): LoaderData {
  prepareRequest(request);
  const kind = KINDS.find((k) => k === params.type?.toUpperCase());
  const id = kind && params.id ? params.id : '0';
  return {
    known: kind !== undefined,
    ref: preload<PlaceActivitiesScreenQuery>(query, { id, kind: kind ?? 'VENUE' }, { fresh: !isBackForward() }),
  };
}

function Activities({ query }: { query: PlaceActivitiesScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<PlaceActivitiesPaginationQuery, PlaceActivitiesScreen_query$key>(
    graphql`
      fragment PlaceActivitiesScreen_query on Query
      @refetchable(queryName: "PlaceActivitiesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        id: { type: "ID!" }
        kind: { type: "ActivityPlaceKind!" }
      ) {
        activityPlace(id: $id, kind: $kind) {
          activities(first: $count, after: $cursor) @connection(key: "PlaceActivities_activities") {
            totalCount
            edges {
              node {
                id
                ...ActivityCard_activity
              }
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedList
      connection={paging.data.activityPlace?.activities}
      paging={paging}
      failedTestId="place-activities-failed"
      empty={<EmptyState text={t('activities.pages.place.empty')} />}
      className="activity-list"
      testId="place-activities-list"
    >
      {(node) => <ActivityCard activity={node} />}
    </PagedList>
  );
}

/** The activities held at one venue or scenic area, with a link back to the place. */
function PlaceActivitiesScreen() {
  const { t } = useTranslation();
  const { known, ref } = useLoaderData() as LoaderData;
  const root = usePreloadedQuery<PlaceActivitiesScreenQuery>(query, ref);
  const place = root.activityPlace;
  if (!known || !place) return <NotFoundPage title={t('activities.pages.place.title')} text={t('activities.pages.place.notFound')} />;
  return (
    <div className="activity-pages" data-testid="place-activities">
      <PageHeader contentHeading title={t('activities.pages.place.title')} />
      <Link to={place.placePath} className="activity-pages__place" data-testid="place-activities-place">
        <Content as="h1" className="detail__name">
          {place.name}
        </Content>
        <span className="muted">
          <ContentIn line={(name) => t('activities.pages.place.about', { name })} content={place.name} />
        </span>
      </Link>
      <Activities query={root} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: PlaceActivitiesScreen,
  loader: placeActivitiesLoader,
  skeleton: <ListSkeleton header />,
};
