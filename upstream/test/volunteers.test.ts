import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { testInstant } from '../src/testing/index.ts';
import { login, postForm, postJson, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/** A tiny valid PNG (1x1). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

let c: Client;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  c = await startTestUpstream();
  for (const phone of ['13800000001', '13800000005', '13800000006', '13800000007']) tokens[phone] = (await login(c, phone)).userToken;
}, 60_000);
afterAll(async () => {
  await c.upstream.close();
});

const as = (phone: string) => ({ token: tokens[phone]! });
const get = <T = Envelope<Item>>(path: string, phone: string | null, query: Record<string, string | number> = {}) =>
  c.get<T>(path, { ...query, ...(phone ? as(phone) : {}) });
const post = (path: string, phone: string, body: Record<string, string | number>) => postForm(c, path, body, as(phone));

async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([PNG]), 'me.png');
  const res = (await fetch(`${c.url}/res/api/file/upload?${new URLSearchParams({ siteCode: 'site510100', token })}`, {
    method: 'POST',
    body: form,
  }).then((r) => r.json())) as Envelope<Item>;
  return res.data.url as string;
}

async function whois(phone: string) {
  const res = await c.dev.control<
    Envelope<{ userId: number; volunteerId: number | null; teams: { teamId: number; role: string; memberId: number }[] }>
  >('GET', `volunteers/whois?phone=${phone}&siteCode=site510100`);
  return res.data;
}

async function devPost(path: string, body: unknown) {
  return c.dev.control<Envelope<Item>>('POST', path.replace(/^\/__dev\//, ''), body);
}

/** China-time `yyyy-MM-dd` and `HH:mm` of an instant. */
function china(ms: number): { day: string; time: string } {
  const iso = new Date(ms + 8 * 3600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

describe('volunteer demo data', () => {
  it('seeds every demo site: volunteers, teams with founders, activities in every state, honours', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const teams = await c.list('res/api/volunteerTeam/list', { siteCode });
      expect(teams.datas.length, siteCode).toBeGreaterThanOrEqual(3);
      expect(teams.datas.every((t) => t.founderId !== '' && Number(t.memberNum) >= 1)).toBe(true);
      const activities = await c.list('res/api/volunteerActivity/list', { siteCode, pageSize: 50 });
      const states = new Set(activities.datas.map((a) => a.activityStatus));
      expect([...states].sort(), siteCode).toEqual(expect.arrayContaining(['1', '3']));
      const honours = await c.list('res/api/volunteerHonour/list', { siteCode });
      expect(honours.datas.length).toBe(7);
    }
    const french = await c.list('res/api/volunteerTeam/list', { siteCode: 'site530700' });
    expect(french.datas[0]!.name).toMatch(/Bénévoles/);
    const chengdu = await c.list('res/api/volunteerActivity/list', { pageSize: 50 });
    expect(
      chengdu.datas.some((a) => a.activityStatus === '2'),
      'one activity runs now',
    ).toBe(true);
  });

  it('the demo users: 13800000005 manages the first team, 13800000006 founded it, 13800000007 is a member', async () => {
    const [five, six, seven] = await Promise.all([whois('13800000005'), whois('13800000006'), whois('13800000007')]);
    expect(five.teams.find((t) => t.teamId === 1)?.role).toBe('2');
    expect(six.teams.find((t) => t.teamId === 1)?.role).toBe('3');
    expect(seven.teams.find((t) => t.teamId === 1)?.role).toBe('1');
    const detail = await get('res/api/volunteerTeam/detail', '13800000005', { id: 1 });
    expect(detail.data).toMatchObject({ userRole: '2', userStatus: '1' });
    const info = await get('user/api/userInfo/getDsUserInfo', '13800000007');
    expect(info.data.volunteerStatus).toBe('1');
  });
});

describe('becoming a volunteer', () => {
  it('refuses what is missing, stores the application as pending, refuses a second one; approval makes volunteerStatus 1', async () => {
    const phone = '13912340001';
    tokens[phone] = (await login(c, phone)).userToken;
    const photo = await uploadPng(tokens[phone]!);
    const form = {
      realName: '赵小满',
      phone: sm4Encrypt(phone),
      gender: '2',
      birthday: '1999-03-08',
      skills: '1,3',
      serviceAreas: '2',
      availability: '3,4',
      photo,
      intro: '',
    };
    expect((await post('res/api/volunteer/apply', phone, { ...form, photo: 'uploads/nothing.png' })).message).toBe('请上传本人照片');
    expect((await post('res/api/volunteer/apply', phone, { ...form, skills: '99' })).message).toBe('请选择技能特长');
    expect((await post('res/api/volunteer/apply', phone, { ...form, birthday: '2020-01-01' })).message).toBe('出生日期不正确');
    const applied = await post('res/api/volunteer/apply', phone, form);
    expect(applied.code).toBe(0);
    expect(applied.data).toMatchObject({ realName: '赵小满', auditStatus: '0', phone: '139****0001', skills: '1,3' });
    expect((await post('res/api/volunteer/apply', phone, form)).message).toBe('您已提交志愿者申请，请等待审核');
    expect((await get('res/api/volunteer/mine', phone)).data).toMatchObject({ auditStatus: '0', volunteerId: '' });
    expect((await devPost('/__dev/volunteers/audit', { phone, pass: true })).code).toBe(0);
    expect((await get('user/api/userInfo/getDsUserInfo', phone)).data.volunteerStatus).toBe('1');
    expect((await get('res/api/volunteer/mine', phone)).data.auditStatus).toBe('1');
    expect((await post('res/api/volunteer/apply', phone, form)).message).toBe('您已是注册志愿者');
  });

  it('a rejected applicant sees the reason and may apply again', async () => {
    const phone = '13912340002';
    tokens[phone] = (await login(c, phone)).userToken;
    const form = {
      realName: 'Li Na',
      phone: sm4Encrypt(phone),
      gender: '2',
      birthday: '1990-01-01',
      skills: '2',
      serviceAreas: '1',
      availability: '1',
      photo: await uploadPng(tokens[phone]!),
    };
    await post('res/api/volunteer/apply', phone, form);
    await devPost('/__dev/volunteers/audit', { phone, pass: false, reason: '照片不清晰' });
    expect((await get('res/api/volunteer/mine', phone)).data).toMatchObject({ auditStatus: '2', auditReason: '照片不清晰' });
    expect((await post('res/api/volunteer/apply', phone, form)).data).toMatchObject({ auditStatus: '0', auditReason: '' });
  });
});

describe('team roles', () => {
  it('a member cannot audit or remove; the founder cannot quit before transferring; a transfer keeps the old founder as manager', async () => {
    const applications = await get<{ datas: Item[] }>('res/api/volunteerTeam/members', '13800000005', { teamId: 1, status: 0 });
    expect(applications.datas.length).toBeGreaterThanOrEqual(2);
    const [first, second] = applications.datas as [Item, Item];
    expect((await get('res/api/volunteerTeam/members', '13800000007', { teamId: 1, status: 0 })).message).toBe('仅团队管理员可以操作');
    expect((await post('res/api/volunteerTeam/audit', '13800000007', { id: String(first.id), pass: 1 })).message).toBe(
      '仅团队管理员可以操作',
    );
    const approved = await post('res/api/volunteerTeam/audit', '13800000005', { id: String(first.id), pass: 1 });
    expect(approved.data).toMatchObject({ status: '1', roleType: '1' });
    expect((await post('res/api/volunteerTeam/audit', '13800000006', { id: String(first.id), pass: 0 })).message).toBe('该申请已处理');
    // a manager cannot make managers; the founder can
    expect((await post('res/api/volunteerTeam/setManager', '13800000005', { id: String(first.id), manager: 1 })).message).toBe(
      '仅团队负责人可以操作',
    );
    expect((await post('res/api/volunteerTeam/setManager', '13800000006', { id: String(first.id), manager: 1 })).data).toMatchObject({
      roleType: '2',
    });
    // a manager cannot remove another manager, nor the founder
    const six = await whois('13800000006');
    const founderMember = six.teams.find((t) => t.teamId === 1)!.memberId;
    expect((await post('res/api/volunteerTeam/removeMember', '13800000005', { id: String(first.id) })).message).toBe(
      '仅团队负责人可以操作',
    );
    expect((await post('res/api/volunteerTeam/removeMember', '13800000005', { id: String(founderMember) })).message).toBe(
      '不能移除团队负责人',
    );
    expect((await post('res/api/volunteerTeam/quit', '13800000006', { teamId: 1 })).message).toBe('请先转让团队负责人');
    const rejected = await post('res/api/volunteerTeam/audit', '13800000005', { id: String(second.id), pass: 0, auditReason: '名额已满' });
    expect(rejected.data).toMatchObject({ status: '2', auditReason: '名额已满' });
    // transfer on a second site team founded by a generated volunteer is not ours to test here: use team 1 and give it back
    const five = await whois('13800000005');
    const fiveMember = five.teams.find((t) => t.teamId === 1)!.memberId;
    expect((await post('res/api/volunteerTeam/transfer', '13800000005', { id: String(fiveMember) })).message).toBe('仅团队负责人可以操作');
    expect((await post('res/api/volunteerTeam/transfer', '13800000006', { id: String(fiveMember) })).code).toBe(0);
    expect((await get('res/api/volunteerTeam/detail', '13800000006', { id: 1 })).data.userRole).toBe('2');
    expect((await get('res/api/volunteerTeam/detail', '13800000005', { id: 1 })).data.userRole).toBe('3');
    expect((await post('res/api/volunteerTeam/transfer', '13800000005', { id: String(founderMember) })).code).toBe(0);
    expect((await get('res/api/volunteerTeam/detail', '13800000006', { id: 1 })).data.userRole).toBe('3');
  });

  it('an invitation code joins at once; a team under audit cannot be joined', async () => {
    const code = (await get('res/api/volunteerTeam/inviteCode', '13800000005', { teamId: 2 })).message;
    expect(code).toBe('仅团队管理员可以操作');
    const invite = (await get('res/api/volunteerTeam/inviteCode', '13800000006', { teamId: 1 })).data.inviteCode as string;
    expect((await get('res/api/volunteerTeam/invitation', null, { inviteCode: invite })).data.name).toBe('成都文旅志愿服务队');
    expect((await get('res/api/volunteerTeam/invitation', null, { inviteCode: 'forged' })).message).toBe('邀请码无效');
    const pending = (await c.list('res/api/volunteerTeam/list', {})).datas.length;
    expect(pending).toBeGreaterThan(0);
    const underAudit = await post('res/api/volunteerTeam/apply', '13800000007', { teamId: 7 });
    expect(underAudit.message).toBe('团队尚未通过审核');
    expect((await post('res/api/volunteerTeam/join', '13800000007', { inviteCode: invite })).message).toBe('您已是团队成员');
    // a non-volunteer cannot join a volunteer team, but can join a community group
    expect((await post('res/api/volunteerTeam/apply', '13800000001', { teamId: 2 })).message).toBe('仅注册志愿者可以操作');
    const groups = await c.list('res/api/volunteerTeam/list', { type: 2 });
    const group = groups.datas.find((g) => g.name === '川剧爱好者协会')!;
    expect(
      (await post('res/api/volunteerTeam/apply', '13800000001', { teamId: String(group.id), applyReason: '喜欢川剧' })).data,
    ).toMatchObject({ status: '0' });
  });

  it('a manager renews the invitation code: the old one is no team any more', async () => {
    const old = (await get('res/api/volunteerTeam/inviteCode', '13800000006', { teamId: 1 })).data.inviteCode as string;
    expect((await post('res/api/volunteerTeam/resetInviteCode', '13800000007', { teamId: '1' })).message).toBe('仅团队管理员可以操作');
    expect((await get('res/api/volunteerTeam/inviteCode', '13800000006', { teamId: 1 })).data.inviteCode).toBe(old);
    const renewed = await post('res/api/volunteerTeam/resetInviteCode', '13800000006', { teamId: '1' });
    expect(renewed.code).toBe(0);
    const fresh = renewed.data.inviteCode as string;
    expect(fresh).not.toBe(old);
    expect((await get('res/api/volunteerTeam/inviteCode', '13800000006', { teamId: 1 })).data.inviteCode).toBe(fresh);
    expect((await get('res/api/volunteerTeam/invitation', null, { inviteCode: old })).message).toBe('邀请码无效');
    expect((await get('res/api/volunteerTeam/invitation', null, { inviteCode: fresh })).data.name).toBe('成都文旅志愿服务队');
    expect((await post('res/api/volunteerTeam/join', '13800000001', { inviteCode: old })).message).toBe('邀请码无效');
  });
});

describe('recruitment, shifts and sign-in', () => {
  it('a draft is saved step by step, published with one shift per day, applied to, audited within the quota', async () => {
    const { day: today } = china(c.upstream.now());
    const tomorrow = china(c.upstream.now() + 86_400_000).day;
    const saveAs = (phone: string, body: Record<string, unknown>) => postJson(c, 'res/api/volunteerActivity/save', body, as(phone));
    expect((await saveAs('13800000007', { step: 1, teamId: 1, name: '测试活动', serviceType: '1', summary: '介绍' })).message).toBe(
      '仅团队管理员可以操作',
    );
    expect((await saveAs('13800000005', { step: 2, teamId: 1 })).message).toBe('请先完成上一步');
    const step1 = await saveAs('13800000005', {
      step: 1,
      teamId: 1,
      name: '锦里春节游客服务',
      serviceType: '2',
      summary: '春节期间在锦里提供游客服务。',
    });
    expect(step1.data).toMatchObject({ step: '1', activityStatus: '0' });
    const id = step1.data.id as string;
    expect((await saveAs('13800000005', { id, step: 3, recruitNum: 2 })).message).toBe('请先完成上一步');
    expect(
      (
        await saveAs('13800000005', {
          id,
          step: 2,
          startDate: today,
          endDate: tomorrow,
          startTime: '23:58',
          endTime: '23:59',
          recruitEndDate: today,
          address: '锦里',
          longitude: 104.05,
          latitude: 30.65,
          signRange: 20,
        })
      ).message,
    ).toBe('签到范围不正确');
    const step2 = await saveAs('13800000005', {
      id,
      step: 2,
      startDate: tomorrow,
      endDate: tomorrow,
      startTime: '09:00',
      endTime: '12:00',
      recruitEndDate: today,
      address: '锦里',
      longitude: 104.05,
      latitude: 30.65,
      signRange: 300,
    });
    expect(step2.data).toMatchObject({ step: '2', signRange: '300', startTime: '09:00' });
    expect((await postForm(c, 'res/api/volunteerActivity/publish', { id }, as('13800000005'))).message).toBe('请先完成上一步');
    expect((await saveAs('13800000005', { id, step: 3, recruitNum: 2, requirement: '年满18周岁', integral: 30 })).data).toMatchObject({
      step: '3',
      recruitNum: '2',
    });
    const drafts = await get<{ datas: Item[] }>('res/api/volunteerActivity/drafts', '13800000005', { teamId: 1 });
    expect(drafts.datas.map((d) => d.id)).toContain(id);
    const published = await postForm(c, 'res/api/volunteerActivity/publish', { id }, as('13800000005'));
    expect(published.data).toMatchObject({ activityStatus: '1' });
    // apply, audit within the quota of 2
    const apply = (phone: string) => post('res/api/volunteerActivity/apply', phone, { activityId: id });
    expect((await apply('13800000001')).message).toBe('仅注册志愿者可以操作');
    const a7 = await apply('13800000007');
    expect(a7.data).toMatchObject({ status: '0' });
    expect((await apply('13800000007')).message).toBe('您已报名该活动');
    const a6 = await apply('13800000006');
    const a4 = await apply('13912340001');
    expect((await post('res/api/volunteerActivity/audit', '13800000007', { id: String(a6.data.id), result: 1 })).message).toBe(
      '仅团队管理员可以操作',
    );
    expect((await post('res/api/volunteerActivity/audit', '13800000005', { id: String(a7.data.id), result: 1 })).data).toMatchObject({
      status: '1',
    });
    expect((await post('res/api/volunteerActivity/audit', '13800000005', { id: String(a6.data.id), result: 1 })).data).toMatchObject({
      status: '1',
    });
    expect((await post('res/api/volunteerActivity/audit', '13800000005', { id: String(a4.data.id), result: 1 })).message).toBe(
      '报名名额已满',
    );
    expect((await post('res/api/volunteerActivity/audit', '13800000005', { id: String(a4.data.id), result: 3 })).data).toMatchObject({
      status: '3',
    });
    const detail = await get('res/api/volunteerActivity/detail', '13800000007', { id });
    expect(detail.data).toMatchObject({ passNum: '2', reserveNum: '1', userApplyStatus: '1' });
    const shifts = await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/list', '13800000007', { teamId: 1, scheduleDate: tomorrow });
    const shift = shifts.datas.find((s) => s.activityId === id)!;
    expect(shift).toMatchObject({ maxNum: '2', passNum: '2', userStatus: '1' });
  });

  it('two managers approving the last place of a shift at once: exactly one approval', async () => {
    // the seeded shift six days ahead has 2 places, 1 taken and 2 pending picks
    const { day } = china(testInstant() + 6 * 86_400_000);
    const shifts = await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/list', '13800000005', { teamId: 1, scheduleDate: day });
    const shift = shifts.datas.find((s) => s.activityId === '')!;
    expect(shift).toMatchObject({ maxNum: '2', passNum: '1', auditNum: '2' });
    const picks = await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/picks', '13800000005', {
      scheduleId: String(shift.id),
      status: 0,
    });
    expect(picks.datas).toHaveLength(2);
    const answers = await Promise.all([
      post('res/api/volunteerTeamSchedule/audit', '13800000005', { id: String(picks.datas[0]!.id), pass: 1 }),
      post('res/api/volunteerTeamSchedule/audit', '13800000006', { id: String(picks.datas[1]!.id), pass: 1 }),
    ]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 0)?.message).toBe('该班次名额已满');
    const after = await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/list', '13800000005', { teamId: 1, scheduleDate: day });
    expect(after.datas.find((s) => s.id === shift.id)).toMatchObject({ passNum: '2' });
  });

  it('signs in by location inside the radius only, once; by a rotating code that a forged or old one cannot replace; sign-out counts the service', async () => {
    // the running activity: 13800000007 is on today's shift
    const running = (await c.list('res/api/volunteerActivity/list', { activityStatus: 2 })).datas[0]!;
    const { day } = china(testInstant());
    const shift = (
      await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/list', '13800000007', {
        teamId: String(running.teamId),
        scheduleDate: day,
      })
    ).datas.find((s) => s.activityId === running.id)!;
    expect(shift.userStatus).toBe('1');
    const lat = Number(shift.latitude);
    const lng = Number(shift.longitude);
    const far = await post('res/api/volunteerSignInService/signIn', '13800000007', {
      scheduleId: String(shift.id),
      type: 1,
      longitude: lng + 0.02,
      latitude: lat,
    });
    expect(far.message).toMatch(/^不在签到范围内（距签到点\d+米）$/);
    expect(
      (
        await post('res/api/volunteerSignInService/signIn', '13800000001', {
          scheduleId: String(shift.id),
          type: 1,
          longitude: lng,
          latitude: lat,
        })
      ).message,
    ).toBe('您未报名该班次');
    const signed = await post('res/api/volunteerSignInService/signIn', '13800000007', {
      scheduleId: String(shift.id),
      type: 1,
      longitude: lng + 0.001,
      latitude: lat,
    });
    expect(signed.data).toMatchObject({ signInType: '1', signOutTime: '' });
    expect(Number(signed.data.distance)).toBeGreaterThan(50);
    expect(
      (
        await post('res/api/volunteerSignInService/signIn', '13800000007', {
          scheduleId: String(shift.id),
          type: 1,
          longitude: lng,
          latitude: lat,
        })
      ).message,
    ).toBe('您已签到');

    // codes: only managers get one; a forged one and one two rotations old are refused
    expect((await get('res/api/volunteerSignInService/qrCode', '13800000007', { scheduleId: String(shift.id) })).message).toBe(
      '仅团队管理员可以操作',
    );
    const manager = running.teamId === '1' ? '13800000005' : null;
    expect(manager).not.toBeNull();
    const code = (await get('res/api/volunteerSignInService/qrCode', manager!, { scheduleId: String(shift.id) })).data.qrCode as string;
    expect(code).toMatch(/^VSQ1-\d+-\d+-[0-9a-f]{16}$/);
    const forged = code.replace(/.$/, (ch) => (ch === '0' ? '1' : '0'));
    expect((await post('res/api/volunteerSignInService/signIn', '13800000006', { type: 2, qrCode: forged })).message).toBe('二维码无效');
    // 13800000006 is on the shift too once approved: apply and approve first
    const signOut = await post('res/api/volunteerSignInService/signOut', '13800000007', { scheduleId: String(shift.id) });
    expect(signOut.code).toBe(0);
    expect((await post('res/api/volunteerSignInService/signOut', '13800000007', { scheduleId: String(shift.id) })).message).toBe(
      '您已签退',
    );
    await c.dev.advanceClock(70_000);
    expect((await post('res/api/volunteerSignInService/signIn', '13800000006', { type: 2, qrCode: code })).message).toBe('二维码已过期');
    await c.dev.resetClock();
  });

  it('a make-up request only for a missed sign-in; its approval counts the service, points and honours', async () => {
    // 13800000007 missed the seeded shift of three days ago
    const { day } = china(testInstant() - 3 * 86_400_000);
    const shift = (
      await get<{ datas: Item[] }>('res/api/volunteerTeamSchedule/list', '13800000007', { teamId: 1, scheduleDate: day })
    ).datas.find((s) => s.activityId !== '' && s.userStatus === '1' && s.userSignIn === null)!;
    expect(shift).toBeDefined();
    const start = String(shift.startTime).slice(0, 16);
    const end = String(shift.endTime).slice(0, 16);
    const before = (await get('res/api/volunteerIntegral/records', '13800000007')).data.totalIntegral as string;
    expect(
      (
        await post('res/api/volunteerSignInMakeUp/apply', '13800000007', {
          scheduleId: String(shift.id),
          reason: '',
          signInTime: start,
          signOutTime: end,
        })
      ).message,
    ).toBe('请填写补签原因');
    const filed = await post('res/api/volunteerSignInMakeUp/apply', '13800000007', {
      scheduleId: String(shift.id),
      reason: '手机没电，忘记签到',
      signInTime: start,
      signOutTime: end,
    });
    expect(filed.data).toMatchObject({ status: '0' });
    expect(
      (
        await post('res/api/volunteerSignInMakeUp/apply', '13800000007', {
          scheduleId: String(shift.id),
          reason: '再次',
          signInTime: start,
          signOutTime: end,
        })
      ).message,
    ).toBe('您已提交补签申请');
    expect((await post('res/api/volunteerSignInMakeUp/audit', '13800000007', { id: String(filed.data.id), pass: 1 })).message).toBe(
      '仅团队管理员可以操作',
    );
    // named under another shift, the request is as unknown as a missing one, even to its own team's manager
    const audit = (phone: string, scheduleId: string) =>
      post('res/api/volunteerSignInMakeUp/audit', phone, { id: String(filed.data.id), scheduleId, pass: 1 });
    const otherShift = String(Number(shift.id) + 1);
    expect((await audit('13800000007', otherShift)).message).toBe('补签申请不存在');
    expect((await audit('13800000005', otherShift)).message).toBe('补签申请不存在');
    expect((await audit('13800000005', String(shift.id))).data).toMatchObject({
      status: '1',
    });
    const after = (await get('res/api/volunteerIntegral/records', '13800000007')).data.totalIntegral as string;
    expect(Number(after)).toBeGreaterThan(Number(before));
    const records = await get<{ datas: Item[] }>('res/api/volunteerSignInService/records', '13800000007');
    expect(records.datas.find((r) => r.scheduleId === shift.id)).toMatchObject({ signInType: '4' });
    // a shift already signed in cannot be made up
    expect(
      (
        await post('res/api/volunteerSignInMakeUp/apply', '13800000007', {
          scheduleId: String(shift.id),
          reason: '再次',
          signInTime: start,
          signOutTime: end,
        })
      ).message,
    ).toBe('该班次不能补签');
  });

  it('the ranking (ranking shape) by site, team and month', async () => {
    const site = await c.get<{ data: { data: Item[]; totalCount: number } }>('res/api/volunteer/ranking', { pageSize: 5 });
    expect(site.data.data.map((r) => r.rank)).toEqual(['1', '2', '3', '4', '5']);
    const points = site.data.data.map((r) => Number(r.integral));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const team = await c.get<{ data: { data: Item[]; totalCount: number } }>('res/api/volunteer/ranking', { teamId: 1, pageSize: 50 });
    expect(team.data.totalCount).toBeGreaterThan(5);
    const month = await c.get<{ data: { data: Item[] } }>('res/api/volunteer/ranking', { month: china(c.upstream.now()).day.slice(0, 7) });
    expect(month.data.data.length).toBeGreaterThan(0);
  });
});

/** Chinese characters and the Japanese and Korean scripts: none may show on the English site. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;

/** The language sites: the volunteer area in their language. */
const LANGUAGE_SITES = [
  {
    siteCode: 'site450300',
    language: 'EN',
    inLanguage: (t: string) => !CJK.test(t),
    county: '450302',
    newTeam: 'Karst Trail Friends',
    team: 'Guilin Visitor Welcome Volunteers',
    approved: 'Volunteer registration approved',
    joined: 'Join request accepted',
  },
  {
    siteCode: 'site610100',
    language: 'JAPANESE',
    inLanguage: (t: string) => KANA.test(t),
    county: '610113',
    newTeam: '古都さんぽの会',
    team: '西安観光ボランティア隊',
    approved: 'ボランティア登録が承認されました',
    joined: 'チームへの参加申請が承認されました',
  },
  {
    siteCode: 'site222400',
    language: 'KOREAN',
    inLanguage: (t: string) => HANGUL.test(t),
    county: '222401',
    newTeam: '두만강 산책 모임',
    team: '연길 관광 자원봉사단',
    approved: '자원봉사자 등록이 승인되었습니다',
    joined: '팀 가입 신청이 승인되었습니다',
  },
] as const;

describe('the volunteer area on the language sites', () => {
  it('has teams, activities (recruiting and finished), volunteers, honours, a ranking, banners and projects, written in the site language', async () => {
    for (const s of LANGUAGE_SITES) {
      const { siteCode } = s;
      const expectIn = (text: unknown, what: string) =>
        expect(s.inLanguage(String(text)), `${siteCode} ${what}: ${String(text)}`).toBe(true);
      // the English site: no CJK in any text at all; the others: their script in every sentence and name
      const teams = (await c.list('res/api/volunteerTeam/list', { siteCode, pageSize: 50 })).datas;
      const groups = (await c.list('res/api/volunteerTeam/list', { siteCode, type: 2, pageSize: 50 })).datas;
      expect(teams.length, siteCode).toBeGreaterThanOrEqual(4);
      expect(groups.length, siteCode).toBeGreaterThanOrEqual(1);
      expect(teams.map((t) => t.name)).toContain(s.team);
      for (const t of [...teams, ...groups]) {
        expectIn(t.name, 'team name');
        expectIn(t.summary, 'team summary');
        expect(t.founderId, `${siteCode} ${String(t.name)} has a founder`).not.toBe('');
        expect(Number(t.memberNum)).toBeGreaterThan(1);
        if (s.language !== 'JAPANESE') expectIn(t.regionName, 'team region');
      }
      const activities = (await c.list('res/api/volunteerActivity/list', { siteCode, pageSize: 50 })).datas;
      expect(activities.length, siteCode).toBeGreaterThanOrEqual(5);
      expect(new Set(activities.map((a) => a.activityStatus))).toEqual(new Set(['1', '3']));
      for (const a of activities) {
        expectIn(a.name, 'activity name');
        expectIn(a.summary, 'activity summary');
        expectIn(a.requirement, 'activity requirement');
        expectIn(a.teamName, 'activity team');
        if (s.language !== 'JAPANESE') expectIn(a.address, 'activity address');
        if (a.activityStatus === '3') expect(Number(a.passNum), `${siteCode} ${String(a.name)} had volunteers`).toBeGreaterThan(0);
      }
      const volunteers = (await c.list('res/api/volunteer/list', { siteCode, pageSize: 50 })).datas;
      expect(volunteers.length, siteCode).toBeGreaterThanOrEqual(10);
      for (const v of volunteers) {
        if (s.language !== 'JAPANESE') expectIn(v.realName, 'volunteer name');
        expect(String(v.realName), 'names are masked').toMatch(/\*|\.$/);
      }
      // a name search sees the masked names only; LIKE's wildcards match themselves
      const shown = String(volunteers[0]!.realName);
      const search = async (keyword: string) => (await c.list('res/api/volunteer/list', { siteCode, pageSize: 50, keyword })).datas;
      expect((await search(shown)).map((v) => v.realName)).toContain(shown);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      const served = volunteers.find((v) => Number(v.serviceTime) > 0)!;
      expect(served, `${siteCode}: someone has served`).toBeDefined();
      const detail = await c.get('res/api/volunteer/detail', { siteCode, id: String(served.id) });
      expectIn(detail.data.intro, 'volunteer intro');
      const records = (await c.list('res/api/volunteer/serviceRecords', { siteCode, volunteerId: String(served.id) })).datas;
      expect(records.length).toBeGreaterThan(0);
      for (const r of records) expectIn(r.teamName, 'record team');
      const honours = (await c.list('res/api/volunteerHonour/list', { siteCode })).datas;
      expect(honours).toHaveLength(7);
      for (const h of honours) {
        expectIn(h.name, 'honour name');
        expectIn(h.rule, 'honour rule');
      }
      const ranking = await c.get<{ data: { data: Item[]; totalCount: number } }>('res/api/volunteer/ranking', { siteCode, pageSize: 5 });
      expect(ranking.data.totalCount).toBeGreaterThanOrEqual(10);
      expect(Number(ranking.data.data[0]!.integral)).toBeGreaterThan(0);
      const index = await c.get('res/api/volunteer/index', { siteCode });
      const banners = index.data.banners as Item[];
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) expectIn(b.title, 'banner');
      expect(Number(index.data.serviceTime)).toBeGreaterThan(0);
      const first = teams.find((t) => t.name === s.team)!;
      const projects = await c.get<{ datas: Item[] }>('res/api/volunteerTeam/projects', { siteCode, teamId: String(first.id) });
      expect(projects.datas.length).toBeGreaterThan(0);
      for (const p of projects.datas) expectIn(p.name, 'project');
      // the service menu's volunteer entries, in the site language
      const menu = (await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE' })).datas;
      for (const code of ['VOLUNTEER_SERVICE', 'VOLUNTEER', 'VOLUNTEER_LIST', 'COMMUNITY']) {
        const entry = menu.find((m) => m.menuCode === code);
        expect(entry, `${siteCode} ${code}`).toBeDefined();
        expectIn(entry!.name, `menu ${code}`);
      }
    }
  });

  it('writes its messages in the site language: an approved registration, a join request, an honour, an activity application', async () => {
    for (const [i, s] of LANGUAGE_SITES.entries()) {
      const { siteCode } = s;
      const expectIn = (text: unknown, what: string) =>
        expect(s.inLanguage(String(text)), `${siteCode} ${what}: ${String(text)}`).toBe(true);
      const on = (phone: string) => ({ siteCode, token: tokens[phone]! });
      const founder = `1391235000${i * 2 + 1}`;
      const member = `1391235000${i * 2 + 2}`;
      for (const phone of [founder, member]) {
        tokens[phone] = (await login(c, phone)).userToken;
        const form = {
          realName: 'Lin Yu',
          phone: sm4Encrypt(phone),
          gender: '2',
          birthday: '1996-05-04',
          skills: '2',
          serviceAreas: '2',
          availability: '3',
          photo: await uploadPng(tokens[phone]!),
        };
        expect((await postForm(c, 'res/api/volunteer/apply', form, on(phone))).code).toBe(0);
        expect((await devPost('/__dev/volunteers/audit', { phone, pass: true })).code).toBe(0);
      }
      const approval = await c.get<{ datas: Item[] }>('res/api/volunteer/messages', on(member));
      expect(approval.datas.map((m) => m.title)).toContain(s.approved);
      // the founder's team (approved by the platform); the member asks to join, the founder accepts
      const created = await postForm(
        c,
        'res/api/volunteerTeam/create',
        {
          type: 1,
          name: s.newTeam,
          logo: await uploadPng(tokens[founder]!),
          region: s.county,
          serviceType: 2,
          introduce: s.newTeam,
        },
        on(founder),
      );
      expect(created.code, created.message).toBe(0);
      const teamId = String((created.data as Item).id);
      expect((await devPost('/__dev/volunteers/auditTeam', { teamId, pass: true })).code).toBe(0);
      expect((await postForm(c, 'res/api/volunteerTeam/apply', { teamId, applyReason: '-' }, on(member))).code).toBe(0);
      const pending = await c.get<{ datas: Item[] }>('res/api/volunteerTeam/members', { ...on(founder), teamId, status: 0 });
      expect((await postForm(c, 'res/api/volunteerTeam/audit', { id: String(pending.datas[0]!.id), pass: 1 }, on(founder))).code).toBe(0);
      const after = (await c.get<{ datas: Item[] }>('res/api/volunteer/messages', on(member))).datas;
      expect(after.map((m) => m.title)).toContain(s.joined);
      for (const m of after) {
        expectIn(m.title, 'message title');
        expectIn(m.content, 'message content');
      }
      const points = await c.get<{ datas: Item[] }>('res/api/volunteerIntegral/records', on(member));
      expect(points.datas.length, `${siteCode}: the team newcomer honour's points`).toBeGreaterThan(0);
      for (const p of points.datas) expectIn(p.title, 'points title');
      // an activity of the team: the member applies, the founder accepts
      const tomorrow = china(c.upstream.now() + 86_400_000).day;
      const save = (body: Record<string, unknown>) => postJson(c, 'res/api/volunteerActivity/save', body, on(founder));
      const step1 = await save({ step: 1, teamId, name: s.newTeam, serviceType: '2', summary: s.newTeam });
      const id = step1.data.id as string;
      expect(
        (
          await save({
            id,
            step: 2,
            startDate: tomorrow,
            endDate: tomorrow,
            startTime: '09:00',
            endTime: '12:00',
            recruitEndDate: tomorrow,
            address: s.newTeam,
            longitude: 110.29,
            latitude: 25.27,
            signRange: 300,
          })
        ).code,
      ).toBe(0);
      expect((await save({ id, step: 3, recruitNum: 2, requirement: '-', integral: 10 })).code).toBe(0);
      expect((await postForm(c, 'res/api/volunteerActivity/publish', { id }, on(founder))).code).toBe(0);
      const applied = await postForm(c, 'res/api/volunteerActivity/apply', { activityId: id }, on(member));
      expect((await postForm(c, 'res/api/volunteerActivity/audit', { id: String(applied.data.id), result: 1 }, on(founder))).code).toBe(0);
      const last = (await c.get<{ datas: Item[] }>('res/api/volunteer/messages', on(member))).datas[0]!;
      expect(last.title).not.toBe('报名已通过');
      expectIn(last.title, 'activity message');
      expect(String(last.content)).toContain(s.newTeam);
    }
  });
});

describe('the demo data at any hour of the China day', () => {
  // The shift "under way now" is made around the seeding clock: in a day's last minute none is
  // (the day's window ends at 23:59), and the manager's sign-in is not added a second time.
  const CHINA_HOURS = ['00:00:30', '10:30:00', '19:59:59', '23:58:59', '23:59:30'];
  for (const hour of CHINA_HOURS) {
    it(`generates at ${hour} China time, the manager signed in on the shift under way when there is one`, async () => {
      const { openDatabase } = await import('../src/db/connection.ts');
      const nowMs = Date.parse(`2026-06-10T${hour}+08:00`);
      const db = openDatabase(':memory:', nowMs);
      try {
        const signedIn = db
          .prepare(
            `SELECT s.start_at, s.end_at FROM volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id JOIN users u ON u.id = i.user_id
           WHERE u.phone = '13800000005' AND s.start_at <= ? AND s.end_at > ?`,
          )
          .all(nowMs, nowMs) as { start_at: number; end_at: number }[];
        expect(signedIn.length).toBe(hour === '23:59:30' ? 0 : 1);
      } finally {
        db.close();
      }
    });
  }
});
