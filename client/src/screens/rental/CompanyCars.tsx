import { Suspense, useEffect, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CarCategory, CompanyCarsQuery } from '../../__generated__/CompanyCarsQuery.graphql';
import type { CompanyCars_query$key } from '../../__generated__/CompanyCars_query.graphql';
import type { CompanyCarsPaginationQuery } from '../../__generated__/CompanyCarsPaginationQuery.graphql';
import { ErrorBoundary } from '../../shell/ErrorBoundary';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { SkeletonLines } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';

const CATEGORIES: readonly CarCategory[] = ['ECONOMY', 'SUV', 'MPV', 'NEW_ENERGY', 'BUSINESS'];

const query = graphql`
  query CompanyCarsQuery($company: ID!, $category: CarCategory) {
    ...CompanyCars_query @arguments(company: $company, category: $category)
  }
`;

const price = (yuan: number) => (Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2));

function Cars({ data }: { data: CompanyCars_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<CompanyCarsPaginationQuery, CompanyCars_query$key>(
    graphql`
      fragment CompanyCars_query on Query
      @refetchable(queryName: "CompanyCarsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, company: { type: "ID!" }, category: { type: "CarCategory" }) {
        rentalCars(company: $company, category: $category, first: $count, after: $cursor)
          @connection(key: "CompanyCars_rentalCars", filters: ["company", "category"]) {
          totalCount
          edges {
            node {
              id
              name
              category
              seats
              automatic
              dailyPrice
              deposit
            }
          }
        }
      }
    `,
    data,
  );
  return (
    <PagedList
      connection={paging.data.rentalCars}
      paging={paging}
      failedTestId="cars-failed"
      empty={<EmptyState text={t('rental.noCars')} icon="search" />}
      className="rental-cars"
      testId="rental-cars"
    >
      {(car) => (
        <div className="rental-car" data-testid="rental-car">
          <div className="rental-car__head">
            <Content className="rental-car__name">{car.name}</Content>
            <span className="rental-car__price" data-testid="car-price">
              {t('rental.perDay', { price: price(car.dailyPrice) })}
            </span>
          </div>
          <p className="rental-car__facts">
            {[
              car.category && t(`rental.categories.${car.category}`),
              car.seats && t('rental.seats', { count: car.seats }),
              t(car.automatic ? 'rental.automatic' : 'rental.manual'),
              car.deposit && t('rental.deposit', { amount: price(car.deposit) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      )}
    </PagedList>
  );
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<CompanyCarsQuery> }) {
  const data = usePreloadedQuery<CompanyCarsQuery>(query, queryRef);
  return <Cars data={data} />;
}

/**
 * A company's cars with their daily prices, by category: the query starts when the person opens
 * them (the panel's first render) or picks a category, before the list renders (a preloaded query).
 */
export function CompanyCars({ company }: { company: string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CarCategory | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [queryRef, loadCars] = useQueryLoader<CompanyCarsQuery>(query);
  useEffect(() => {
    loadCars({ company, category: null });
  }, [company, loadCars]);
  const choose = (c: CarCategory | null) => {
    setCategory(c);
    loadCars({ company, category: c });
  };
  const retry = () => {
    setAttempt((n) => n + 1);
    loadCars({ company, category }, { fetchPolicy: 'network-only' });
  };
  return (
    <div className="rental-cars-panel" data-testid="rental-cars-panel">
      <div className="rental-filter" role="group" aria-label={t('rental.showCars')}>
        {[null, ...CATEGORIES].map((c) => (
          <button
            key={c ?? 'ALL'}
            type="button"
            className={c === category ? 'rental-filter__chip rental-filter__chip--on' : 'rental-filter__chip'}
            aria-pressed={c === category}
            onClick={() => choose(c)}
            data-testid={`car-category-${c ?? 'ALL'}`}
          >
            {c ? t(`rental.categories.${c}`) : t('rental.all')}
          </button>
        ))}
      </div>
      <ErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<SkeletonLines count={4} />}>
          {queryRef ? <Loaded queryRef={queryRef} /> : <SkeletonLines count={4} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
