import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocateFixed, Search } from 'lucide-react';
import type { NearBusScreenQuery } from '../../__generated__/NearBusScreenQuery.graphql';
import type { NearBusScreen_query$key } from '../../__generated__/NearBusScreen_query.graphql';
import type { NearBusPaginationQuery } from '../../__generated__/NearBusPaginationQuery.graphql';
import { isBackForward, pageReloading, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { currentLocation } from '../../env/location';
import { EmptyState, ErrorView, StateIconView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { busSearchPath } from './paths';
import { Refused } from './Refused';
import { StopCard } from './StopCard';
import './buses.css';

const query = graphql`
  query NearBusScreenQuery($near: GeoPointInput!) {
    ...NearBusScreen_query @arguments(near: $near)
  }
`;

type LoaderData = PreloadedQuery<NearBusScreenQuery> | null;

/** /near-bus: the visitor's position (null when unknown: the screen says so and offers a choice). */
export async function nearBusLoader({ request }: { request: Request }): Promise<LoaderData> {
  prepareRequest(request);
  if (pageReloading()) return new Promise<LoaderData>(() => undefined);
  // no toast: the screen itself says the position is unknown
  const near = await currentLocation(() => undefined);
  return near ? preload<NearBusScreenQuery>(query, { near }, { fresh: !isBackForward() }) : null;
}

function Stops({ data }: { data: NearBusScreen_query$key }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const paging = usePaginationFragment<NearBusPaginationQuery, NearBusScreen_query$key>(
    graphql`
      fragment NearBusScreen_query on Query
      @refetchable(queryName: "NearBusPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, near: { type: "GeoPointInput" }) {
        busStopsNear(near: $near) {
          errors {
            code
            message
          }
          stops(first: $count, after: $cursor) @connection(key: "NearBus_stops") {
            totalCount
            edges {
              node {
                id
                name
                distance {
                  text
                }
                lines {
                  id
                  name
                  to
                }
              }
            }
          }
        }
      }
    `,
    data,
  );
  const near = paging.data.busStopsNear;
  if (!near) return <ErrorView error={new Error('buses')} onRetry={() => void revalidator.revalidate()} />;
  if (near.errors.length > 0) return <Refused errors={near.errors} />;
  return (
    <PagedList
      connection={near.stops}
      paging={paging}
      failedTestId="bus-near-failed"
      empty={<EmptyState text={t('buses.noStops')} icon="search" />}
      className="bus-list"
      testId="bus-near"
    >
      {(stop) => <StopCard stop={stop} />}
    </PagedList>
  );
}

function Located({ queryRef }: { queryRef: PreloadedQuery<NearBusScreenQuery> }) {
  const data = usePreloadedQuery<NearBusScreenQuery>(query, queryRef);
  return <Stops data={data} />;
}

/** No position: say so, and offer to locate again or to search by stop. */
function NoPosition() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="empty-state" data-testid="bus-no-position">
      <div className="empty-state__icon">
        <StateIconView icon="warning" />
      </div>
      <p className="empty-state__text">{t('buses.noPosition')}</p>
      <div className="bus-choices">
        <button type="button" className="btn btn--primary" onClick={() => void revalidator.revalidate()} data-testid="bus-locate">
          <LocateFixed aria-hidden size={16} /> {t('buses.locate')}
        </button>
        <Link to={busSearchPath('stop')} className="btn" data-testid="bus-search-instead">
          <Search aria-hidden size={16} /> {t('buses.searchInstead')}
        </Link>
      </div>
    </div>
  );
}

export function NearBusScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as LoaderData;
  return (
    <div className="bus-page" data-testid="near-bus">
      <PageHeader title={t('buses.nearby')} />
      {ref ? <Located queryRef={ref} /> : <NoPosition />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: NearBusScreen,
  loader: nearBusLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
