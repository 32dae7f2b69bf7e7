import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TrafficResultScreenQuery } from '../../__generated__/TrafficResultScreenQuery.graphql';
import type { TrafficResultList_query$key } from '../../__generated__/TrafficResultList_query.graphql';
import type { TrafficResultPaginationQuery } from '../../__generated__/TrafficResultPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { chinaToday, formatDay } from '../../widgets/format';
import { ListSkeleton } from '../../widgets/Skeleton';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { MODE_PATHS, horizonOf, searchParamsOf, shiftDay, withParams, type SearchParams, type TrafficMode } from './modes';
import { TripCard } from './TripCard';
import './traffic.css';

const query = graphql`
  query TrafficResultScreenQuery($mode: TrafficMode!, $from: ID!, $to: ID!, $date: String!) {
    inputLimits {
      trainSearchDays
      flightSearchDays
      coachSearchDays
    }
    ...TrafficResultList_query @arguments(mode: $mode, from: $from, to: $to, date: $date)
  }
`;

interface LoaderData {
  mode: TrafficMode;
  params: SearchParams;
  ref: PreloadedQuery<TrafficResultScreenQuery>;
}

function loaderOf(mode: TrafficMode) {
  return ({ request }: { request: Request }): LoaderData => {
    const params = searchParamsOf(prepareRequest(request));
    return { mode, params, ref: preload<TrafficResultScreenQuery>(query, { mode, ...params }, { fresh: !isBackForward() }) };
  };
}

function Trips({ data, mode, params }: { data: TrafficResultList_query$key; mode: TrafficMode; params: SearchParams }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<TrafficResultPaginationQuery, TrafficResultList_query$key>(
    graphql`
      fragment TrafficResultList_query on Query
      @refetchable(queryName: "TrafficResultPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        mode: { type: "TrafficMode!" }
        from: { type: "ID!" }
        to: { type: "ID!" }
        date: { type: "String!" }
      ) {
        trafficSearch(mode: $mode, from: $from, to: $to, date: $date) {
          errors {
            code
            field
            message
          }
          trips(first: $count, after: $cursor) @connection(key: "TrafficResult_trips") {
            totalCount
            edges {
              node {
                id
                ...TripCard_trip
              }
            }
          }
        }
      }
    `,
    data,
  );
  const search = paging.data.trafficSearch;
  // the timetable service failed (the search or its trips): said in place, with a retry
  const failed = (
    <ErrorView error={new Error(t('common.loadFailed'))} onRetry={() => paging.refetch({}, { fetchPolicy: 'network-only' })} />
  );
  if (search == null) return failed;
  if (search.errors.length > 0)
    return (
      <div className="traffic-refused" role="alert" data-testid="traffic-refused">
        {search.errors.map((e) => (
          <p key={`${e.code}-${e.field ?? ''}`} className="traffic-refused__line" data-code={e.code}>
            {e.message}
          </p>
        ))}
        <Link to={withParams(MODE_PATHS[mode].search, params)} className="btn btn--primary" data-testid="traffic-change">
          {t('traffic.changeSearch')}
        </Link>
      </div>
    );
  if (search.trips == null) return failed;
  return (
    <PagedList
      connection={search.trips}
      paging={paging}
      failedTestId="trips-failed"
      empty={<EmptyState text={t('traffic.empty')} icon="search" />}
      className="trip-list"
      testId="trip-list"
    >
      {(trip) => <TripCard trip={trip} />}
    </PagedList>
  );
}

function DayBar({ mode, params, days }: { mode: TrafficMode; params: SearchParams; days: number }) {
  const { t, i18n } = useTranslation();
  const today = chinaToday();
  const previous = shiftDay(params.date, -1);
  const next = shiftDay(params.date, 1);
  const path = MODE_PATHS[mode].result;
  return (
    <nav className="traffic-days" aria-label={t('traffic.date')}>
      {previous >= today ? (
        <Link to={withParams(path, { ...params, date: previous })} replace className="traffic-days__step" data-testid="day-previous">
          <ChevronLeft aria-hidden size={16} /> {t('traffic.previousDay')}
        </Link>
      ) : (
        <span className="traffic-days__step traffic-days__step--off">
          <ChevronLeft aria-hidden size={16} /> {t('traffic.previousDay')}
        </span>
      )}
      <strong className="traffic-days__day" data-testid="result-day">
        {formatDay(params.date, i18n.language)}
      </strong>
      {next <= shiftDay(today, days - 1) ? (
        <Link to={withParams(path, { ...params, date: next })} replace className="traffic-days__step" data-testid="day-next">
          {t('traffic.nextDay')} <ChevronRight aria-hidden size={16} />
        </Link>
      ) : (
        <span className="traffic-days__step traffic-days__step--off">
          {t('traffic.nextDay')} <ChevronRight aria-hidden size={16} />
        </span>
      )}
    </nav>
  );
}

function Loaded({
  mode,
  params,
  queryRef,
}: {
  mode: TrafficMode;
  params: SearchParams;
  queryRef: PreloadedQuery<TrafficResultScreenQuery>;
}) {
  const data = usePreloadedQuery<TrafficResultScreenQuery>(query, queryRef);
  return (
    <>
      <DayBar mode={mode} params={params} days={horizonOf(data.inputLimits, mode)} />
      <Trips data={data} mode={mode} params={params} />
    </>
  );
}

export function TrafficResultScreen() {
  const { t } = useTranslation();
  const { mode, params, ref } = useLoaderData() as LoaderData;
  return (
    <div className="traffic-page" data-testid="traffic-result" data-mode={mode}>
      <PageHeader title={t(`traffic.resultTitles.${mode}`)} />
      <Loaded mode={mode} params={params} queryRef={ref} />
    </div>
  );
}

/** The result screen of a timetable (/train-result, /plane-result, /car-result: `?from=&to=&date=`). */
export function resultScreenOf(mode: TrafficMode): ScreenModule['screen'] {
  return { Component: TrafficResultScreen, loader: loaderOf(mode), skeleton: <ListSkeleton header picture={false} /> };
}
