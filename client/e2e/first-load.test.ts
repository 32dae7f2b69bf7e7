import { describe, expect } from 'vitest';
import { useSystem } from './harness';

const { test } = useSystem();

/**
 * Issue 16: a main screen's first load is one GraphQL round trip. The shell's query and the
 * screen's leave together from the route loaders, not the screen's after its chunk arrived.
 * The screen's chunk is held back here: a query that waited for it would leave after it.
 */
describe('first load: one GraphQL round trip', () => {
  test('the home: the shell and home queries leave together, before the home chunk arrived', async ({ page, open, pageErrors }) => {
    const sent: { name: string; at: number }[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname !== '/graphql') return;
      const body = JSON.parse(req.postData() ?? '{}') as { operationName?: string };
      sent.push({ name: body.operationName ?? '?', at: Date.now() });
    });
    let chunkReleasedAt = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/HomeScreen-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      chunkReleasedAt = Date.now();
      await route.continue();
    });
    await open('/index?siteCode=site510100');
    await page.getByTestId('place-shelf').first().waitFor();

    expect(sent.map((s) => s.name).sort()).toEqual(['AppShellQuery', 'HomeScreenQuery']);
    for (const s of sent) expect(s.at, s.name).toBeLessThan(chunkReleasedAt);
    expect(pageErrors).toEqual([]);
  });
});
