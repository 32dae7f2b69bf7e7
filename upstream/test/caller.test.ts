import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerKeyOf, callerOf, notLoggedIn } from '../src/caller.ts';
import type { AppContext } from '../src/context.ts';

const TOKEN = 'a'.repeat(32);

/** A database stand-in that knows one live token of user 7 and counts its lookups. */
function fakeContext(): { ctx: AppContext; lookups: () => number } {
  let n = 0;
  const db = {
    prepare: (sql: string) => ({
      get: () => {
        n++;
        return sql.includes('FROM tokens')
          ? { token: TOKEN, user_id: 7, revoked: 0, expires_at: 1_000, grace_until: null }
          : { id: 7, unid: 'unid-7', cancelled: 0 };
      },
    }),
  };
  return { ctx: { db, clock: { now: () => 500 } } as unknown as AppContext, lookups: () => n };
}

const request = (query: Record<string, string>) => ({ query, body: undefined }) as unknown as FastifyRequest;

describe('the caller of a request', () => {
  it('is resolved from its token once, however often a handler asks', () => {
    const { ctx, lookups } = fakeContext();
    const req = request({ token: TOKEN });
    const first = callerOf(ctx, req);
    expect(first).toMatchObject({ id: 7, unid: 'unid-7' });
    expect(callerOf(ctx, req)).toBe(first);
    expect(callerKeyOf(ctx, req)).toBe('unid-7');
    expect(lookups()).toBe(2);
    // another request is another caller
    expect(callerOf(ctx, request({ token: TOKEN }))).toMatchObject({ id: 7 });
    expect(lookups()).toBe(4);
  });

  it('is nobody without a well-formed token, without looking anything up; such calls answer code 2', () => {
    const { ctx, lookups } = fakeContext();
    for (const query of [{}, { token: '' }, { token: 'not-a-token' }] as Record<string, string>[]) {
      expect(callerOf(ctx, request(query))).toBeNull();
      expect(callerKeyOf(ctx, request(query))).toBeNull();
    }
    expect(lookups()).toBe(0);
    expect(notLoggedIn()).toMatchObject({ code: 2 });
  });
});
