/**
 * Comments over the real upstream: brands and city cards take comments (Commentable) like places
 * and news, and an empty comment is refused before any upstream call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('comments on brands and city cards (Commentable)', () => {
  const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) {
    errors { code field }
    commentEdge { node { id content resource { id } } }
    resource { ... on Commentable { commentSummary { total } } }
  } }`;

  for (const [label, list, typeName] of [
    ['a brand', '{ list: brands(first: 1) { edges { node { id upstreamId } } } }', 'Brand'],
    ['a city card', '{ list: cityCards(first: 1) { edges { node { id upstreamId } } } }', 'CityCard'],
  ] as const) {
    it(`${label} takes comments; its detail gives the count without a resourceCount call`, async () => {
      const token = await h.signIn(typeName === 'Brand' ? '13700000026' : '13700000027');
      const first = (await h.gql(list)).data!.list.edges[0].node;
      const READ = `query ($id: ID!) { node: nodeByUpstreamId(type: "${typeName}", upstreamId: $id) { ... on Commentable { __typename commentSummary { total averageStar } comments(first: 3) { totalCount edges { node { content author { nickname } } } } } } }`;
      const before = await h.gql(READ, { id: first.upstreamId });
      expect(before.errors).toBeUndefined();
      expect(before.data!.node.__typename).toBe(typeName);
      const total = before.data!.node.commentSummary.total;
      expect(before.data!.node.comments.totalCount).toBe(total);

      const added = await h.gql(ADD, { input: { resourceId: first.id, content: `  ${typeName} 真不错  ` } }, { 'x-token': token });
      expect(added.errors).toBeUndefined();
      const payload = added.data!.addComment;
      expect(payload.errors).toEqual([]);
      expect(payload.commentEdge.node).toMatchObject({ content: `${typeName} 真不错`, resource: { id: first.id } });
      expect(payload.resource.commentSummary.total).toBe(total + 1);

      const after = await h.gql(READ, { id: first.upstreamId });
      expect(after.data!.node.commentSummary.total).toBe(total + 1);
      expect(after.data!.node.comments.edges[0].node.content).toBe(`${typeName} 真不错`);
      // detail + comment list + average star: the count comes from the detail's commentNum
      expect(after.upstreamCalls).toBe(3);
    });
  }

  it('refuses an empty comment on a city card before calling the upstream', async () => {
    const token = await h.signIn('13700000028');
    const card = (await h.gql('{ cityCards(first: 1) { edges { node { id } } } }')).data!.cityCards.edges[0].node;
    await h.dev.resetCalls();
    const res = await h.gql(ADD, { input: { resourceId: card.id, content: '   ' } }, { 'x-token': token });
    expect(res.data!.addComment.errors).toEqual([{ code: 'COMMENT_REQUIRED', field: 'content' }]);
    expect(res.upstreamCalls).toBe(0);
  });
});
