import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StorefrontCategoryCode, StorefrontScreenQuery } from '../../__generated__/StorefrontScreenQuery.graphql';
import type { StorefrontScreen_query$key } from '../../__generated__/StorefrontScreen_query.graphql';
import type { StorefrontPaginationQuery } from '../../__generated__/StorefrontPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { ProductCard } from './ProductCard';
import { storefrontPath } from './paths';
import './storefront.css';

const CODES: readonly StorefrontCategoryCode[] = ['PICKLE', 'SPECIALTY', 'CRAFT', 'CULTURE'];

/** The `?category=` of the address when it is one of the storefront's; null (every category) otherwise. */
function categoryOf(search: URLSearchParams): StorefrontCategoryCode | null {
  const raw = search.get('category');
  return CODES.find((c) => c === raw) ?? null;
}

const query = graphql`
  query StorefrontScreenQuery($category: StorefrontCategoryCode) {
    storefrontCategories {
      code
      name
    }
    ...StorefrontScreen_query @arguments(category: $category)
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<StorefrontScreenQuery> {
  const search = prepareRequest(request);
  return preload<StorefrontScreenQuery>(query, { category: categoryOf(search) }, { fresh: !isBackForward() });
}

function Products({ root }: { root: StorefrontScreen_query$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<StorefrontPaginationQuery, StorefrontScreen_query$key>(
    graphql`
      fragment StorefrontScreen_query on Query
      @refetchable(queryName: "StorefrontPaginationQuery")
      @argumentDefinitions(
        category: { type: "StorefrontCategoryCode" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        storefrontProducts(category: $category, first: $count, after: $cursor)
          @connection(key: "StorefrontScreen_storefrontProducts", filters: ["category"]) {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <PagedList
      connection={data.storefrontProducts}
      paging={paging}
      failedTestId="products-failed"
      empty={<EmptyState text={t('storefront.empty')} />}
      className="product-list"
      testId="product-list"
    >
      {(node) => <ProductCard product={node} />}
    </PagedList>
  );
}

/** /dpq-shop: the site's shop of local products, by category, ten at a time. */
export function StorefrontScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<StorefrontScreenQuery>(query);
  const [search] = useSearchParams();
  const current = categoryOf(search);
  const names = new Map<string, string>(data.storefrontCategories.map((c) => [c.code, c.name]));
  return (
    <div className="storefront-page" data-testid="storefront">
      <PageHeader title={t('storefront.title')} />
      {data.storefrontCategories.length > 1 && (
        <FilterTabs
          values={[null, ...data.storefrontCategories.map((c) => c.code)]}
          current={current}
          hrefOf={storefrontPath}
          labelOf={(code) => names.get(code) ?? code}
          testId="storefront-categories"
        />
      )}
      <Products root={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: StorefrontScreen,
  loader,
  skeleton: <ListSkeleton header tabs={4} />,
};
