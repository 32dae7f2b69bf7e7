/**
 * Sharing over the real upstream: every shareable object's card (title, summary, picture, a link to
 * the same screen on the same site in the site's language, never a token or an open id), and the
 * messaging app's JS-SDK signature for a page on the app's own origins only.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const APP = 'http://127.0.0.1:4321';

beforeAll(async () => {
  h = await startHarness({ appOrigins: [APP] });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const CARD = 'shareCard { title summary picture { url(size: COVER) } link language }';
const CARDS = `{
  places(kind: SCENIC_AREA, first: 1) { edges { node { upstreamId detailPath ... on ScenicArea { ${CARD} } } } }
  news(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  activities(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  stories(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  votes(first: 1) { edges { node { upstreamId ${CARD} } } }
  brands(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  cityCards(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  liveStreams(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageProjects(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageInheritors(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageBases(kinds: [EXPERIENCE], first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageFoods(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageNews(first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
  heritageMedia(kind: AUDIO, first: 1) { edges { node { upstreamId detailPath ${CARD} } } }
}`;

interface Card {
  title: string;
  summary: string;
  picture: { url: string } | null;
  link: string;
  language: string;
}
type Listed = { edges: { node: { upstreamId: string; detailPath?: string; shareCard: Card } }[] };

async function cards(siteCode: string, headers: Record<string, string> = {}) {
  const res = await h.gql<Record<string, Listed>>(CARDS, {}, { 'x-site-code': siteCode, ...headers });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(Object.entries(res.data!).map(([list, connection]) => [list, connection.edges[0]!.node]));
}

describe('share cards', () => {
  it("link each object's screen on its site, in the site's language", async () => {
    const all = await cards('site510100');
    expect(Object.keys(all)).toEqual([
      'places',
      'news',
      'activities',
      'stories',
      'votes',
      'brands',
      'cityCards',
      'liveStreams',
      'heritageProjects',
      'heritageInheritors',
      'heritageBases',
      'heritageFoods',
      'heritageNews',
      'heritageMedia',
    ]);
    for (const [list, node] of Object.entries(all)) {
      const card = node.shareCard;
      expect(card.title, list).not.toBe('');
      expect(card.summary, list).not.toBe('');
      expect([...card.summary].length, list).toBeLessThanOrEqual(120);
      expect(card.language, list).toBe('CN');
      const path = node.detailPath ?? `/vote-detail/${node.upstreamId}`;
      expect(card.link, list).toBe(`/#${path}${path.includes('?') ? '&' : '?'}siteCode=site510100&lang=CN`);
    }
    expect(all.places!.shareCard.picture?.url).toMatch(/^https?:\/\/.+width=750/);
    expect(all.heritageMedia!.shareCard.link).toContain('/intangible-audio/');
    expect(all.liveStreams!.shareCard.link).toContain('/live-detail/');
    for (const list of ['brands', 'cityCards', 'liveStreams', 'heritageProjects', 'heritageInheritors', 'heritageFoods'])
      expect(all[list]!.shareCard.picture, list).not.toBeNull();
  });

  it("carry the English site's language and no session, signed in or not", async () => {
    const token = await h.signIn('13800000001');
    const anonymous = await cards('site450300');
    const signedIn = await cards('site450300', { 'x-token': token });
    expect(signedIn).toEqual(anonymous);
    const place = anonymous.places!.shareCard;
    expect(place.language).toBe('EN');
    expect(place.link).toBe(`/#${anonymous.places!.detailPath}?siteCode=site450300&lang=EN`);
    const text = JSON.stringify(signedIn);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/token|openid|wechatOpenId/i);
  });
});

const SIGNATURE =
  'query($u: String!) { shareSignature(url: $u) { signature { appId timestamp nonceStr signature } errors { code field message } } }';

describe('shareSignature', () => {
  it('signs a page of the app with the jsapi ticket in force', async () => {
    const url = `${APP}/?from=share`;
    const res = await h.gql(SIGNATURE, { u: url });
    expect(res.errors).toBeUndefined();
    const { errors, signature } = res.data!.shareSignature;
    expect(errors).toEqual([]);
    expect(signature.appId).toBe('wx5d1a7c3e9b2f4a60');
    expect(Math.abs(signature.timestamp * 1000 - h.now())).toBeLessThan(60_000);
    const ticket = await fetch(`${h.upstreamUrl}/user/wechatOpenAuth/getTicket?siteCode=site510100`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url }),
    }).then((r) => r.json() as Promise<{ data: { ticket: string } }>);
    const plain = `jsapi_ticket=${ticket.data.ticket}&noncestr=${signature.nonceStr}&timestamp=${signature.timestamp}&url=${url}`;
    expect(signature.signature).toBe(createHash('sha1').update(plain).digest('hex'));
  });

  it("refuses a page outside the app's origins, with a fragment or of another scheme", async () => {
    for (const url of ['https://evil.example/', `${APP}.evil.example/`, `${APP}/#/index`, 'javascript:alert(1)', '/relative']) {
      const res = await h.gql(SIGNATURE, { u: url }, { 'x-language': 'EN' });
      expect(res.data!.shareSignature, url).toEqual({
        signature: null,
        errors: [{ code: 'SHARE_PAGE_NOT_ALLOWED', field: 'url', message: 'The page to share is not one of this app.' }],
      });
    }
  });
});
