import type { UpstreamPage } from '../upstream/envelope.ts';
import { badInput } from '../upstream/errors.ts';

export const MAX_FIRST = 50;

export interface PageInfoShape {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ConnectionShape<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: PageInfoShape;
  totalCount: number;
}

const CURSOR_PREFIX = 'offset:';

/** An opaque cursor for an absolute 0-based offset. */
export function offsetToCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

/** The offset in a cursor; BAD_USER_INPUT when it is not one of ours. */
export function cursorToOffset(cursor: string): number {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^offset:(\d{1,9})$/.exec(text);
  if (!match?.[1]) throw badInput('The cursor `after` is malformed.');
  return Number(match[1]);
}

export function validateFirst(first: number | null | undefined): number {
  const value = first ?? 10;
  if (!Number.isInteger(value) || value < 1 || value > MAX_FIRST) {
    throw badInput(`first must be between 1 and ${MAX_FIRST}.`);
  }
  return value;
}

/** Which upstream pages (of size `first`) cover [start, start + first). */
export function pagesFor(start: number, first: number): { pages: number[]; skip: number } {
  const firstPage = Math.floor(start / first) + 1;
  const skip = start - (firstPage - 1) * first;
  return { pages: skip === 0 ? [firstPage] : [firstPage, firstPage + 1], skip };
}

export type PageFetcher<R> = (currPage: number, pageSize: number) => Promise<UpstreamPage<R>>;

/**
 * THE connection builder over page-number lists. `after` is an opaque absolute offset;
 * when the offset is not aligned to `first`, the two covering pages are fetched and sliced.
 * `toNode` may return null for rows the schema cannot represent: they are skipped, but
 * cursors stay absolute upstream offsets so paging is unaffected.
 */
export async function buildConnection<R, T>(
  args: { first?: number | null; after?: string | null },
  fetchPage: PageFetcher<R>,
  toNode: (row: R) => T | null,
): Promise<ConnectionShape<T>> {
  const first = validateFirst(args.first);
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const { pages, skip } = pagesFor(start, first);
  const fetched = await Promise.all(pages.map((page) => fetchPage(page, first)));
  const total = fetched[0]?.total ?? 0;
  const rows = fetched.flatMap((page) => page.items).slice(skip, skip + first);
  const edges: Array<{ node: T; cursor: string }> = [];
  rows.forEach((row, index) => {
    const node = toNode(row);
    if (node !== null) edges.push({ node, cursor: offsetToCursor(start + index) });
  });
  const end = start + rows.length;
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: end < total,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * Adapts an upstream list with a FIXED page size (e.g. ZYTF's 5) to the builder's pages of
 * `first` rows: the upstream pages covering the requested rows are fetched (in parallel) and
 * sliced, so any `first` works over it.
 */
export function fixedPageSize<R>(upstreamSize: number, fetchUpstream: PageFetcher<R>): PageFetcher<R> {
  return async (currPage, pageSize) => {
    const start = (currPage - 1) * pageSize;
    const firstUp = Math.floor(start / upstreamSize) + 1;
    const lastUp = Math.floor((start + pageSize - 1) / upstreamSize) + 1;
    const pages = await Promise.all(Array.from({ length: lastUp - firstUp + 1 }, (_, i) => fetchUpstream(firstUp + i, upstreamSize)));
    const total = pages[0]?.total ?? 0;
    const skip = start - (firstUp - 1) * upstreamSize;
    return {
      items: pages.flatMap((p) => p.items).slice(skip, skip + pageSize),
      total,
      pageSize,
      currPage,
      totalPage: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
    };
  };
}

/**
 * buildConnection over pages that carry one more figure beside their rows (a points total, an
 * unread count): the connection with that figure, read from the fetched page (0 before any).
 */
export async function buildConnectionWith<R, T, P extends UpstreamPage<R>, K extends string>(
  args: { first?: number | null; after?: string | null },
  fetchPage: (currPage: number, pageSize: number) => Promise<P>,
  toNode: (row: R) => T | null,
  key: K,
  figure: (page: P) => number,
): Promise<ConnectionShape<T> & Record<K, number>> {
  let value = 0;
  const connection = await buildConnection(
    args,
    async (currPage, pageSize) => {
      const page = await fetchPage(currPage, pageSize);
      value = figure(page);
      return page;
    },
    toNode,
  );
  return { ...connection, [key]: value } as ConnectionShape<T> & Record<K, number>;
}
