import { describe, expect, it } from 'vitest';
import { buildConnection, cursorToOffset, offsetToCursor, pagesFor } from '../../src/core/relay/connection.ts';
import type { UpstreamPage } from '../../src/core/upstream/envelope.ts';

/** A fake upstream list of `total` numbered items; records the pages asked for. */
function fakeList(total: number) {
  const calls: Array<[number, number]> = [];
  const fetchPage = async (currPage: number, pageSize: number): Promise<UpstreamPage<number>> => {
    calls.push([currPage, pageSize]);
    const start = (currPage - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return { items, total, pageSize, currPage, totalPage: Math.ceil(total / pageSize) };
  };
  return { calls, fetchPage };
}
const id = (n: number) => n;

describe('cursors', () => {
  it('round-trip and are opaque', () => {
    expect(cursorToOffset(offsetToCursor(0))).toBe(0);
    expect(cursorToOffset(offsetToCursor(12345))).toBe(12345);
    expect(offsetToCursor(7)).not.toContain('7');
  });
  it.each([
    '',
    'abc',
    '!!!',
    offsetToCursor(1).slice(0, -2),
    Buffer.from('offset:-1').toString('base64url'),
    Buffer.from('offset:1x').toString('base64url'),
  ])('malformed cursor %j is BAD_USER_INPUT', (cursor) => {
    expect(() => cursorToOffset(cursor)).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
  });
});

describe('pagesFor', () => {
  it('aligned offsets need one page', () => {
    expect(pagesFor(0, 10)).toEqual({ pages: [1], skip: 0 });
    expect(pagesFor(20, 10)).toEqual({ pages: [3], skip: 0 });
  });
  it('unaligned offsets need two pages', () => {
    expect(pagesFor(5, 10)).toEqual({ pages: [1, 2], skip: 5 });
    expect(pagesFor(13, 4)).toEqual({ pages: [4, 5], skip: 1 });
  });
});

describe('buildConnection', () => {
  it('first page', async () => {
    const list = fakeList(23);
    const c = await buildConnection({ first: 10 }, list.fetchPage, id);
    expect(c.edges.map((e) => e.node)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(c.totalCount).toBe(23);
    expect(c.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(c.pageInfo.startCursor).toBe(offsetToCursor(0));
    expect(c.pageInfo.endCursor).toBe(offsetToCursor(9));
    expect(list.calls).toEqual([[1, 10]]);
  });

  it('aligned next page through endCursor, then the last page', async () => {
    const list = fakeList(23);
    const second = await buildConnection({ first: 10, after: offsetToCursor(9) }, list.fetchPage, id);
    expect(second.edges.map((e) => e.node)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = await buildConnection({ first: 10, after: second.pageInfo.endCursor }, list.fetchPage, id);
    expect(last.edges.map((e) => e.node)).toEqual([20, 21, 22]);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(list.calls).toEqual([
      [2, 10],
      [3, 10],
    ]);
  });

  it('unaligned offset fetches the two covering pages and slices', async () => {
    const list = fakeList(23);
    const c = await buildConnection({ first: 10, after: offsetToCursor(4) }, list.fetchPage, id);
    expect(c.edges.map((e) => e.node)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(c.edges[0]?.cursor).toBe(offsetToCursor(5));
    expect(list.calls).toEqual([
      [1, 10],
      [2, 10],
    ]);
    expect(c.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('unaligned at the end', async () => {
    const list = fakeList(23);
    const c = await buildConnection({ first: 4, after: offsetToCursor(19) }, list.fetchPage, id);
    expect(c.edges.map((e) => e.node)).toEqual([20, 21, 22]);
    expect(c.pageInfo.hasNextPage).toBe(false);
  });

  it('exactly full last page has no next page', async () => {
    const list = fakeList(20);
    const c = await buildConnection({ first: 10, after: offsetToCursor(9) }, list.fetchPage, id);
    expect(c.edges).toHaveLength(10);
    expect(c.pageInfo.hasNextPage).toBe(false);
  });

  it('empty list', async () => {
    const c = await buildConnection({ first: 10 }, fakeList(0).fetchPage, id);
    expect(c).toEqual({
      edges: [],
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('past the end is empty', async () => {
    const c = await buildConnection({ first: 10, after: offsetToCursor(99) }, fakeList(5).fetchPage, id);
    expect(c.edges).toEqual([]);
    expect(c.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, endCursor: null });
  });

  it.each([0, -1, 51, 2.5])('first = %s is BAD_USER_INPUT', async (first) => {
    await expect(buildConnection({ first }, fakeList(5).fetchPage, id)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('first defaults to 10, 50 is allowed', async () => {
    expect((await buildConnection({}, fakeList(100).fetchPage, id)).edges).toHaveLength(10);
    expect((await buildConnection({ first: 50 }, fakeList(100).fetchPage, id)).edges).toHaveLength(50);
  });
});

describe('rows the schema cannot represent', () => {
  it('are skipped without shifting cursors or paging', async () => {
    const list = fakeList(12);
    const c = await buildConnection({ first: 5 }, list.fetchPage, (n) => (n % 2 === 0 ? n : null));
    expect(c.edges.map((e) => e.node)).toEqual([0, 2, 4]);
    expect(c.edges[2]?.cursor).toBe(offsetToCursor(4));
    expect(c.pageInfo.hasNextPage).toBe(true);
    const next = await buildConnection({ first: 5, after: offsetToCursor(4) }, list.fetchPage, id);
    expect(next.edges[0]?.node).toBe(5);
  });
});
