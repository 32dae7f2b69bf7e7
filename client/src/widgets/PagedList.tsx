import type { ReactNode } from 'react';
import { ListFooter, PartFailed } from '../shell/StateViews';
import { useInfiniteScroll } from './useInfiniteScroll';

/** What PagedList needs of a `usePaginationFragment` result. */
export interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): unknown;
}

/** A connection as the list fragments select it: `totalCount` and `edges { node { id … } }`. */
export interface PagedConnection<N> {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: N }>;
}

/**
 * A paginated list of one `<li>` a node (`children` draws it), loading the next `pageSize` as the
 * user scrolls near the bottom, with the list footer under it. A null connection (its call failed)
 * is said in place (`failedTestId`); an empty one shows `empty` when given.
 */
export function PagedList<N extends { readonly id: string }>({
  connection,
  paging,
  pageSize = 10,
  failedTestId,
  empty,
  className,
  testId,
  children,
}: {
  connection: PagedConnection<N> | null | undefined;
  paging: Paging;
  pageSize?: number;
  failedTestId: string;
  empty?: ReactNode;
  className: string;
  testId: string;
  children(node: N): ReactNode;
}) {
  useInfiniteScroll(paging.hasNext, paging.isLoadingNext, () => paging.loadNext(pageSize));
  if (connection == null) return <PartFailed testId={failedTestId} />;
  if (empty && connection.totalCount === 0 && connection.edges.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={className} data-testid={testId}>
        {connection.edges.map(({ node }) => (
          <li key={node.id}>{children(node)}</li>
        ))}
      </ul>
      <ListFooter total={connection.totalCount} hasNext={paging.hasNext} loading={paging.isLoadingNext} />
    </>
  );
}
