/**
 * Demo pictures: files/images/{name}.svg draws a picture whose composition and palette
 * follow the item's kind (from the name's prefix) and id, deterministic, well-formed, small, and
 * with the name only in <title>.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSITIONS, imageKind, imagePlan, placeholderSvg, type CompositionName } from '../src/images/placeholder.ts';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

/** Image names behind stored references (`…/files/images/{name}.svg[?…]`). */
function namesOf(refs: readonly unknown[]): string[] {
  return refs.flatMap((r) => [...String(r).matchAll(/files\/images\/([^/?,]+)\.svg/g)].map((m) => decodeURIComponent(m[1] ?? '')));
}

async function fetchSvg(name: string, width = 320, height = 240): Promise<string> {
  const res = await c.raw(`files/images/${encodeURIComponent(name)}.svg?width=${width}&height=${height}`);
  expect(res.status).toBe(200);
  return res.text();
}

const compositionOf = (svg: string): string => /data-composition="([a-z]+)"/.exec(svg)?.[1] ?? '';

/**
 * A well-formedness check of the XML subset these pictures use: balanced elements, quoted
 * attributes without raw `<` or `&`, no repeated attribute, only predefined or numeric entities,
 * nothing but whitespace outside the root. Returns the problem, or null.
 */
function xmlProblem(xml: string): string | null {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  const entity = /&(?!(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const stack: string[] = [];
  let roots = 0;
  for (const m of xml.matchAll(token)) {
    const [, close, tag, attrs, selfClose, text, stray] = m;
    if (stray) return `stray < at ${m.index}`;
    if (text !== undefined) {
      if (entity.test(text)) return `bare & in text at ${m.index}`;
      if (stack.length === 0 && text.trim() !== '') return 'text outside the root';
      continue;
    }
    if (close) {
      if (attrs || selfClose) return `malformed end tag ${tag}`;
      if (stack.pop() !== tag) return `unbalanced </${tag}>`;
      continue;
    }
    if (stack.length === 0 && ++roots > 1) return 'more than one root';
    const seen = new Set<string>();
    for (const a of (attrs ?? '').matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*"([^"]*)"/g)) {
      if (seen.has(a[1] ?? '')) return `repeated attribute ${a[1]} on <${tag}>`;
      seen.add(a[1] ?? '');
      if ((a[2] ?? '').includes('<') || entity.test(a[2] ?? '')) return `raw < or & in ${a[1]} on <${tag}>`;
    }
    if (!selfClose) stack.push(tag ?? '');
  }
  return stack.length > 0 ? `unclosed <${stack.join('><')}>` : roots === 1 ? null : 'no root';
}

describe('the XML check itself', () => {
  it('accepts well-formed and refuses broken documents', () => {
    expect(xmlProblem('<svg a="1"><title>x &amp; y</title><g><path d="M0 0"/></g></svg>')).toBeNull();
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><title>a & b</title></svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="1" a="2"/>')).not.toBeNull();
    expect(xmlProblem('<svg a=1/>')).not.toBeNull();
    expect(xmlProblem('<svg/><svg/>')).not.toBeNull();
  });
});

describe('demo pictures', () => {
  let seeded: string[] = [];
  beforeAll(async () => {
    // a broad sample of real seeded names: places of several kinds, news, banners, activities
    const lists = ['scenic', 'scenicSpot', 'hotel', 'dining', 'venue', 'rural', 'exhibition', 'collection', 'speciality'];
    const items: Item[] = [];
    for (const path of lists) items.push(...(await c.list(`res/api/${path}/list`, { pageSize: 20 })).datas);
    const news = (await c.list('res/api/content/list', { pageSize: 20 })).datas.flatMap((n) =>
      (n.imageUrls as { url: string }[]).map((u) => u.url),
    );
    const layout = await c.get<{ data: { layoutDetail: string } }>('config/api/clientCustomConfig/getLayout', {
      pageType: 'HOME',
      clientType: 'WEB',
    });
    const banners =
      (JSON.parse(layout.data.layoutDetail) as { modules: { items?: Item[] }[] }).modules[0]?.items?.map((b) => b.image) ?? [];
    // the city cards (districts and themed places) and the school's courses
    const cards = JSON.stringify(await c.get('res/api/card/getApiCardList', { pageSize: 20 }));
    const courses = JSON.stringify(await c.get('res/api/schoolCourse/list', { pageSize: 20 }));
    seeded = [...new Set(namesOf([...items.map((i) => i.images), ...news, ...banners, cards, courses]))];
  });

  it('draws the same picture for the same name and size, and a different one for another name', async () => {
    const name = 'scenic-10001-1';
    const first = await fetchSvg(name);
    expect(await fetchSvg(name)).toBe(first);
    expect(placeholderSvg(name, 320, 240)).toBe(first);
    expect(await fetchSvg('scenic-10001-2')).not.toBe(first);
    // another size keeps the composition and palette, only the drawing box follows the shape
    const wide = await fetchSvg(name, 750, 300);
    expect(wide).toMatch(/^<svg [^>]*width="750" height="300"/);
    expect(compositionOf(wide)).toBe(compositionOf(first));
  });

  it('gives the first places of a list several compositions, not one picture in many hues', async () => {
    expect(seeded.length).toBeGreaterThan(100);
    for (const path of ['scenic', 'hotel', 'dining', 'venue']) {
      const first10 = (await c.list(`res/api/${path}/list`, { siteCode: 'site510100', pageSize: 10 })).datas;
      expect(first10).toHaveLength(10);
      const names = first10.map((p) => namesOf([p.images])[0] ?? '');
      const svgs = await Promise.all(names.map((n) => fetchSvg(n)));
      const compositions = new Set(svgs.map(compositionOf));
      expect(compositions.size, `${path}: ${[...compositions].join(',')}`).toBeGreaterThanOrEqual(2);
      if (path === 'scenic') expect(compositions.size).toBeGreaterThanOrEqual(3);
      // and palettes vary too
      expect(new Set(svgs.map((s) => /data-palette="(\w+)"/.exec(s)?.[1])).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('picks the picture by the kind of item', async () => {
    const scenery = new Set<CompositionName>(['mountains', 'lake', 'forest', 'terraces', 'skyline', 'moongate']);
    const byKind = (prefix: string) => seeded.filter((n) => n.startsWith(prefix)).map((n) => imagePlan(n).composition);
    expect(byKind('scenic-').length).toBeGreaterThan(5);
    expect(byKind('scenic-').every((k) => scenery.has(k))).toBe(true);
    expect(new Set(byKind('food-'))).toEqual(new Set(['bowl', 'tea', 'steamer']));
    expect(byKind('venue-').every((k) => ['facade', 'gallery', 'artefact'].includes(k))).toBe(true);
    expect(byKind('news-').every((k) => ['pattern', 'papercut'].includes(k))).toBe(true);
    expect(byKind('banner-').length).toBeGreaterThan(0);
    // districts and towns draw a town, courses a craft, heritage items no town
    expect(new Set(byKind('region-'))).toEqual(new Set(['skyline']));
    expect(byKind('course-').length).toBeGreaterThan(5);
    expect(byKind('course-').every((k) => ['loom', 'pattern', 'papercut', 'artefact'].includes(k))).toBe(true);
    expect(byKind('heritage-project-').every((k) => k !== 'skyline')).toBe(true);
    expect(imageKind('hotel-20001-1')).toBe('hotel');
    expect(imageKind('room-900001-1')).toBe('room');
    expect(imageKind('activity-80001-1')).toBe('event');
    expect(imageKind('heritage-person-151001')).toBe('person');
    expect(imageKind('heritage-project-150001-1')).toBe('heritage');
    expect(imageKind('heritage-food-153001-1')).toBe('food');
    expect(imageKind('vote-work-960001-0')).toBe('scenery');
    expect(imageKind('vote-960001')).toBe('news');
    expect(imageKind('something-else')).toBe('generic');
    // every composition is reachable by some kind of name
    const reached = new Set(seeded.map((n) => imagePlan(n).composition));
    for (const n of ['hotel-1-1', 'room-1-1', 'activity-1-1', 'heritage-person-1', 'heritage-base-1-1'])
      for (let i = 0; i < 40; i++) reached.add(imagePlan(`${n}${i}`).composition);
    expect([...reached].sort()).toEqual(Object.keys(COMPOSITIONS).sort());
  });

  it('keeps the name out of the picture: only in <title>, escaped, and no text drawn', async () => {
    for (const name of seeded) {
      const svg = placeholderSvg(name, 320, 240);
      expect(svg).toMatch(/role="img"/);
      const title = `<title>${name}</title>`;
      expect(svg.split(title)).toHaveLength(2);
      expect(svg.replace(title, '')).not.toContain(name);
      expect(svg).not.toMatch(/<text[\s>]/);
    }
    const hostile = '<b>&x"\'';
    const svg = await fetchSvg(hostile);
    expect(svg).toContain('<title>&lt;b&gt;&amp;x&quot;&apos;</title>');
    expect(xmlProblem(svg)).toBeNull();
  });

  it('is well-formed XML and small at every shape', () => {
    const sizes: [number, number][] = [
      [750, 500],
      [320, 240],
      [160, 160],
      [750, 300],
      [1200, 300],
      [300, 400],
      [100, 400],
      [4000, 1],
    ];
    const names = [
      ...seeded,
      'hotel-1-1',
      'room-2-1',
      'activity-3-1',
      'heritage-person-4',
      'heritage-base-5-1',
      'shop-1-1',
      'live-site510100-1',
    ];
    for (const name of names) {
      for (const [w, h] of sizes) {
        const svg = placeholderSvg(name, w, h);
        expect(xmlProblem(svg), `${name} ${w}x${h}`).toBeNull();
        expect(Buffer.byteLength(svg), `${name} ${w}x${h}`).toBeLessThanOrEqual(3 * 1024);
      }
    }
  });
});
