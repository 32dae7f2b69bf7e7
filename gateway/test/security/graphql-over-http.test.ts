// GraphQL over HTTP: graphql-http's server audits (every MUST, SHOULD and MAY) against a
// development-mode gateway (document texts allowed) over the real reference upstream, so that
// compliance cannot regress; and the two answers the audit found missing, also in production.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

let dev: Harness;
let prod: Harness;
beforeAll(async () => {
  dev = await startHarness();
  prod = await startHarness({ mode: 'production', persistedDocumentsPath: null });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('graphql-http server audits (development mode)', () => {
  const audits = serverAudits({ url: () => `${dev.gatewayUrl}/graphql`, fetchFn: fetch });

  it('lists the audits of the GraphQL-over-HTTP specification', () => {
    expect(audits.length).toBeGreaterThanOrEqual(60);
  });

  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});

describe('a POST without a body or with malformed JSON is answered 400', () => {
  const bodies: Array<[string, string | undefined]> = [
    ['no body', undefined],
    ['malformed JSON', '{"query": "{ __typename }"'],
    ['not JSON', 'query { site { name } }'],
  ];
  for (const mode of ['development', 'production'] as const) {
    for (const [what, body] of bodies) {
      it(`${mode}: ${what}, Accept: application/json`, async () => {
        const h = mode === 'production' ? prod : dev;
        const res = await fetch(`${h.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          ...(body === undefined ? {} : { body }),
        });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { errors: Array<{ extensions?: { code?: string } }> };
        expect(answer.errors[0]?.extensions?.code).toBe('BAD_REQUEST');
      });
    }
  }

  it('a well-formed request with a GraphQL error is still 200 for application/json', async () => {
    const res = await fetch(`${dev.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ nope }' }),
    });
    expect(res.status).toBe(200);
  });
});
