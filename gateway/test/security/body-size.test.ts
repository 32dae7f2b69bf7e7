import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

/** A request body over MAX_BODY_BYTES is refused with 413 before it is parsed or executed. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ maxBodyBytes: 4096 });
}, 60_000);
afterAll(() => h?.close());

describe('request body size', () => {
  it('answers 413 for a body over the limit and runs nothing; a body under it runs', async () => {
    await h.dev.resetCalls();
    const padding = ' '.repeat(5000);
    const big = await fetch(`${h.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: `{ places(kind: SCENIC_AREA, first: 1) { totalCount } }${padding}` }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await h.dev.calls()).total).toBe(0);
    const small = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { totalCount } }');
    expect(small.status).toBe(200);
    expect(small.data?.places.totalCount).toBeGreaterThan(0);
  });
});
