import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A tiny valid PNG (1x1) and the head of a WebM with an Opus track only (a browser's voice recording). */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);
const WEBM_AUDIO = new Uint8Array(
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
    Buffer.from('B\x82\x84webm\x16T\xaek A_OPUS', 'latin1'),
    Buffer.alloc(200, 7),
  ]),
);

const UPLOAD = `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id kind } errors { code } } }`;
const FILE = `mutation($input: FileComplaintInput!) {
  fileComplaint(input: $input) {
    complaint { id upstreamId number status channel respondent reason type { id name } location { name point { longitude latitude } place { __typename name } }
      detailedAddress occurredAt evidence { url } complainantName maskedPhone gender canGiveFeedback handlingRecords { status note } }
    errors { code field limit message }
  }
}`;
// what the app's card shows of each (ComplaintCard_complaint): the list rows hold all of it
const MINE = `query($status: ComplaintStatus) { viewer { user { complaints(status: $status, first: 20) { totalCount edges { node { id upstreamId number status channel
  type { name } respondent reason voiceSeconds submittedAt location { name } evidence { url alt } canGiveFeedback feedback { satisfied } } } } } } }`;
const FEEDBACK = `mutation($input: GiveComplaintFeedbackInput!) { giveComplaintFeedback(input: $input) { complaint { status canGiveFeedback feedback { satisfied comment } } errors { code field message } } }`;

let h: Harness;
let token: string;
let typeId: string;
let placeId: string;
const PHONE = '13912340013';

async function upload(bytes: Uint8Array<ArrayBuffer>, kind: 'IMAGE' | 'AUDIO'): Promise<string> {
  const r = await h.gqlUpload(UPLOAD, { input: { file: null, kind } }, { 'input.file': { bytes, name: 'f.bin' } }, { 'x-token': token });
  expect(r.data!.uploadFile.errors).toEqual([]);
  return r.data!.uploadFile.file.id as string;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: '王五',
    phone: PHONE,
    gender: 'MALE',
    typeId,
    respondent: '东门售票处',
    location: { placeId, name: '宽窄巷子' },
    detailedAddress: '东门售票窗口',
    occurredAt: '2025-11-19T10:30:00+08:00',
    reason: '售票员态度恶劣',
    ...overrides,
  };
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  token = await h.signIn(PHONE);
  const settings = await h.gql('{ complaintSettings { title hotline acceptsVoice types { id name } } }');
  typeId = settings.data!.complaintSettings.types[0].id;
  const places = await h.gql('{ nodeByUpstreamId(type: "ScenicArea", upstreamId: "10001") { id } }');
  placeId = places.data!.nodeByUpstreamId.id;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('complaint settings', () => {
  it('are the site’s: title, hotline, voice or not, its types (the French site’s in French)', async () => {
    const cn = await h.gql('{ complaintSettings { title hotline acceptsVoice types { name } } }');
    expect(cn.data!.complaintSettings).toMatchObject({ title: '成都文旅投诉', hotline: '028-12345', acceptsVoice: true });
    const fr = await h.gql('{ complaintSettings { acceptsVoice types { name } } }', {}, { 'x-site-code': 'site530700' });
    expect(fr.data!.complaintSettings.acceptsVoice).toBe(false);
    expect(fr.data!.complaintSettings.types.map((t: { name: string }) => t.name)).toContain('Hébergement');
    const limits = await h.gql(
      '{ inputLimits { complaintNameMaxLength complaintReasonMaxLength complaintMaxPictures voiceComplaintMaxSeconds } }',
    );
    expect(limits.data!.inputLimits).toEqual({
      complaintNameMaxLength: 20,
      complaintReasonMaxLength: 500,
      complaintMaxPictures: 6,
      voiceComplaintMaxSeconds: 60,
    });
  });
});

describe('the complaint form: every prompt of the form, checked in the gateway first', () => {
  it('an empty form gets every prompt, each on its field, in the form’s order, and nothing is sent upstream', async () => {
    const before = (await h.dev.calls()).total;
    const r = await h.gql(FILE, { input: {} }, { 'x-token': token });
    const after = (await h.dev.calls()).calls.slice(before).map((c) => c.path);
    expect(r.data!.fileComplaint.complaint).toBeNull();
    expect(r.data!.fileComplaint.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['name', '请填写您的姓名'],
      ['phone', '请输入正确的11位手机号'],
      ['typeId', '请选择投诉类型'],
      ['respondent', '请填写被投诉方'],
      ['location', '请选择投诉地点'],
      ['detailedAddress', '请填写详细地址'],
      ['occurredAt', '请选择发生时间'],
      ['reason', '请填写投诉原因'],
    ]);
    // (the messages are in the site's language when the client names none: its site info may be read)
    expect(
      after.filter((p) => p !== 'user/api/site/siteInfo'),
      'nothing else is called',
    ).toEqual([]);
  });

  it('words each prompt in the client’s language', async () => {
    const r = await h.gql(FILE, { input: form({ name: ' ', reason: '' }) }, { 'x-token': token, 'x-language': 'EN' });
    expect(r.data!.fileComplaint.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please fill in your name.',
      'Please fill in the reason for the complaint.',
    ]);
    const fr = await h.gql(FILE, { input: form({ respondent: '' }) }, { 'x-token': token, 'x-language': 'FRENCH' });
    expect(fr.data!.fileComplaint.errors[0].message).toBe('Veuillez indiquer contre qui porte la réclamation.');
  });

  it('refuses one item at a time: a wrong phone, a time after now, texts over their limits (counted in characters), too many pictures, pictures that were not uploaded, a location that is not a place', async () => {
    const codes = async (input: Record<string, unknown>) =>
      (await h.gql(FILE, { input }, { 'x-token': token })).data!.fileComplaint.errors.map(
        (e: { code: string; field: string; limit: number | null }) => [e.code, e.field, e.limit],
      );
    expect(await codes(form({ phone: '1391234001' }))).toEqual([['PHONE_INVALID', 'phone', null]]);
    expect(await codes(form({ occurredAt: '2999-01-01T00:00:00+08:00' }))).toEqual([['COMPLAINT_TIME_IN_FUTURE', 'occurredAt', null]]);
    expect(await codes(form({ name: '王'.repeat(21) }))).toEqual([['COMPLAINT_TEXT_TOO_LONG', 'name', 20]]);
    expect(await codes(form({ name: '😀'.repeat(20) }))).toEqual([]);
    expect(await codes(form({ reason: 'a'.repeat(501) }))).toEqual([['COMPLAINT_TEXT_TOO_LONG', 'reason', 500]]);
    expect(await codes(form({ evidenceIds: Array.from({ length: 7 }, () => 'x') }))).toEqual([
      ['COMPLAINT_TOO_MANY_PICTURES', 'evidenceIds', 6],
    ]);
    expect(await codes(form({ evidenceIds: ['VXBsb2FkZWRGaWxlOm5vdC1hLWtleQ'] }))).toEqual([['FILE_UNKNOWN', 'evidenceIds', null]]);
    expect(await codes(form({ location: { placeId: 'bm90LWEtcGxhY2U', name: 'x' } }))).toEqual([
      ['COMPLAINT_LOCATION_REQUIRED', 'location', null],
    ]);
    expect(await codes(form({ location: { name: '没有位置' } }))).toEqual([['COMPLAINT_LOCATION_REQUIRED', 'location', null]]);
  });

  it('needs a session, and a bound phone', async () => {
    const anonymous = await h.gql(FILE, { input: form() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wechat = (await (
      await fetch(`${h.upstreamUrl}/user/wechatOpenAuth/getUserData?siteCode=site510100&token=&siteId=1001&wechatOpenId=complaint-no-phone`)
    ).json()) as { data: { userToken: string } };
    const r = await h.gql(FILE, { input: form() }, { 'x-token': wechat.data.userToken, 'x-language': 'EN' });
    expect(r.data!.fileComplaint.errors).toEqual([
      { code: 'COMPLAINT_PHONE_NOT_BOUND', field: null, limit: null, message: 'Please bind your mobile number before filing a complaint.' },
    ]);
  });
});

describe('filing and following a complaint', () => {
  let id: string;
  let upstreamId: string;

  it('files it with its pictures: PENDING, its place, its time in China time, the phone masked, the filing as its first handling step', async () => {
    const pictures = [
      await upload(PNG, 'IMAGE'),
      await upload(new Uint8Array(Buffer.concat([Buffer.from(PNG), Buffer.from('x')])), 'IMAGE'),
    ];
    const r = await h.gql(FILE, { input: form({ evidenceIds: pictures, occurredAt: '2025-11-19T02:30:00Z' }) }, { 'x-token': token });
    expect(r.data!.fileComplaint.errors).toEqual([]);
    const c = r.data!.fileComplaint.complaint;
    expect(c).toMatchObject({
      status: 'PENDING',
      channel: 'FORM',
      respondent: '东门售票处',
      reason: '售票员态度恶劣',
      detailedAddress: '东门售票窗口',
      occurredAt: '2025-11-19T10:30:00+08:00',
      complainantName: '王五',
      maskedPhone: '139****0013',
      gender: 'MALE',
      canGiveFeedback: false,
      location: { name: '宽窄巷子', point: null, place: { __typename: 'ScenicArea' } },
      handlingRecords: [{ status: 'PENDING', note: '投诉已提交，等待受理' }],
    });
    expect(c.type.id).toBe(typeId);
    expect(c.number).toMatch(/^TS\d{12}$/);
    expect(c.evidence).toHaveLength(2);
    id = c.id;
    upstreamId = c.upstreamId;
  });

  it('lists it pending among the user’s complaints, in one list call', async () => {
    const r = await h.gql(MINE, {}, { 'x-token': token });
    const edges = r.data!.viewer.user.complaints.edges;
    expect(edges[0].node).toMatchObject({ id, status: 'PENDING', canGiveFeedback: false, feedback: null, location: { name: '宽窄巷子' } });
    expect(r.upstreamCalls, 'getDsUserInfo + complaints/list: no detail per complaint').toBe(2);
    const pending = await h.gql(MINE, { status: 'PENDING' }, { 'x-token': token });
    expect(pending.data!.viewer.user.complaints.edges.every((e: { node: { status: string } }) => e.node.status === 'PENDING')).toBe(true);
  });

  it('refuses feedback before it is processed, takes it once after, and refuses a second (two at once: one)', async () => {
    const early = await h.gql(FEEDBACK, { input: { complaintId: id, satisfied: true } }, { 'x-token': token });
    expect(early.data!.giveComplaintFeedback.errors).toEqual([
      { code: 'COMPLAINT_FEEDBACK_NOT_ALLOWED', field: 'complaintId', message: '投诉办结后才能评价' },
    ]);
    await h.dev.control('POST', 'complaints/advance', { id: upstreamId, status: 'PROCESSED', note: '已责令整改' });
    const detail = await h.gql(
      `query($id: ID!) { node(id: $id) { ... on Complaint { status canGiveFeedback handlingRecords { status note } } } }`,
      { id },
      { 'x-token': token },
    );
    expect(detail.data!.node).toEqual({
      status: 'PROCESSED',
      canGiveFeedback: true,
      handlingRecords: [
        { status: 'PENDING', note: '投诉已提交，等待受理' },
        { status: 'ACCEPTED', note: '投诉已受理，已转交相关部门核实处理' },
        { status: 'PROCESSED', note: '已责令整改' },
      ],
    });
    const both = await Promise.all([
      h.gql(FEEDBACK, { input: { complaintId: id, satisfied: true, comment: '处理及时' } }, { 'x-token': token }),
      h.gql(FEEDBACK, { input: { complaintId: id, satisfied: false } }, { 'x-token': token }),
    ]);
    const outcomes = both.map((r) => r.data!.giveComplaintFeedback.errors.map((e: { code: string }) => e.code));
    expect(outcomes.filter((e) => e.length === 0)).toHaveLength(1);
    expect(outcomes.flat()).toEqual(['COMPLAINT_FEEDBACK_GIVEN']);
    const after = await h.gql(FEEDBACK, { input: { complaintId: id, satisfied: true } }, { 'x-token': token });
    expect(after.data!.giveComplaintFeedback).toMatchObject({
      complaint: { status: 'PROCESSED', canGiveFeedback: false },
      errors: [{ code: 'COMPLAINT_FEEDBACK_GIVEN' }],
    });
    expect(after.data!.giveComplaintFeedback.complaint.feedback).not.toBeNull();
  });

  it('finds only the user’s own complaints (another user’s id is not found)', async () => {
    const other = await h.signIn('13800000002');
    const r = await h.gql(`query($id: ID!) { node(id: $id) { id } }`, { id }, { 'x-token': other });
    expect(r.data!.node).toBeNull();
    const fb = await h.gql(FEEDBACK, { input: { complaintId: id, satisfied: true } }, { 'x-token': other });
    expect(fb.data!.giveComplaintFeedback.errors.map((e: { code: string }) => e.code)).toEqual(['COMPLAINT_NOT_FOUND']);
  });

  it('pre-fills the next form with the last complaint’s contact', async () => {
    const r = await h.gql('{ viewer { user { complaintContact { name phone gender } } } }', {}, { 'x-token': token });
    expect(r.data!.viewer.user.complaintContact).toEqual({ name: '王五', phone: PHONE, gender: 'MALE' });
  });
});

describe('voice complaints', () => {
  const VOICE = `mutation($input: FileVoiceComplaintInput!) { fileVoiceComplaint(input: $input) {
    complaint { status channel voiceUrl voiceSeconds type { id } location { name point { longitude } } } errors { code field limit message } } }`;

  it('takes an uploaded recording with its length and a position', async () => {
    const audioId = await upload(WEBM_AUDIO, 'AUDIO');
    const r = await h.gql(
      VOICE,
      {
        input: { audioId, durationSeconds: 8, phone: PHONE, location: { point: { longitude: 104.07, latitude: 30.67 }, name: '天府广场' } },
      },
      { 'x-token': token },
    );
    expect(r.data!.fileVoiceComplaint.errors).toEqual([]);
    expect(r.data!.fileVoiceComplaint.complaint).toMatchObject({
      status: 'PENDING',
      channel: 'VOICE',
      voiceSeconds: 8,
      type: null,
      location: { name: '天府广场', point: { longitude: 104.07 } },
    });
    expect(r.data!.fileVoiceComplaint.complaint.voiceUrl).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.weba$/);
  });

  it('refuses no recording, a picture as the recording, too short or too long, a wrong phone', async () => {
    const codes = async (input: Record<string, unknown>) =>
      (await h.gql(VOICE, { input }, { 'x-token': token })).data!.fileVoiceComplaint.errors.map(
        (e: { code: string; field: string; limit: number | null }) => [e.code, e.field, e.limit],
      );
    expect(await codes({ durationSeconds: 5, phone: PHONE })).toEqual([['COMPLAINT_VOICE_REQUIRED', 'audioId', null]]);
    const picture = await upload(PNG, 'IMAGE');
    expect(await codes({ audioId: picture, durationSeconds: 5, phone: PHONE })).toEqual([['FILE_UNKNOWN', 'audioId', null]]);
    const audioId = await upload(WEBM_AUDIO, 'AUDIO');
    expect(await codes({ audioId, durationSeconds: 0, phone: PHONE })).toEqual([['COMPLAINT_VOICE_TOO_SHORT', 'durationSeconds', null]]);
    expect(await codes({ audioId, durationSeconds: 61, phone: PHONE })).toEqual([['COMPLAINT_VOICE_TOO_LONG', 'durationSeconds', 60]]);
    expect(await codes({ audioId, durationSeconds: 5, phone: '123' })).toEqual([['PHONE_INVALID', 'phone', null]]);
  });
});
