/**
 * Columns over the real upstream: a column with its channels, a channel with its articles and parent,
 * unknown or malformed codes answering null, the node round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const rawOf = (id: string) => Buffer.from(id, 'base64url').toString().split(':')[1];

describe('columns', () => {
  it('answers the art fund column with its channels and a channel with its articles and parent', async () => {
    const res = await h.gql(
      '{ column(code: "scysjj") { id name path introduction cover { url } channels { code name path articleCount } } }',
    );
    expect(res.errors).toBeUndefined();
    const column = res.data!.column;
    expect(column).toMatchObject({ name: '艺术基金', path: '/column-list/scysjj' });
    expect(column.channels).toHaveLength(4);
    expect(column.channels[0].path).toBe(`/column-news-list/${column.channels[0].code}`);
    const sub = await h.gql(
      'query ($c: String!) { column(code: $c) { name path parent { name path } articles(first: 10) { totalCount edges { node { title detailPath } } } } }',
      { c: column.channels[0].code },
    );
    expect(sub.errors).toBeUndefined();
    expect(sub.data!.column.parent).toEqual({ name: '艺术基金', path: '/column-list/scysjj' });
    expect(sub.data!.column.articles.totalCount).toBe(column.channels[0].articleCount);
    const none = await h.gql('{ column(code: "nope") { id } bad: column(code: "../x") { id } }');
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ column: null, bad: null });
    const node = await h.gql('query ($id: ID!) { node(id: $id) { ... on Column { code } } }', { id: column.id });
    expect(rawOf(column.id)).toBe('scysjj');
    expect(node.data!.node).toEqual({ code: 'scysjj' });
  });
});
