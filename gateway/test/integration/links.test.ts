import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * External links over the real upstream: the allow-list verdict of Query.externalLink, and the same
 * verdict on MenuEntry.externalLink and NewsArticle.sourceLink.
 */
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
    expect(outside).toMatchObject({
      target: 'EXTERNAL',
      externalLink: { url: 'https://www.chengdu.gov.cn/', allowed: true, needsDisclaimer: false, disclaimerText: null },
    });
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

describe('Query.externalLink', () => {
  const QUERY = `{
    allowed: externalLink(url: "https://www.chengdu.gov.cn/x") { ${LINK} }
    other: externalLink(url: "https://example.org/p") { ${LINK} }
    script: externalLink(url: "javascript:alert(1)") { ${LINK} }
    relative: externalLink(url: "//example.org") { ${LINK} }
  }`;

  it('opens an allowed host directly, asks before another, never opens what is not an http(s) address', async () => {
    const r = await h.gql(QUERY);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      allowed: { url: 'https://www.chengdu.gov.cn/x', allowed: true, needsDisclaimer: false, disclaimerText: null },
      other: { url: 'https://example.org/p', allowed: false, needsDisclaimer: true, disclaimerText: expect.stringContaining('成都文旅云') },
      script: { url: null, allowed: false, needsDisclaimer: false, disclaimerText: null },
      relative: { url: null, allowed: false, needsDisclaimer: false, disclaimerText: null },
    });
  });

  it("the disclaimer names the request's site in its language, from the site alone", async () => {
    await h.dev.resetCalls();
    const r = await h.gql(
      '{ externalLink(url: "https://example.org/p") { needsDisclaimer disclaimerText } }',
      {},
      { 'x-site-code': 'site530700' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.externalLink).toEqual({
      needsDisclaimer: true,
      disclaimerText: expect.stringMatching(/^Vous quittez Lijiang Culture et Tourisme/),
    });
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['user/api/site/siteInfo']);
  });
});
