import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../src/core/context.ts';
import { mutate, refusalOnTargetOrContent } from '../../src/core/mutate.ts';
import { inputError } from '../../src/core/user-errors.ts';

/** Just what `mutate` reads of a request: the session token and the response policy. */
function context(token: string | null): GatewayContext {
  return { session: { token }, response: { personal: () => undefined } } as unknown as GatewayContext;
}

const ctx = context('0123456789abcdef0123456789abcdef');

describe('mutate', () => {
  it('requires the session token before any step runs', async () => {
    let ran = false;
    const run = mutate<{ item: number | null }>(context(null), { item: null }, async () => {
      ran = true;
      return { item: 1 };
    });
    await expect(run).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(ran).toBe(false);
  });

  it('answers the fields with no errors when every step passes', async () => {
    const payload = await mutate(ctx, { item: null as number | null }, async (m) => {
      m.check([]);
      m.check(null);
      const id = m.rawId(Buffer.from('Thing:42').toString('base64url'), 'Thing', 'thingId');
      const row = m.found({ n: Number(id) }, 'thingId');
      m.accepted({ code: 0, data: null });
      return { item: row.n };
    });
    expect(payload).toEqual({ item: 42, errors: [] });
  });

  it('a refused step ends the mutation with the refused fields, its extra ones and the errors', async () => {
    const after: string[] = [];
    const payload = await mutate(ctx, { item: null as number | null, ref: null as string | null }, async (m) => {
      m.check([inputError('TEXT_INVALID', 'name'), inputError('CODE_WRONG', 'code')], { ref: 'R1' });
      after.push('ran on');
      return { item: 1, ref: 'R2' };
    });
    expect(payload).toEqual({ item: null, ref: 'R1', errors: [inputError('TEXT_INVALID', 'name'), inputError('CODE_WRONG', 'code')] });
    expect(after).toEqual([]);
  });

  it('an id that is not one of ours, or an object that is not there, is RESOURCE_NOT_FOUND on its field', async () => {
    const notFound = { item: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'thingId', limit: null }] };
    expect(await mutate(ctx, { item: null }, async (m) => ({ item: m.rawId('not an id', 'Thing', 'thingId') }))).toEqual(notFound);
    expect(
      await mutate(ctx, { item: null }, async (m) => ({ item: m.rawId(Buffer.from('Other:1').toString('base64url'), 'Thing', 'thingId') })),
    ).toEqual(notFound);
    expect(await mutate(ctx, { item: null }, async (m) => ({ item: m.found(null, 'thingId') }))).toEqual(notFound);
  });

  it("the upstream's code-1 refusal is typed on its field; other codes throw as every upstream answer does", async () => {
    const refused = await mutate(ctx, { item: null, ref: null as string | null }, async (m) => {
      m.accepted({ code: 1, message: '库存不足' }, 'seats', { extra: { ref: 'R1' } });
      return { item: 1, ref: null };
    });
    expect(refused).toEqual({
      item: null,
      ref: 'R1',
      errors: [{ code: 'SOLD_OUT', field: 'seats', limit: null, upstreamMessage: '库存不足' }],
    });
    const signedOut = mutate(ctx, { item: null }, async (m) => {
      m.accepted({ code: 2, message: '登录已失效' });
      return { item: 1 };
    });
    await expect(signedOut).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("a domain's reading of refusals: the mutation's by default, a step's own first", async () => {
    const byMutation = await mutate(
      ctx,
      { item: null },
      async (m) => ({ item: m.accepted({ code: 1, message: '评论不存在' }, 'commentId').code }),
      {
        refusal: refusalOnTargetOrContent('commentId'),
      },
    );
    expect(byMutation.errors).toMatchObject([{ code: 'RESOURCE_NOT_FOUND', field: 'commentId' }]);
    const byStep = await mutate(ctx, { item: null }, async (m) => ({
      item: m.accepted({ code: 1, message: '内容违规' }, null, { refusal: refusalOnTargetOrContent('commentId') }).code,
    }));
    expect(byStep.errors).toMatchObject([{ code: 'REFUSED', field: 'content', upstreamMessage: '内容违规' }]);
  });

  it('any other error goes through untouched', async () => {
    const boom = new Error('boom');
    await expect(mutate(ctx, { item: null }, async (): Promise<{ item: null }> => Promise.reject(boom))).rejects.toBe(boom);
  });
});
