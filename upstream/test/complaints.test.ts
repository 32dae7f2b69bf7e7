import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/** A tiny valid PNG (1x1). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);
/** The first bytes of a WebM file with an Opus track only (what MediaRecorder writes for a voice message). */
const WEBM_AUDIO = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('....webm....A_OPUS....', 'latin1'),
  Buffer.alloc(64, 1),
]);

let c: Client;
let token: string;
let fresh: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13800000001')).userToken;
  fresh = (await login(c, '13912340013')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

async function upload(bytes: Buffer, as = token): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'file.bin');
  const qs = new URLSearchParams({ siteCode: 'site510100', token: as });
  const res = (await (await fetch(`${c.url}/res/api/file/upload?${qs}`, { method: 'POST', body: form })).json()) as Envelope<Item>;
  return res.data.url as string;
}

const FORM = {
  name: '王五',
  phone: '13912340013',
  sex: '1',
  respondent: '某景区售票处',
  resourceType: 'CONTENT_TYPE_SCENERY',
  resourceId: '10001',
  address: '',
  detailAddress: '东门售票窗口',
  happenTime: '2025-11-19 10:30:00',
  reason: '售票员态度恶劣',
};

async function typeId(): Promise<string> {
  const types = await c.list('res/api/complaints/typeList');
  return String(types.datas[0]!.id);
}

describe('complaint settings and types', () => {
  it('every demo site has its settings and types (the French site in French)', async () => {
    const cn = await c.get('res/api/complaints/config');
    expect(cn.data).toMatchObject({ hotline: '028-12345', channels: 'FORM,VOICE,PHONE' });
    const fr = await c.list('res/api/complaints/typeList', { siteCode: 'site530700' });
    expect(fr.datas.map((t) => t.name)).toContain('Hébergement');
    expect((await c.get('res/api/complaints/config', { siteCode: 'site513225' })).data).toMatchObject({ title: '九寨沟景区投诉' });
    expect((await c.get('res/api/complaints/config', { siteCode: 'site620200' })).code).toBe(3);
  });
});

describe('filing and following a complaint', () => {
  it('stores a form complaint with its pictures, lists it pending and shows its detail with the handling record', async () => {
    const picture = await upload(PNG, fresh);
    const res = await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: await typeId(), images: picture }, { token: fresh });
    expect(res).toMatchObject({ code: 0, message: '提交成功' });
    const id = String(res.data.id);
    expect(res.data.complaintNo).toMatch(/^TS\d{8}\d{4}$/);
    const mine = await c.list('res/api/complaints/list', { token: fresh });
    expect(mine.datas[0]).toMatchObject({ id, status: '0', statusName: '待受理', respondent: '某景区售票处', feedbackStatus: '0' });
    expect(String(mine.datas[0]!.images)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    const detail = await c.get('res/api/complaints/detail', { token: fresh, id });
    expect(detail.data).toMatchObject({
      name: '王五',
      phone: '13912340013',
      sex: '1',
      resourceId: '10001',
      happenTime: '2025-11-19 10:30:00',
      feedback: null,
    });
    expect((detail.data.records as Item[]).map((r) => r.status)).toEqual(['0']);
    // someone else's complaint is not there
    expect((await c.get('res/api/complaints/detail', { token, id })).message).toBe('投诉不存在');
    // the contact of the last complaint pre-fills the next
    expect((await c.get('res/api/complaints/lastRecordInfo', { token: fresh })).data).toEqual({
      name: '王五',
      phone: '13912340013',
      sex: '1',
    });
  });

  it('refuses what it cannot store: no location, a future time, a picture that was never uploaded, no session', async () => {
    const type = await typeId();
    expect((await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: type, resourceId: '' }, { token: fresh })).message).toBe(
      '投诉地点不能为空',
    );
    expect(
      (await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: type, happenTime: '2999-01-01 00:00:00' }, { token: fresh }))
        .message,
    ).toBe('发生时间不能晚于当前时间');
    expect(
      (await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: type, images: `uploads/${'0'.repeat(64)}.png` }, { token: fresh }))
        .message,
    ).toBe('投诉图片不存在，请重新上传');
    expect((await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: '999999' }, { token: fresh })).message).toBe('投诉类型不存在');
    expect((await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: type })).code).toBe(2);
    // a position without a place is a location too
    const byPosition = await postForm(
      c,
      'res/api/complaints/save',
      { ...FORM, typeId: type, resourceId: '', longitude: '104.07', latitude: '30.67', address: '天府广场附近' },
      { token: fresh },
    );
    expect(byPosition.code).toBe(0);
  });

  it('moves on through the development channel; satisfied feedback only once it is processed, and only once (two at once: one wins)', async () => {
    const res = await postForm(c, 'res/api/complaints/save', { ...FORM, typeId: await typeId() }, { token: fresh });
    const id = String(res.data.id);
    expect((await postForm(c, 'res/api/complaints/satisfiedFeedback', { id, satisfied: '1' }, { token: fresh })).message).toBe(
      '投诉尚未办结，暂不可反馈',
    );
    expect(await c.dev.control('POST', 'complaints/advance', { id, status: 'ACCEPTED' })).toEqual({ id, status: 1 });
    expect(await c.dev.control('POST', 'complaints/advance', { id, status: 'PROCESSED', note: '已退还票款' })).toEqual({ id, status: 2 });
    const detail = await c.get('res/api/complaints/detail', { token: fresh, id });
    expect((detail.data.records as Item[]).map((r) => [r.status, r.content])).toEqual([
      ['0', '投诉已提交，等待受理'],
      ['1', '投诉已受理，已转交相关部门核实处理'],
      ['2', '已退还票款'],
    ]);
    const both = await Promise.all([
      postForm(c, 'res/api/complaints/satisfiedFeedback', { id, satisfied: '1', content: '满意' }, { token: fresh }),
      postForm(c, 'res/api/complaints/satisfiedFeedback', { id, satisfied: '0' }, { token: fresh }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)!.message).toBe('您已对该投诉反馈过');
    expect((await c.get('res/api/complaints/detail', { token: fresh, id })).data.feedback).toMatchObject({
      createTime: expect.any(String),
    });
  });

  it('takes a voice complaint: an uploaded sound and its length', async () => {
    const audio = await upload(WEBM_AUDIO, fresh);
    expect(audio).toMatch(/\.weba$/);
    const res = await postForm(
      c,
      'res/api/complaints/saveAudio',
      { audio, audioTime: '7', phone: '13912340013', longitude: '104.07', latitude: '30.67' },
      { token: fresh },
    );
    expect(res.code).toBe(0);
    const detail = await c.get('res/api/complaints/detail', { token: fresh, id: String(res.data.id) });
    expect(detail.data).toMatchObject({ channel: 'VOICE', audioTime: '7', status: '0' });
    expect(String(detail.data.audio)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.weba$/);
    expect(
      (await postForm(c, 'res/api/complaints/saveAudio', { audio: await upload(PNG, fresh), audioTime: '7' }, { token: fresh })).message,
    ).toBe('投诉录音不存在，请重新录制');
  });

  it('the demo user has complaints in every status on the default site, and some on the other sites', async () => {
    const all = await c.list('res/api/complaints/list', { token, pageSize: 50 });
    expect(new Set(all.datas.map((d) => d.status))).toEqual(new Set(['0', '1', '2']));
    expect(all.datas.some((d) => d.feedbackStatus === '1')).toBe(true);
    const processed = await c.list('res/api/complaints/list', { token, status: '2' });
    expect(processed.datas.every((d) => d.status === '2')).toBe(true);
    expect((await c.list('res/api/complaints/list', { token, siteCode: 'site530700' })).datas[0]!.reason).toMatch(/chambre|prix/);
  });
});
