import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bus, Clock } from 'lucide-react';
import type { BusResultsScreenQuery } from '../../__generated__/BusResultsScreenQuery.graphql';
import type { BusResultsScreen_lines$key } from '../../__generated__/BusResultsScreen_lines.graphql';
import type { BusResultsScreen_stops$key } from '../../__generated__/BusResultsScreen_stops.graphql';
import type { BusLineResultsPaginationQuery } from '../../__generated__/BusLineResultsPaginationQuery.graphql';
import type { BusStopResultsPaginationQuery } from '../../__generated__/BusStopResultsPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { Content } from '../../widgets/Content';
import { ListSkeleton } from '../../widgets/Skeleton';
import { busDescPath, busSearchBy, type BusSearchBy } from './paths';
import { Refused } from './Refused';
import { StopCard } from './StopCard';
import './buses.css';

const query = graphql`
  query BusResultsScreenQuery($keyword: String!, $byLine: Boolean!) {
    ...BusResultsScreen_lines @include(if: $byLine) @arguments(keyword: $keyword) @alias(as: "lines")
    ...BusResultsScreen_stops @skip(if: $byLine) @arguments(keyword: $keyword) @alias(as: "stops")
  }
`;

interface LoaderData {
  by: BusSearchBy;
  keyword: string;
  ref: PreloadedQuery<BusResultsScreenQuery>;
}

/** /bus-results?by=line|stop&keyword=…: the gateway checks the keyword (a refusal is shown in place). */
export function busResultsLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const by = busSearchBy(search.get('by'));
  const keyword = search.get('keyword') ?? '';
  return { by, keyword, ref: preload<BusResultsScreenQuery>(query, { keyword, byLine: by === 'line' }, { fresh: !isBackForward() }) };
}

function Retry() {
  const revalidator = useRevalidator();
  return <ErrorView error={new Error('buses')} onRetry={() => void revalidator.revalidate()} />;
}

function Lines({ data }: { data: BusResultsScreen_lines$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<BusLineResultsPaginationQuery, BusResultsScreen_lines$key>(
    graphql`
      fragment BusResultsScreen_lines on Query
      @refetchable(queryName: "BusLineResultsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, keyword: { type: "String!" }) {
        busLineSearch(keyword: $keyword) {
          errors {
            code
            message
          }
          lines(first: $count, after: $cursor) @connection(key: "BusResults_lines") {
            totalCount
            edges {
              node {
                id
                name
                from
                to
                firstBus
                lastBus
                intervalMinutes
              }
            }
          }
        }
      }
    `,
    data,
  );
  const search = paging.data.busLineSearch;
  if (!search) return <Retry />;
  if (search.errors.length > 0) return <Refused errors={search.errors} />;
  return (
    <PagedList
      connection={search.lines}
      paging={paging}
      failedTestId="bus-lines-failed"
      empty={<EmptyState text={t('buses.noLines')} icon="search" />}
      className="bus-list"
      testId="bus-lines"
    >
      {(line) => (
        <Link to={busDescPath(line.id)} className="bus-card bus-card--link" data-testid="bus-line">
          <div className="bus-card__head">
            <Content as="h2" className="bus-card__name">
              <Bus aria-hidden size={15} /> {line.name}
            </Content>
            <span className="bus-card__aside">{t('buses.interval', { minutes: line.intervalMinutes })}</span>
          </div>
          <Content as="p" className="bus-card__line">
            {t('buses.route', { from: line.from, to: line.to })}
          </Content>
          <p className="bus-card__line">
            <Clock aria-hidden size={13} /> {t('buses.hours', { first: line.firstBus, last: line.lastBus })}
          </p>
        </Link>
      )}
    </PagedList>
  );
}

function Stops({ data }: { data: BusResultsScreen_stops$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<BusStopResultsPaginationQuery, BusResultsScreen_stops$key>(
    graphql`
      fragment BusResultsScreen_stops on Query
      @refetchable(queryName: "BusStopResultsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, keyword: { type: "String!" }) {
        busStopSearch(keyword: $keyword) {
          errors {
            code
            message
          }
          stops(first: $count, after: $cursor) @connection(key: "BusResults_stops") {
            totalCount
            edges {
              node {
                id
                name
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
  const search = paging.data.busStopSearch;
  if (!search) return <Retry />;
  if (search.errors.length > 0) return <Refused errors={search.errors} />;
  return (
    <PagedList
      connection={search.stops}
      paging={paging}
      failedTestId="bus-stops-failed"
      empty={<EmptyState text={t('buses.noStops')} icon="search" />}
      className="bus-list"
      testId="bus-stops"
    >
      {(stop) => <StopCard stop={stop} />}
    </PagedList>
  );
}

export function BusResultsScreen() {
  const { t } = useTranslation();
  const { by, ref } = useLoaderData() as LoaderData;
  // one of the two spreads is fetched, by \`by\`
  const data = usePreloadedQuery<BusResultsScreenQuery>(query, ref);
  return (
    <div className="bus-page" data-testid="bus-results" data-by={by}>
      <PageHeader title={t('buses.results')} />
      {data.lines ? <Lines data={data.lines} /> : data.stops ? <Stops data={data.stops} /> : null}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: BusResultsScreen,
  loader: busResultsLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
