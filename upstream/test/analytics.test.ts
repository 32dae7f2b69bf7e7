import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client } from './helpers.ts';

interface Records {
  counts: Record<'pageViews' | 'stays' | 'functionClicks' | 'browses' | 'streamMedia', number>;
  pageViews: Record<string, unknown>[];
  stays: Record<string, unknown>[];
  functionClicks: Record<string, unknown>[];
  browses: Record<string, unknown>[];
  streamMedia: Record<string, unknown>[];
}

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const records = async (siteCode = 'site510100') => (await (await c.raw(`__dev/analytics/${siteCode}`)).json()) as Records;

async function postJson(path: string, body: Record<string, string>, query: Record<string, string> = {}) {
  const qs = new URLSearchParams({ siteCode: 'site510100', token: '', ...query });
  const res = await c.raw(`${path}?${qs}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: unknown };
}

describe('analytics', () => {
  it('stores page views on the caller’s site, with the user when a token comes, and refuses one without a path', async () => {
    const token = (await login(c, '13800000001')).userToken;
    const view = { site: 'site510100', clientType: 'H5', module: 'INDEX', path: '/index', visitorId: 'v-1' };
    expect(await postJson('api/api/access/record', view)).toMatchObject({ code: 0, data: null });
    expect(await postJson('api/api/access/record', { ...view, path: '/scenic-list' }, { token })).toMatchObject({ code: 0 });
    expect((await postJson('api/api/access/record', { ...view, path: '' })).code).toBe(1);
    expect((await postJson('api/api/access/record', { ...view, clientType: 'PC' })).code).toBe(1);
    const got = await records();
    expect(got.counts.pageViews).toBe(2);
    expect(got.pageViews.map((r) => [r.path, r.visitor, r.user_id === null])).toEqual([
      ['/scenic-list', 'v-1', false],
      ['/index', 'v-1', true],
    ]);
    expect((await records('site530700')).counts.pageViews).toBe(0);
  });

  it('stores the stay-time log’s enter and leave, refusing another status', async () => {
    const stay = {
      site: 'site510100',
      project: 'ctp',
      clientType: 'H5',
      uniqueId: 'v-1',
      regionCode: '510100',
      module: '/scenic-list',
      special: '',
      region: '',
    };
    expect((await postForm(c, 'log/api/pageStay/save', { ...stay, status: 1 })).code).toBe(0);
    expect((await postForm(c, 'log/api/pageStay/save', { ...stay, status: 2 })).code).toBe(0);
    expect((await postForm(c, 'log/api/pageStay/save', { ...stay, status: 3 })).code).toBe(1);
    const got = await records();
    expect(got.stays.map((r) => r.status)).toEqual([2, 1]);
  });

  it('stores taps, activity views and opened reprints', async () => {
    expect((await postForm(c, 'res/api/interactManage/addFunctionClickRecord', { functionType: 'AD_CLICK', resourceId: '7' })).code).toBe(
      0,
    );
    expect((await postForm(c, 'res/api/interactManage/addFunctionClickRecord', { functionType: 'AD_CLICK', resourceId: '' })).code).toBe(1);
    expect(
      (await postForm(c, 'res/api/interactManage/addBrowseRecord', { resourceId: '3', resourceType: 'CONTENT_TYPE_ACTIVITY' })).code,
    ).toBe(0);
    const reprint = { resourceType: 'CONTENT', resourceId: '12', clickType: 0, operationType: 1 };
    expect((await postForm(c, 'res/api/streamMedia/addRecord', reprint)).code).toBe(0);
    const got = await records();
    expect(got.counts).toMatchObject({ functionClicks: 1, browses: 1, streamMedia: 1 });
    expect(got.streamMedia[0]).toMatchObject({ resource_type: 'CONTENT', resource_id: '12', click_type: 0, operation_type: 1 });
  });
});
