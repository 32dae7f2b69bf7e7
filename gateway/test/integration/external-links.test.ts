import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** The allow-list verdict on MenuEntry.externalLink and NewsArticle.sourceLink (same rule as Query.externalLink). */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const LINK = 'url allowed needsDisclaimer disclaimerText';

describe('ExternalLink fields', () => {
  it('menu entries: EXTERNAL entries carry the verdict (allowed host: no disclaimer), others null', async () => {
    const r = await h.gql(`{ site { serviceMenu { title target url externalLink { ${LINK} } } } }`);
    expect(r.errors).toBeUndefined();
    const entries = (r.data as any).site.serviceMenu as any[];
    const outside = entries.find((e) => e.title === '成都发布');
    expect(outside).toMatchObject({ target: 'EXTERNAL', externalLink: { url: 'https://www.chengdu.gov.cn/', allowed: true, needsDisclaimer: false, disclaimerText: null } });
    for (const e of entries.filter((x) => x.target !== 'EXTERNAL')) expect(e.externalLink).toBeNull();
  });

  it('news: a reprinted article on another host needs the disclaimer naming the site; no source → null', async () => {
    const r = await h.gql(`{ news(first: 50) { edges { node { sourceUrl sourceLink { ${LINK} } } } } }`);
    expect(r.errors).toBeUndefined();
    const nodes = (r.data as any).news.edges.map((e: any) => e.node) as any[];
    const reprint = nodes.find((n) => n.sourceUrl);
    expect(reprint.sourceLink).toMatchObject({ url: reprint.sourceUrl, allowed: false, needsDisclaimer: true });
    expect(reprint.sourceLink.disclaimerText).toContain('成都文旅云');
    for (const n of nodes.filter((x) => !x.sourceUrl)) expect(n.sourceLink).toBeNull();
  });
});
