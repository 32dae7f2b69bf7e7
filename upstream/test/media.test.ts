import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client } from './helpers.ts';

let c: Client;
let token: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

async function firstVideo(siteCode = 'site510100') {
  return (await c.list('res/api/streamMedia/list', { siteCode, pageSize: 1, token })).datas[0]!;
}

describe('stream media (res/api/streamMedia)', () => {
  it('lists every site’s short videos, newest first, with a video, a cover and counts as strings', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const res = await c.list('res/api/streamMedia/list', { siteCode, pageSize: 50 });
      expect(res.page.total).toBeGreaterThanOrEqual(12);
      const times = res.datas.map((d) => String(d.publishTime));
      expect([...times].sort().reverse()).toEqual(times);
      for (const d of res.datas) {
        expect(d.videoUrl).toMatch(/\/files\/media\/.+\.webm$/);
        expect(d.likeNum).toMatch(/^\d+$/);
        expect(d.likeStatus).toBe(0);
      }
      expect(new Set(res.datas.map((d) => d.coverImg)).size).toBe(res.datas.length);
    }
    const ids = (await c.list('res/api/streamMedia/list', { pageSize: 3 })).datas.map((d) => String(d.id));
    const picked = await c.list('res/api/streamMedia/list', { ids: `${ids[2]},${ids[0]}` });
    expect(picked.datas.map((d) => d.id).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('like needs a session, is idempotent, and concurrent likes by different users all count', async () => {
    const video = await firstVideo();
    expect((await postForm(c, 'res/api/streamMedia/like', { id: String(video.id) })).code).toBe(2);
    const base = Number(video.likeNum);
    const once = await postForm(c, 'res/api/streamMedia/like', { id: String(video.id), likeStatus: 1 }, { token });
    const twice = await postForm(c, 'res/api/streamMedia/like', { id: String(video.id), likeStatus: 1 }, { token });
    expect(once.data.likeNum).toBe(String(base + 1));
    expect(twice.data.likeNum).toBe(String(base + 1));
    expect((await firstVideo()).likeStatus).toBe(1);
    const others = await Promise.all(['13900000101', '13900000102', '13900000103'].map((p) => login(c, p)));
    await Promise.all(
      others.map((u) => postForm(c, 'res/api/streamMedia/like', { id: String(video.id), likeStatus: 1 }, { token: u.userToken })),
    );
    await Promise.all(
      others.map((u) => postForm(c, 'res/api/streamMedia/like', { id: String(video.id), likeStatus: 1 }, { token: u.userToken })),
    );
    expect((await firstVideo()).likeNum).toBe(String(base + 4));
    const undo = await postForm(c, 'res/api/streamMedia/like', { id: String(video.id), likeStatus: 0 }, { token });
    expect(undo.data).toMatchObject({ likeNum: String(base + 3), likeStatus: 0 });
    expect((await postForm(c, 'res/api/streamMedia/like', { id: '999999' }, { token })).code).toBe(1);
  });

  it('saveComment stores a comment (newest first in getCommentByone) and refuses empty, long or anonymous ones', async () => {
    const video = await firstVideo();
    const before = Number(video.commentNum);
    expect((await postForm(c, 'res/api/streamMedia/saveComment', { id: String(video.id), content: '好看' })).code).toBe(2);
    expect((await postForm(c, 'res/api/streamMedia/saveComment', { id: String(video.id), content: '  ' }, { token })).code).toBe(1);
    expect(
      (await postForm(c, 'res/api/streamMedia/saveComment', { id: String(video.id), content: '长'.repeat(201) }, { token })).code,
    ).toBe(1);
    const saved = await postForm(c, 'res/api/streamMedia/saveComment', { id: String(video.id), content: ' 风景真美 ' }, { token });
    expect(saved.code).toBe(0);
    const comments = await c.list('res/api/streamMedia/getCommentByone', { id: String(video.id) });
    expect(comments.datas[0]).toMatchObject({ id: saved.data.id, content: '风景真美' });
    expect(comments.page.total).toBe(before + 1);
    expect((await firstVideo()).commentNum).toBe(String(before + 1));
    expect((await c.get('res/api/streamMedia/getCommentByone', { id: '999999' })).code).toBe(1);
  });
});

describe('multimedia library (res/api/multimedia)', () => {
  it('image, video, voice and panorama lists: a dozen per site, by scenic area too', async () => {
    for (const [path, file] of [
      ['imageList', /\/files\/images\/.+\.svg$/],
      ['videoList', /\/files\/media\/.+\.webm$/],
      ['voiceList', /\/files\/media\/.+\.ogg$/],
      ['panoramaList', /\/files\/panoramas\/.+\.png$/],
    ] as const) {
      for (const siteCode of ['site510100', 'site513225', 'site530700']) {
        const res = await c.list(`res/api/multimedia/${path}`, { siteCode, pageSize: 50 });
        expect(res.page.total, `${path} ${siteCode}`).toBeGreaterThanOrEqual(12);
        expect(res.datas.every((d) => file.test(String(d.url)))).toBe(true);
      }
    }
    const one = (await c.list('res/api/multimedia/imageList', { pageSize: 1 })).datas[0]!;
    const byScenic = await c.list('res/api/multimedia/imageList', { scenicId: String(one.resourceId), pageSize: 50 });
    expect(byScenic.datas.length).toBeGreaterThan(0);
    expect(byScenic.datas.every((d) => d.resourceId === one.resourceId)).toBe(true);
    const french = await c.list('res/api/multimedia/panoramaList', { siteCode: 'site530700', pageSize: 1 });
    expect(String(french.datas[0]!.title)).toMatch(/360°|Belvédère|lac|sommet/i);
  });

  it('serves a panorama as a 2:1 PNG that WebGL may read from another origin', async () => {
    const item = (await c.list('res/api/multimedia/panoramaList', { pageSize: 1 })).datas[0]!;
    const res = await fetch(String(item.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(2 * png.readUInt32BE(20));
    expect((await fetch(`${c.url}/files/panoramas/..%2Fx.png`)).status).toBe(404);
  });

  it('DSP and CS-PANORAMIC are on the demo sites’ service menus', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const codes = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas.map(
        (m) => m.menuCode,
      );
      expect(codes).toEqual(expect.arrayContaining(['DSP', 'CS-PANORAMIC']));
    }
  });
});
