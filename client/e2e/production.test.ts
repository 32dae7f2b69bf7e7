// The app against a production-mode gateway (GATEWAY_MODE=production): only the persisted
// documents relay-compiler emitted run; the app sends `documentId`, never a query text; any
// other document is refused with PERSISTED_QUERY_ONLY.
import { describe, expect } from 'vitest';
import { useSystem } from './harness';

const { test, sys } = useSystem({ mode: 'production' });

describe('production-mode gateway (persisted documents only)', () => {
  test('home, place list and place detail load through persisted ids only', async ({ page, open, pageErrors }) => {
    const bodies: Array<Record<string, unknown>> = [];
    const refused: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/graphql') && req.method() === 'POST')
        bodies.push(JSON.parse(req.postData() ?? '{}') as Record<string, unknown>);
    });
    page.on('response', async (res) => {
      if (!res.url().includes('/graphql')) return;
      const text = await res.text().catch(() => '');
      if (text.includes('PERSISTED_QUERY')) refused.push(text);
    });
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('place-shelf').first().waitFor();
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();

    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      expect(body.query, JSON.stringify(body).slice(0, 200)).toBeUndefined();
      expect(body.documentId).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a document that is not persisted is refused with PERSISTED_QUERY_ONLY', async () => {
    const res = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ site { name } }' }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(res.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const graphiql = await fetch(`${sys().gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).not.toMatch(/graphiql/i);
  });
});
