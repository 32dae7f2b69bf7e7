/**
 * One connection over several upstream lists, each newest first: their orders merged by time.
 * The cursor remembers each list's position (its upstream page and how far into it), so a page
 * asks each list at most once; the upstream page size is the first page's `first`, kept in the
 * cursor. An order is emitted only while every list that may hold a newer one has its next order
 * at hand, so a page may be shorter than `first` (never with a gap or a duplicate).
 */
import type { ConnectionShape } from '../../core/relay/connection.ts';
import { validateFirst } from '../../core/relay/connection.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { badInput } from '../../core/upstream/errors.ts';

/** One upstream list: a page of it, and which of its rows are shown (the rest are passed over). */
export interface Feed<T> {
  key: string;
  page(pageNum: number, pageSize: number): Promise<UpstreamPage<T>>;
  /** When set, only the rows it keeps are shown. */
  keep?: (row: T) => boolean;
  /** How many rows it lists, when something cheaper than a page answers it. */
  count?: () => Promise<number>;
}

/** Where one list stands: the next row is the `skip`-th of upstream page `page`; `done` once it ran out. */
interface Position {
  page: number;
  skip: number;
  done: boolean;
}

interface CursorState {
  size: number;
  at: Record<string, Position>;
}

const PREFIX = 'merge:';

function encode(state: CursorState): string {
  const at = Object.entries(state.at).map(([k, p]) => `${k}=${p.done ? '-' : `${p.page}.${p.skip}`}`);
  return Buffer.from(`${PREFIX}${state.size}|${at.join(',')}`, 'utf8').toString('base64url');
}

function decode(cursor: string, keys: readonly string[]): CursorState {
  const raw = /^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^merge:(\d{1,2})\|(.*)$/.exec(raw);
  const size = Number(match?.[1] ?? 0);
  const at: Record<string, Position> = {};
  for (const part of match?.[2]?.split(',') ?? []) {
    const m = /^([\w:]{1,40})=(?:-|(\d{1,6})\.(\d{1,2}))$/.exec(part);
    if (!m?.[1]) continue;
    at[m[1]] = m[2] === undefined ? { page: 0, skip: 0, done: true } : { page: Number(m[2]), skip: Number(m[3]), done: false };
  }
  const valid = size >= 1 && size <= 50 && keys.every((k) => at[k] && (at[k].done || (at[k].page >= 1 && at[k].skip < size)));
  if (!match || !valid) throw badInput('The cursor `after` is malformed.');
  return { size, at };
}

const copy = (state: CursorState): CursorState => ({
  size: state.size,
  at: Object.fromEntries(Object.entries(state.at).map(([k, p]) => [k, { ...p }])),
});

/**
 * The merged connection of `feeds` by `timeOf` (epoch ms, newest first; rows without a time come
 * last in their list's order). Ties keep the feeds' order.
 */
export async function mergedConnection<T, N>(
  args: { first?: number | null; after?: string | null },
  feeds: readonly Feed<T>[],
  timeOf: (row: T) => number | null,
  toNode: (row: T) => N,
): Promise<ConnectionShape<N>> {
  const first = validateFirst(args.first);
  const keys = feeds.map((f) => f.key);
  const state = args.after
    ? decode(args.after, keys)
    : { size: first, at: Object.fromEntries(keys.map((k) => [k, { page: 1, skip: 0, done: false }])) };
  const size = state.size;
  const pages = await Promise.all(
    feeds.map((f) => {
      const at = state.at[f.key] as Position;
      return at.done ? null : f.page(at.page, size);
    }),
  );
  const totalCount = pages.reduce((sum, p) => sum + (p?.total ?? 0), 0);
  const buffers = pages.map((p, i) => (p ? p.items.slice((state.at[keys[i] as string] as Position).skip) : []));
  /** Whether the list still has rows beyond its buffer (its page was full and the total says more). */
  const more = pages.map((p, i) => {
    if (!p) return false;
    const at = state.at[keys[i] as string] as Position;
    return p.items.length >= size && at.page * size < p.total;
  });
  const edges: Array<{ node: N; cursor: string }> = [];
  const advance = (i: number) => {
    const at = state.at[keys[i] as string] as Position;
    buffers[i]?.shift();
    at.skip += 1;
    if (at.skip >= size) {
      at.page += 1;
      at.skip = 0;
    }
    if ((buffers[i]?.length ?? 0) === 0 && !more[i]) at.done = true;
  };
  // Lists that were already empty are done from the start; one whose page shrank under the
  // cursor (rows gone meanwhile) goes on at its next page.
  buffers.forEach((b, i) => {
    const at = state.at[keys[i] as string] as Position;
    if (at.done || b.length > 0) return;
    if (more[i]) {
      at.page += 1;
      at.skip = 0;
    } else at.done = true;
  });
  const rank = (row: T) => timeOf(row) ?? Number.NEGATIVE_INFINITY;
  while (edges.length < first) {
    // A list whose buffer ran dry but has more rows could hold the next newest: stop here.
    if (buffers.some((b, i) => b.length === 0 && more[i])) break;
    let pick = -1;
    buffers.forEach((b, i) => {
      const head = b[0];
      if (head === undefined) return;
      if (pick < 0 || rank(head) > rank(buffers[pick]?.[0] as T)) pick = i;
    });
    if (pick < 0) break;
    const row = buffers[pick]?.[0] as T;
    const keep = feeds[pick]?.keep;
    advance(pick);
    if (keep && !keep(row)) continue;
    edges.push({ node: toNode(row), cursor: encode(copy(state)) });
  }
  const hasNextPage = keys.some((k) => !(state.at[k] as Position).done);
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.length > 0 || hasNextPage ? encode(state) : (args.after ?? null),
    },
  };
}
