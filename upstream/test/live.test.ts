import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const chinaTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('live streams (res/api/live)', () => {
  it('liveList pages every site’s streams, pinned first, with times and both addresses', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const res = await c.list('res/api/live/liveList', { siteCode, pageSize: 50 });
      expect(res.code).toBe(0);
      expect(res.page.total).toBeGreaterThanOrEqual(12);
      const tops = res.datas.map((d) => d.top);
      expect(tops.indexOf('0')).toBeGreaterThan(tops.lastIndexOf('1') - 1);
      for (const d of res.datas) {
        expect(d.startTime).toMatch(chinaTime);
        expect(d.liveUrl).toMatch(/\/files\/hls\/live\/\d+\.m3u8$/);
        expect(['1', '2']).toContain(d.liveType);
        if (d.liveType === '2') expect(d.endTime).toBe('');
        else expect(d.endTime).toMatch(chinaTime);
      }
    }
    const french = await c.list('res/api/live/liveList', { siteCode: 'site530700', pageSize: 50 });
    expect(french.datas.some((d) => /direct/i.test(String(d.title)))).toBe(true);
  });

  it('a replay address only once a stream ended and when one was kept', async () => {
    const all = (await c.list('res/api/live/liveList', { pageSize: 50, liveType: 1 })).datas;
    const now = c.upstream.now();
    const ended = (d: Item) => new Date(`${String(d.endTime).replace(' ', 'T')}+08:00`).getTime() <= now;
    expect(all.filter((d) => !ended(d)).every((d) => d.playbackUrl === '')).toBe(true);
    const replays = all.filter((d) => ended(d) && d.playbackUrl !== '');
    expect(replays.length).toBeGreaterThanOrEqual(3);
    expect(all.some((d) => ended(d) && d.playbackUrl === '')).toBe(true);
    const slow = (await c.list('res/api/live/liveList', { pageSize: 50, liveType: 2 })).datas;
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.every((d) => d.liveType === '2')).toBe(true);
  });

  it('liveDetail counts a view; another site’s stream or a bad id is refused', async () => {
    const first = (await c.list('res/api/live/liveList', { pageSize: 1 })).datas[0]!;
    const a = await c.get('res/api/live/liveDetail', { id: String(first.id) });
    const b = await c.get('res/api/live/liveDetail', { id: String(first.id) });
    expect(Number(b.data.viewNum)).toBe(Number(a.data.viewNum) + 1);
    expect((await c.get('res/api/live/liveDetail', { id: String(first.id), siteCode: 'site530700' })).code).toBe(1);
    expect((await c.get('res/api/live/liveDetail', { id: 'x' })).code).toBe(1);
  });

  it('liveTop and liveAroundList (nearest first, never the stream itself)', async () => {
    const top = await c.list('res/api/live/liveTop');
    expect(top.datas.length).toBeGreaterThan(0);
    expect(top.datas.every((d) => d.top === '1')).toBe(true);
    const id = String(top.datas[0]!.id);
    const around = await c.list('res/api/live/liveAroundList', { id, pageSize: 4 });
    expect(around.datas).toHaveLength(4);
    expect(around.datas.map((d) => d.id)).not.toContain(id);
    const d = around.datas.map((x) => Number(x.distance));
    expect([...d].sort((x, y) => x - y)).toEqual(d);
    expect((await c.get('res/api/live/liveAroundList', {})).code).toBe(1);
  });

  it('the HLS sample: a VOD playlist for replays, a sliding live window that follows the clock, segments with CORS', async () => {
    const vod = await (await fetch(`${c.url}/files/hls/replay/1.m3u8`)).text();
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const live = await fetch(`${c.url}/files/hls/live/1.m3u8`);
    expect(live.headers.get('content-type')).toContain('mpegurl');
    expect(live.headers.get('cache-control')).toBe('no-cache');
    const text = await live.text();
    expect(text).not.toContain('ENDLIST');
    const seq = Number(/MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
    await c.dev.advanceClock(4_000);
    const later = await (await fetch(`${c.url}/files/hls/live/1.m3u8`)).text();
    expect(Number(/MEDIA-SEQUENCE:(\d+)/.exec(later)![1])).toBeGreaterThanOrEqual(seq + 2);
    const seg = await fetch(`${c.url}/files/hls/seg0.ts`);
    expect(seg.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = Buffer.from(await seg.arrayBuffer());
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await fetch(`${c.url}/files/hls/seg9.ts`)).status).toBe(404);
  });

  it('live segments are the sample retimed: each pass of the loop follows the one before, no discontinuity', async () => {
    const firstPts = async (name: string) => {
      const b = Buffer.from(await (await fetch(`${c.url}/files/hls/live/${name}`)).arrayBuffer());
      for (let o = 0; o + 188 <= b.length; o += 188) {
        const pusi = (b[o + 1]! & 0x40) !== 0;
        const control = (b[o + 3]! >> 4) & 3;
        const p = control & 2 ? o + 5 + b[o + 4]! : o + 4;
        if (pusi && b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1 && b[p + 3]! >= 0xe0 && b[p + 3]! <= 0xef) {
          return (
            ((b[p + 9]! >> 1) & 7) * 2 ** 30 + (((b[p + 10]! << 8) | b[p + 11]!) >> 1) * 2 ** 15 + (((b[p + 12]! << 8) | b[p + 13]!) >> 1)
          );
        }
      }
      throw new Error('no video PES');
    };
    const [s0, s2, s3, s4] = (await Promise.all(['seq-0.ts', 'seq-2.ts', 'seq-3.ts', 'seq-4.ts'].map(firstPts))) as [
      number,
      number,
      number,
      number,
    ];
    expect(s3 - s0).toBe(6 * 90_000);
    expect(s4 - s3).toBe(2 * 90_000);
    expect(s3 - s2).toBe(2 * 90_000);
    const playlist = await (await fetch(`${c.url}/files/hls/live/1.m3u8`)).text();
    expect(playlist).not.toContain('DISCONTINUITY');
    expect(playlist).toMatch(/seq-\d+\.ts/);
    expect((await fetch(`${c.url}/files/hls/live/seq-x.ts`)).status).toBe(404);
  });

  it('the suspended site answers code 3', async () => {
    expect((await c.get('res/api/live/liveList', { siteCode: 'site620200' })).code).toBe(3);
  });

  it('LIVE and SLOW_LIVE are on the demo sites’ service menus', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const codes = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas.map(
        (m) => m.menuCode,
      );
      expect(codes).toEqual(expect.arrayContaining(['LIVE', 'SLOW_LIVE']));
    }
  });
});
