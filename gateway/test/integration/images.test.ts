/**
 * Images over the real upstream: every named size asks the image proxy for its width and height,
 * the original has no size params and no known size, the alt text is the owner's name, and the
 * sizes cost no upstream call of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const SIZES: Array<[string, number, number]> = [
  ['THUMBNAIL', 160, 160],
  ['SMALL', 110, 110],
  ['COVER', 750, 375],
  ['NEWS_THUMBNAIL', 203, 152],
  ['BANNER', 750, 160],
];

describe('images', () => {
  it('a cover in every size: the proxy address with the size, its width and height; the original as stored', async () => {
    const fields = SIZES.map(
      ([size]) => `${size}: url(size: ${size}) ${size}_w: width(size: ${size}) ${size}_h: height(size: ${size})`,
    ).join(' ');
    const res = await h.gql(`{ places(kind: SCENIC_AREA, first: 3) { edges { node { name cover { url alt width height ${fields} } } } } }`);
    expect(res.errors).toBeUndefined();
    for (const { node } of res.data!.places.edges as any[]) {
      const cover = node.cover;
      expect(cover.alt).toBe(node.name);
      expect(cover.url).toMatch(/^https?:\/\/[^?]+$/);
      expect(cover.width).toBeNull();
      expect(cover.height).toBeNull();
      for (const [size, width, height] of SIZES) {
        expect(cover[size], size).toBe(`${cover.url}?width=${width}&height=${height}`);
        expect([cover[`${size}_w`], cover[`${size}_h`]], size).toEqual([width, height]);
      }
    }
  });

  it('a list of images costs no more upstream calls than the list without them', async () => {
    await h.dev.resetCalls();
    await h.gql('{ places(kind: SCENIC_AREA, first: 20) { edges { node { name } } } }');
    const without = (await h.dev.calls()).total;
    await h.dev.resetCalls();
    const res = await h.gql('{ places(kind: SCENIC_AREA, first: 20) { edges { node { name cover { url(size: COVER) alt } } } } }');
    expect(res.errors).toBeUndefined();
    expect((await h.dev.calls()).total).toBe(without);
  });
});
