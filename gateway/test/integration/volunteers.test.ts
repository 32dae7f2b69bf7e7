import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInstant } from '@ctp/upstream/testing';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The volunteer area against the real reference upstream: every validation and role rule of
 * the gateway (refused before any write), the concurrency of the last place, the radius and the
 * rotating code, make-up requests, points and honours, and batching.
 */

let h: Harness;
/** The gateway's clock follows the upstream's dev clock (sign-in windows, code rotation). */
let offsetMs = 0;
const tokens: Record<string, string> = {};

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, phone?: string, language = 'EN') {
  return h.gql<T>(query, variables, { ...(phone ? { 'x-token': tokens[phone]! } : {}), 'x-language': language });
}

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, phone?: string): Promise<T> {
  const r = await gql<T>(query, variables, phone);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

/** The first payload's error codes of a mutation. */
async function codes(query: string, variables: Record<string, unknown>, phone: string): Promise<string[]> {
  const data = await ok(query, variables, phone);
  return (Object.values(data)[0] as { errors: { code: string }[] }).errors.map((e) => e.code);
}

const gid = (type: string, raw: string | number) => Buffer.from(`${type}:${raw}`).toString('base64url');

/** China-time day and `HH:mm` of an instant. */
function china(ms: number): { day: string; time: string } {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}
/** Now by the system's clock (the upstream's, which the gateway follows). */
const now = () => h.now();
/**
 * A China-time day of the demo seed's calendar, `days` from the day it ran: the seed's dates are
 * relative to the instant it ran at (the run's first), not to the shifted clock of late evenings (see beforeAll).
 */
const seededDay = (days: number) => china(testInstant() + days * 86_400_000).day;

/** A valid tiny PNG. */
function png(): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((2 * 3 + 1) * 2);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

async function upload(phone: string): Promise<string> {
  const r = await h.gqlUpload(
    'mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }',
    { input: { file: null, kind: 'IMAGE' } },
    { 'input.file': { bytes: png(), name: 'me.png', type: 'image/png' } },
    { 'x-token': tokens[phone]! },
  );
  return r.data!.uploadFile.file.id as string;
}

async function whois(phone: string): Promise<{ userId: number; teams: { teamId: number; role: string; memberId: number }[] }> {
  const r = (await h.dev.control('GET', `volunteers/whois?phone=${phone}&siteCode=site510100`)) as { data: never };
  return r.data;
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  // a recruitment created "now" must start later the same China day: late evenings run on tomorrow morning
  const hour = Number(china(now()).time.slice(0, 2));
  if (hour >= 22) {
    offsetMs = 10 * 3_600_000;
    await h.dev.setClock({ offsetMs });
  }
  for (const phone of ['13800000001', '13800000005', '13800000006', '13800000007', '13912340100']) tokens[phone] = await h.signIn(phone);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const TEAM_ONE = gid('VolunteerTeam', 1);

describe('browsing', () => {
  it('offers the forms every skill, service area and availability of the schema, in its order', async () => {
    const data = await ok(`{
      volunteerFormChoices { skills serviceTypes availability }
      skill: __type(name: "VolunteerSkill") { enumValues { name } }
      serviceType: __type(name: "VolunteerServiceType") { enumValues { name } }
      availability: __type(name: "VolunteerAvailability") { enumValues { name } }
    }`);
    const names = (t: { enumValues: { name: string }[] }) => t.enumValues.map((v) => v.name);
    expect(data.volunteerFormChoices).toEqual({
      skills: names(data.skill),
      serviceTypes: names(data.serviceType),
      availability: names(data.availability),
    });
    expect(data.volunteerFormChoices.skills[0]).toBe('FIRST_AID');
  });

  it('the home, volunteers (masked names, stars 1-10), teams with their founders in a fixed number of calls', async () => {
    const home = await gql(`{ volunteerHome { banners { title path image { url } } volunteerCount teamCount activityCount serviceHours }
      recruitmentActivities(first: 5, status: RECRUITING) { totalCount edges { node { upstreamId name teamName status remaining detailPath } } } }`);
    expect(home.upstreamCalls).toBe(2);
    expect(home.data.volunteerHome.banners.length).toBeGreaterThanOrEqual(2);
    expect(home.data.volunteerHome.volunteerCount).toBeGreaterThan(20);
    expect(home.data.recruitmentActivities.edges.every((e: any) => e.node.status === 'RECRUITING' && e.node.teamName)).toBe(true);
    // each opens its own page, by the upstream's id
    for (const e of home.data.recruitmentActivities.edges) expect(e.node.detailPath).toBe(`/volunteer-activity-desc/${e.node.upstreamId}`);

    const volunteers = await ok(
      '{ volunteers(first: 10) { totalCount edges { node { name starRating serviceHours skills detailPath } } } }',
    );
    const first = volunteers.volunteers.edges[0].node;
    expect(first.name).toMatch(/\*|\.$/);
    expect(first.starRating).toBeGreaterThanOrEqual(1);
    expect(first.starRating).toBeLessThanOrEqual(10);
    const hours = volunteers.volunteers.edges.map((e: any) => e.node.serviceHours);
    expect([...hours].sort((a, b) => b - a)).toEqual(hours);

    const teams = await gql(
      '{ volunteerTeams(first: 20) { totalCount edges { node { name memberCount founder { name starRating } detailPath } } } }',
    );
    expect(teams.upstreamCalls, 'the team list and ONE listByIds of founders').toBe(2);
    expect(teams.data.volunteerTeams.edges.every((e: any) => e.node.founder?.name)).toBe(true);
    const groups = await ok('{ volunteerTeams(first: 20, kind: COMMUNITY_GROUP) { edges { node { kind detailPath } } } }');
    expect(groups.volunteerTeams.edges[0].node).toMatchObject({
      kind: 'COMMUNITY_GROUP',
      detailPath: expect.stringMatching(/^\/group-desc\//),
    });
  });

  it('a name search matches the masked name the list shows, never a hidden character; % and _ match themselves', async () => {
    const SEARCH = 'query($k: String!) { volunteers(first: 50, keyword: $k) { totalCount edges { node { name } } } }';
    const names = async (k: string): Promise<string[]> => (await ok(SEARCH, { k })).volunteers.edges.map((e: any) => e.node.name);
    // the founder 王建国 is listed as 王*国
    expect(await names('王')).toContain('王*国');
    expect(await names('王*国')).toContain('王*国');
    expect(await names('王建国')).toEqual([]);
    const middle = await names('建');
    expect(middle).not.toContain('王*国');
    for (const name of middle) expect(name).toContain('建');
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('王_国')).toEqual([]);
  });

  it('a team detail in its minimum calls; the ranking by site, team and month; honours', async () => {
    const detail = await gql(
      `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { name intro founder { name } memberCount
      members(first: 6) { edges { node { name role } } } activities(first: 3) { totalCount edges { node { name } } } projects { name cover { url } } } } }`,
      { id: TEAM_ONE },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.upstreamCalls).toBe(5);
    expect(detail.data.node.members.edges[0].node.role).toBe('FOUNDER');
    const month = china(now()).day.slice(0, 7);
    const ranking = await ok(
      `query($team: ID!, $m: String!) { site: volunteerRanking(first: 3) { edges { node { rank points volunteer { name } } } }
      team: volunteerRanking(first: 50, teamId: $team) { totalCount } month: volunteerRanking(first: 3, month: $m, orderBy: SERVICE_HOURS) { edges { node { rank serviceHours } } } }`,
      { team: TEAM_ONE, m: month },
    );
    expect(ranking.site.edges.map((e: any) => e.node.rank)).toEqual([1, 2, 3]);
    expect(ranking.team.totalCount).toBeGreaterThan(5);
    const bad = await gql('{ volunteerRanking(month: "2026-13") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const honours = await ok('{ volunteerHonours { name rule earned } }');
    expect(honours.volunteerHonours).toHaveLength(7);
    expect(honours.volunteerHonours.every((x: any) => x.earned === false)).toBe(true);
  });
});

const APPLY = `mutation($in: ApplyVolunteerInput!) { applyVolunteer(input: $in) { application { status realName maskedPhone skills } errors { code field limit message } } }`;

describe('becoming a volunteer', () => {
  it('refuses each invalid field before any call, in the client language; then a pending application; twice is refused; approval makes the user a volunteer', async () => {
    const phone = '13912340100';
    const photo = await upload(phone);
    const good = {
      realName: '赵一帆',
      phone,
      gender: 'MALE',
      birthDate: '1998-05-20',
      skills: ['FIRST_AID', 'GUIDING'],
      serviceAreas: ['CULTURE'],
      availability: ['WEEKEND'],
      photo,
    };
    await h.dev.resetCalls();
    const bad = await ok(
      APPLY,
      {
        in: {
          realName: ' ',
          phone: '123',
          gender: 'MALE',
          birthDate: china(now()).day,
          skills: [],
          serviceAreas: ['CULTURE', 'EVENTS', 'COMMUNITY', 'ENVIRONMENT'],
          availability: [],
          photo: null,
          intro: 'x'.repeat(201),
        },
      },
      phone,
    );
    expect(bad.applyVolunteer.errors.map((e: any) => e.code)).toEqual([
      'TEXT_INVALID',
      'PHONE_INVALID',
      'BIRTH_DATE_INVALID',
      'SKILLS_INVALID',
      'SERVICE_AREAS_INVALID',
      'AVAILABILITY_REQUIRED',
      'IMAGE_REQUIRED',
      'TEXT_INVALID',
    ]);
    expect(bad.applyVolunteer.errors[2]).toMatchObject({
      field: 'birthDate',
      limit: 14,
      message: 'Please enter a valid date of birth (you must be at least 14).',
    });
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/volunteer/apply');
    const notAnUpload = await ok(APPLY, { in: { ...good, photo: gid('Image', 1) } }, phone);
    expect(notAnUpload.applyVolunteer.errors.map((e: any) => e.code)).toEqual(['FILE_UNKNOWN']);

    const applied = await ok(APPLY, { in: good }, phone);
    expect(applied.applyVolunteer).toEqual({
      application: { status: 'PENDING', realName: '赵一帆', maskedPhone: '139****0100', skills: ['FIRST_AID', 'GUIDING'] },
      errors: [],
    });
    const again = await gql(APPLY, { in: good }, phone, 'FRENCH');
    expect(again.data.applyVolunteer.errors).toEqual([
      {
        code: 'VOLUNTEER_ALREADY_APPLIED',
        field: null,
        limit: null,
        message: 'Vous avez déjà une candidature en cours, ou vous êtes déjà bénévole.',
      },
    ]);
    const status = '{ viewer { user { isVolunteer volunteerApplication { status rejectReason volunteer { name } } } } }';
    expect((await ok(status, {}, phone)).viewer.user).toEqual({
      isVolunteer: false,
      volunteerApplication: { status: 'PENDING', rejectReason: null, volunteer: null },
    });
    await h.dev.control('POST', 'volunteers/audit', { phone, pass: true });
    expect((await ok(status, {}, phone)).viewer.user).toEqual({
      isVolunteer: true,
      volunteerApplication: { status: 'APPROVED', rejectReason: null, volunteer: { name: '赵*帆' } },
    });
    const menu = await ok('{ site { serviceMenu { code path } } }', {}, phone);
    expect(menu.site.serviceMenu.find((e: any) => e.code === 'VOLUNTEER_SERVICE').path).toBe('/volunteers');
  });
});

const DECIDE_JOIN = `mutation($in: DecideJoinApplicationInput!) { decideJoinApplication(input: $in) { member { status role name } team { memberCount } errors { code message } } }`;
const SET_MANAGER = `mutation($in: SetTeamManagerInput!) { setTeamManager(input: $in) { member { role } errors { code message } } }`;
const REMOVE = `mutation($in: RemoveTeamMemberInput!) { removeTeamMember(input: $in) { member { status } errors { code } } }`;
const TRANSFER = `mutation($in: TransferTeamFounderInput!) { transferTeamFounder(input: $in) { member { role } team { viewerRole } errors { code } } }`;
const LEAVE = `mutation($in: LeaveTeamInput!) { leaveTeam(input: $in) { team { viewerRole } errors { code message } } }`;

describe("team roles (every role rule is the gateway's)", () => {
  it('each role sees what it may do', async () => {
    const Q = `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { viewerRole viewerCan { applyToJoin leave manageMembers manageRoles manageSchedule invite } joinApplications(first: 5) { totalCount } invitation { path } } } }`;
    const as = async (phone?: string) => (await ok(Q, { id: TEAM_ONE }, phone)).node;
    expect(await as()).toMatchObject({
      viewerRole: 'NONE',
      viewerCan: { applyToJoin: false, manageMembers: false },
      joinApplications: null,
      invitation: null,
    });
    expect(await as('13800000007')).toMatchObject({
      viewerRole: 'MEMBER',
      viewerCan: { leave: true, manageMembers: false, manageRoles: false },
      joinApplications: null,
      invitation: null,
    });
    const manager = await as('13800000005');
    expect(manager).toMatchObject({
      viewerRole: 'MANAGER',
      viewerCan: { leave: true, manageMembers: true, manageRoles: false, manageSchedule: true, invite: true },
    });
    expect(manager.joinApplications.totalCount).toBeGreaterThanOrEqual(2);
    expect(manager.invitation.path).toMatch(/^\/team-invitation\?code=/);
    expect(await as('13800000006')).toMatchObject({ viewerRole: 'FOUNDER', viewerCan: { leave: false, manageRoles: true } });
    expect((await as('13800000001')).viewerCan.applyToJoin, 'not a volunteer').toBe(false);
    expect((await as('13912340100')).viewerCan.applyToJoin, 'a volunteer since the test above').toBe(true);
  });

  it("a member calling a manager's or the founder's mutation gets a typed, localized refusal and nothing changes", async () => {
    const apps = await ok(
      `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { joinApplications(first: 5) { edges { node { id status viewerCan { decide } } } } } } }`,
      { id: TEAM_ONE },
      '13800000005',
    );
    const applicant = apps.node.joinApplications.edges[0].node;
    expect(applicant.viewerCan.decide).toBe(true);
    const refused = await gql(DECIDE_JOIN, { in: { memberId: applicant.id, approve: true } }, '13800000007', 'CN');
    expect(refused.data.decideJoinApplication.errors).toEqual([{ code: 'TEAM_MANAGER_REQUIRED', message: '仅团队管理员或负责人可以操作' }]);
    const seven = await whois('13800000007');
    const sevenMember = gid('TeamMember', `1.${seven.teams.find((t) => t.teamId === 1)!.memberId}`);
    for (const [query, input] of [
      [REMOVE, { memberId: sevenMember }],
      [
        `mutation($in: PostTeamNoticeInput!) { postTeamNotice(input: $in) { sentCount errors { code } } }`,
        { teamId: TEAM_ONE, title: '通知', content: '明天集合' },
      ],
      [
        `mutation($in: SaveShiftInput!) { saveShift(input: $in) { shift { id } errors { code } } }`,
        { teamId: TEAM_ONE, title: '值班', date: china(now() + 2 * 86_400_000).day, startTime: '09:00', endTime: '10:00', quota: 2 },
      ],
      [
        `mutation($in: SaveRecruitmentDraftInput!) { saveRecruitmentDraft(input: $in) { activity { id } errors { code } } }`,
        { teamId: TEAM_ONE, basics: { name: '活动', serviceType: 'CULTURE', summary: '介绍' } },
      ],
    ] as const) {
      expect(await codes(query, { in: input }, '13800000007')).toEqual(['TEAM_MANAGER_REQUIRED']);
    }
    // a manager calling the founder's mutations
    expect(await codes(SET_MANAGER, { in: { memberId: sevenMember, manager: true } }, '13800000005')).toEqual(['TEAM_FOUNDER_REQUIRED']);
    expect(await codes(TRANSFER, { in: { memberId: sevenMember } }, '13800000005')).toEqual(['TEAM_FOUNDER_REQUIRED']);
    const five = await whois('13800000005');
    const fiveMember = gid('TeamMember', `1.${five.teams.find((t) => t.teamId === 1)!.memberId}`);
    expect(await codes(REMOVE, { in: { memberId: fiveMember } }, '13800000005'), 'oneself').toEqual(['CANNOT_TARGET_SELF']);
    const six = await whois('13800000006');
    const founderMember = gid('TeamMember', `1.${six.teams.find((t) => t.teamId === 1)!.memberId}`);
    expect(await codes(REMOVE, { in: { memberId: founderMember } }, '13800000005')).toEqual(['FOUNDER_PROTECTED']);
    const leave = await gql(LEAVE, { in: { teamId: TEAM_ONE } }, '13800000006', 'EN');
    expect(leave.data.leaveTeam.errors).toEqual([
      { code: 'FOUNDER_MUST_TRANSFER', message: 'As the founder, hand the founder role to a member before leaving the team.' },
    ]);
    expect(
      (await ok(`query($id: ID!) { node(id: $id) { ... on VolunteerTeam { viewerRole } } }`, { id: TEAM_ONE }, '13800000006')).node
        .viewerRole,
    ).toBe('FOUNDER');
  });

  it('a manager approves a member; the founder makes them a manager, then a member again; transfer and back', async () => {
    const apps = await ok(
      `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { memberCount joinApplications(first: 5) { edges { node { id name } } } } } }`,
      { id: TEAM_ONE },
      '13800000005',
    );
    const before = apps.node.memberCount;
    const [first, second] = apps.node.joinApplications.edges.map((e: any) => e.node);
    expect(first.name, 'managers see the full name').not.toMatch(/\*/);
    const approved = await ok(DECIDE_JOIN, { in: { memberId: first.id, approve: true } }, '13800000005');
    expect(approved.decideJoinApplication).toMatchObject({
      errors: [],
      member: { status: 'JOINED', role: 'MEMBER' },
      team: { memberCount: before + 1 },
    });
    expect(await codes(DECIDE_JOIN, { in: { memberId: first.id, approve: false } }, '13800000006')).toEqual(['ALREADY_DECIDED']);
    const rejected = await ok(DECIDE_JOIN, { in: { memberId: second.id, approve: false, reason: '名额有限' } }, '13800000005');
    expect(rejected.decideJoinApplication.member.status).toBe('REJECTED');
    expect((await ok(SET_MANAGER, { in: { memberId: first.id, manager: true } }, '13800000006')).setTeamManager).toEqual({
      member: { role: 'MANAGER' },
      errors: [],
    });
    expect((await ok(SET_MANAGER, { in: { memberId: first.id, manager: false } }, '13800000006')).setTeamManager).toEqual({
      member: { role: 'MEMBER' },
      errors: [],
    });
    const five = await whois('13800000005');
    const fiveMember = gid('TeamMember', `1.${five.teams.find((t) => t.teamId === 1)!.memberId}`);
    expect((await ok(TRANSFER, { in: { memberId: fiveMember } }, '13800000006')).transferTeamFounder).toEqual({
      member: { role: 'FOUNDER' },
      team: { viewerRole: 'MANAGER' },
      errors: [],
    });
    const six = await whois('13800000006');
    const sixMember = gid('TeamMember', `1.${six.teams.find((t) => t.teamId === 1)!.memberId}`);
    expect((await ok(TRANSFER, { in: { memberId: sixMember } }, '13800000005')).transferTeamFounder.errors).toEqual([]);
    // joining: not a volunteer, a team under audit, already a member
    const JOIN = `mutation($in: ApplyToJoinTeamInput!) { applyToJoinTeam(input: $in) { team { viewerRole } errors { code } } }`;
    expect(await codes(JOIN, { in: { teamId: gid('VolunteerTeam', 2) } }, '13800000001')).toEqual(['VOLUNTEER_REQUIRED']);
    expect(await codes(JOIN, { in: { teamId: gid('VolunteerTeam', 7) } }, '13800000007')).toEqual(['TEAM_NOT_APPROVED']);
    expect(await codes(JOIN, { in: { teamId: TEAM_ONE } }, '13800000007')).toEqual(['ALREADY_TEAM_MEMBER']);
    expect((await ok(JOIN, { in: { teamId: gid('VolunteerTeam', 3), reason: '想参加环保活动' } }, '13912340100')).applyToJoinTeam).toEqual({
      team: { viewerRole: 'APPLICANT' },
      errors: [],
    });
    expect(await codes(JOIN, { in: { teamId: gid('VolunteerTeam', 3) } }, '13912340100')).toEqual(['JOIN_ALREADY_PENDING']);
    // by invitation: at once
    const invitation = (
      await ok(`query($id: ID!) { node(id: $id) { ... on VolunteerTeam { invitation { code } } } }`, { id: TEAM_ONE }, '13800000005')
    ).node.invitation.code;
    expect(
      await codes(`mutation { joinTeamByInvitation(input: { code: "forged-code" }) { team { id } errors { code } } }`, {}, '13912340100'),
    ).toEqual(['INVITATION_INVALID']);
    const joined = await ok(
      `mutation($c: String!) { joinTeamByInvitation(input: { code: $c }) { team { viewerRole } errors { code } } }`,
      { c: invitation },
      '13912340100',
    );
    expect(joined.joinTeamByInvitation).toEqual({ team: { viewerRole: 'MEMBER' }, errors: [] });
    expect((await ok(LEAVE, { in: { teamId: TEAM_ONE } }, '13912340100')).leaveTeam).toEqual({ team: { viewerRole: 'NONE' }, errors: [] });
    // one who left may come back by the code; one the team removed may not (an application, which a manager decides, still may)
    const byCode = `mutation($c: String!) { joinTeamByInvitation(input: { code: $c }) { team { viewerRole } errors { code message } } }`;
    expect((await ok(byCode, { c: invitation }, '13912340100')).joinTeamByInvitation.errors).toEqual([]);
    const member = (await whois('13912340100')).teams.find((t) => t.teamId === 1)!.memberId;
    expect(await codes(REMOVE, { in: { memberId: gid('TeamMember', `1.${member}`) } }, '13800000005')).toEqual([]);
    const again = await gql(byCode, { c: invitation }, '13912340100', 'CN');
    expect(again.data.joinTeamByInvitation).toEqual({
      team: null,
      errors: [{ code: 'REJOIN_BY_CODE_REFUSED', message: '您已被该团队移出或拒绝，不能凭邀请码加入，请重新申请' }],
    });
    expect(
      (await ok('query($id: ID!) { node(id: $id) { ... on VolunteerTeam { viewerRole } } }', { id: TEAM_ONE }, '13912340100')).node,
    ).toEqual({
      viewerRole: 'NONE',
    });
    // asking to join is still open to them; turned down, the code does not let them in either
    expect(await codes(JOIN, { in: { teamId: TEAM_ONE, reason: '再试一次' } }, '13912340100')).toEqual([]);
    const declined = await ok(DECIDE_JOIN, { in: { memberId: gid('TeamMember', `1.${member}`), approve: false } }, '13800000005');
    expect(declined.decideJoinApplication.member.status).toBe('REJECTED');
    expect(await codes(byCode, { c: invitation }, '13912340100')).toEqual(['REJOIN_BY_CODE_REFUSED']);
  });

  it('a manager renews the invitation code: the old one stops letting anyone in; members cannot renew it', async () => {
    const INVITE = `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { invitation { code path } } } }`;
    const RENEW = `mutation($in: RenewTeamInvitationInput!) { renewTeamInvitation(input: $in) { team { invitation { code path } } errors { code field } } }`;
    const old = (await ok(INVITE, { id: TEAM_ONE }, '13800000005')).node.invitation.code;
    expect(await codes(RENEW, { in: { teamId: TEAM_ONE } }, '13800000007'), 'a member').toEqual(['TEAM_MANAGER_REQUIRED']);
    expect((await gql(RENEW, { in: { teamId: TEAM_ONE } })).errors?.[0]?.extensions?.code, 'anonymous').toBe('UNAUTHENTICATED');
    expect((await ok(INVITE, { id: TEAM_ONE }, '13800000005')).node.invitation.code, 'a refused renewal changes nothing').toBe(old);
    const renewed = (await ok(RENEW, { in: { teamId: TEAM_ONE } }, '13800000005')).renewTeamInvitation;
    expect(renewed.errors).toEqual([]);
    const fresh = renewed.team.invitation.code;
    expect(fresh).not.toBe(old);
    expect(renewed.team.invitation.path).toBe(`/team-invitation?code=${encodeURIComponent(fresh)}`);
    expect((await ok(INVITE, { id: TEAM_ONE }, '13800000005')).node.invitation.code).toBe(fresh);
    const byCode = `mutation($c: String!) { joinTeamByInvitation(input: { code: $c }) { team { id } errors { code } } }`;
    expect(await codes(byCode, { c: old }, '13912340100'), 'the old code is no team').toEqual(['INVITATION_INVALID']);
    expect(
      (await ok(`query($c: String!) { volunteerTeamInvitation(code: $c) { id } }`, { c: old })).volunteerTeamInvitation,
      'the old invitation page finds nothing',
    ).toBeNull();
    expect((await ok(`query($c: String!) { volunteerTeamInvitation(code: $c) { id } }`, { c: fresh })).volunteerTeamInvitation).toEqual({
      id: TEAM_ONE,
    });
  });

  it('creates a team that waits for its audit; validates it first', async () => {
    const CREATE = `mutation($in: CreateVolunteerTeamInput!) { createVolunteerTeam(input: $in) { team { name status viewerRole kind } errors { code field } } }`;
    const bad = await ok(
      CREATE,
      { in: { kind: 'TEAM', name: '', logo: null, regionCode: '999999', serviceType: 'CULTURE', intro: '' } },
      '13800000007',
    );
    expect(bad.createVolunteerTeam.errors.map((e: any) => `${e.code}:${e.field}`)).toEqual([
      'TEXT_INVALID:name',
      'TEXT_INVALID:intro',
      'IMAGE_REQUIRED:logo',
      'REGION_INVALID:regionCode',
    ]);
    expect(
      await codes(
        CREATE,
        {
          in: {
            kind: 'TEAM',
            name: '新团队',
            logo: await upload('13800000001'),
            regionCode: '510104',
            serviceType: 'CULTURE',
            intro: '简介',
          },
        },
        '13800000001',
      ),
    ).toEqual(['VOLUNTEER_REQUIRED']);
    const logo = await upload('13800000007');
    const taken = await ok(
      CREATE,
      { in: { kind: 'TEAM', name: '成都文旅志愿服务队', logo, regionCode: '510104', serviceType: 'CULTURE', intro: '简介' } },
      '13800000007',
    );
    expect(taken.createVolunteerTeam.errors.map((e: any) => e.code)).toEqual(['TEAM_NAME_TAKEN']);
    const created = await ok(
      CREATE,
      {
        in: {
          kind: 'TEAM',
          name: '武侯文明劝导队',
          logo,
          regionCode: '510107',
          serviceType: 'TRAFFIC_CIVILITY',
          intro: '在武侯区开展文明交通劝导。',
        },
      },
      '13800000007',
    );
    expect(created.createVolunteerTeam).toEqual({
      team: { name: '武侯文明劝导队', status: 'PENDING', viewerRole: 'FOUNDER', kind: 'TEAM' },
      errors: [],
    });
    const mine = await ok('{ viewer { user { volunteerTeams(first: 10) { edges { node { name status } } } } } }', {}, '13800000007');
    expect(mine.viewer.user.volunteerTeams.edges.map((e: any) => e.node)).toContainEqual({ name: '武侯文明劝导队', status: 'PENDING' });
  });
});

const SAVE = `mutation($in: SaveRecruitmentDraftInput!) { saveRecruitmentDraft(input: $in) { activity { id status draftStep name dailyStartTime signInRadius quota } errors { code field limit } } }`;
const APPLY_TO = `mutation($in: ApplyToRecruitmentInput!) { applyToRecruitment(input: $in) { application { id status } activity { approvedCount pendingCount viewerCanApply } errors { code } } }`;
const DECIDE = `mutation($in: DecideRecruitmentApplicationInput!) { decideRecruitmentApplication(input: $in) { application { status } activity { approvedCount reserveCount remaining } errors { code limit } } }`;
const SHIFTS = `query($id: ID!) { node(id: $id) { ... on RecruitmentActivity { shifts { id date signInOpen viewerStatus viewerCanSignIn location { longitude latitude } signInRadius } } } }`;

let activityId = '';
const POINT = { longitude: 104.0657, latitude: 30.6574 };

describe('recruitment in three steps, applications, sign-in', () => {
  it('saves the steps in order with their validations, then publishes one shift per day', async () => {
    expect(
      await codes(
        SAVE,
        {
          in: {
            teamId: TEAM_ONE,
            schedule: {
              startDate: '2030-01-01',
              endDate: '2030-01-01',
              dailyStartTime: '09:00',
              dailyEndTime: '10:00',
              address: 'x',
              location: POINT,
              signInRadius: 100,
            },
          },
        },
        '13800000005',
      ),
    ).toEqual(['DRAFT_STEP_INVALID']);
    expect(
      await codes(SAVE, { in: { teamId: TEAM_ONE, basics: { name: '', serviceType: 'CULTURE', summary: '' } } }, '13800000005'),
    ).toEqual(['TEXT_INVALID', 'TEXT_INVALID']);
    const step1 = await ok(
      SAVE,
      {
        in: {
          teamId: TEAM_ONE,
          basics: { name: '人民公园游客引导', serviceType: 'VISITOR_INFORMATION', summary: '在人民公园为游客提供引导服务。' },
        },
      },
      '13800000005',
    );
    expect(step1.saveRecruitmentDraft.activity).toMatchObject({ status: 'DRAFT', draftStep: 1, name: '人民公园游客引导' });
    activityId = step1.saveRecruitmentDraft.activity.id;
    expect(await codes(SAVE, { in: { activityId, quota: { quota: 2 } } }, '13800000005')).toEqual(['DRAFT_STEP_INVALID']);
    const today = china(now()).day;
    const start = china(now() + 20 * 60_000).time;
    const end = china(now() + 3 * 3_600_000).time > start ? china(now() + 3 * 3_600_000).time : '23:59';
    const bad = await ok(
      SAVE,
      {
        in: {
          activityId,
          schedule: {
            startDate: '2020-01-01',
            endDate: '2020-03-01',
            dailyStartTime: '10:00',
            dailyEndTime: '09:00',
            address: '',
            location: null,
            signInRadius: 10,
          },
        },
      },
      '13800000005',
    );
    expect(bad.saveRecruitmentDraft.errors.map((e: any) => e.code)).toEqual([
      'START_DATE_PAST',
      'TIME_RANGE_INVALID',
      'RECRUITMENT_DEADLINE_INVALID',
      'TEXT_INVALID',
      'SIGN_IN_POINT_REQUIRED',
      'RADIUS_OUT_OF_RANGE',
    ]);
    const tooLong = await ok(
      SAVE,
      {
        in: {
          activityId,
          schedule: {
            startDate: today,
            endDate: china(now() + 40 * 86_400_000).day,
            dailyStartTime: start,
            dailyEndTime: end,
            address: '人民公园',
            location: POINT,
            signInRadius: 300,
          },
        },
      },
      '13800000005',
    );
    expect(tooLong.saveRecruitmentDraft.errors).toEqual([{ code: 'ACTIVITY_TOO_LONG', field: 'schedule.endDate', limit: 31 }]);
    const step2 = await ok(
      SAVE,
      {
        in: {
          activityId,
          schedule: {
            startDate: today,
            endDate: today,
            dailyStartTime: start,
            dailyEndTime: end,
            address: '人民公园',
            location: POINT,
            signInRadius: 300,
          },
        },
      },
      '13800000005',
    );
    expect(step2.saveRecruitmentDraft.activity).toMatchObject({ draftStep: 2, dailyStartTime: start, signInRadius: 300 });
    expect(
      await codes(
        `mutation($in: PublishRecruitmentInput!) { publishRecruitment(input: $in) { activity { id } errors { code } } }`,
        { in: { activityId } },
        '13800000005',
      ),
    ).toEqual(['DRAFT_STEP_INVALID']);
    expect(await codes(SAVE, { in: { activityId, quota: { quota: 0, pointsBonus: 101 } } }, '13800000005')).toEqual([
      'QUOTA_OUT_OF_RANGE',
      'POINTS_OUT_OF_RANGE',
    ]);
    expect(
      (await ok(SAVE, { in: { activityId, quota: { quota: 2, requirements: '年满18周岁', pointsBonus: 30 } } }, '13800000005'))
        .saveRecruitmentDraft.activity,
    ).toMatchObject({ draftStep: 3, quota: 2 });
    const drafts = await ok(
      `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { drafts { id } } } }`,
      { id: TEAM_ONE },
      '13800000005',
    );
    expect(drafts.node.drafts.map((d: any) => d.id)).toContain(activityId);
    const published = await ok(
      `mutation($in: PublishRecruitmentInput!) { publishRecruitment(input: $in) { activity { status shifts { date } } errors { code } } }`,
      { in: { activityId } },
      '13800000005',
    );
    expect(published.publishRecruitment).toEqual({ activity: { status: 'RECRUITING', shifts: [{ date: today }] }, errors: [] });
    expect(await codes(SAVE, { in: { activityId, quota: { quota: 3 } } }, '13800000005')).toEqual(['DRAFT_PUBLISHED']);
  });

  it('applications: volunteers only, once; approvals stop at the quota, the rest go on the reserve list', async () => {
    expect(await codes(APPLY_TO, { in: { activityId } }, '13800000001')).toEqual(['VOLUNTEER_REQUIRED']);
    const seven = await ok(APPLY_TO, { in: { activityId } }, '13800000007');
    expect(seven.applyToRecruitment).toMatchObject({
      application: { status: 'PENDING' },
      activity: { pendingCount: 1, viewerCanApply: false },
      errors: [],
    });
    expect(await codes(APPLY_TO, { in: { activityId } }, '13800000007')).toEqual(['ALREADY_APPLIED']);
    const six = await ok(APPLY_TO, { in: { activityId, remark: '周末有空' } }, '13800000006');
    const other = await ok(APPLY_TO, { in: { activityId } }, '13912340100');
    expect(
      await codes(DECIDE, { in: { applicationId: seven.applyToRecruitment.application.id, decision: 'APPROVE' } }, '13800000007'),
    ).toEqual(['TEAM_MANAGER_REQUIRED']);
    expect(
      (await ok(DECIDE, { in: { applicationId: seven.applyToRecruitment.application.id, decision: 'APPROVE' } }, '13800000005'))
        .decideRecruitmentApplication,
    ).toMatchObject({ application: { status: 'APPROVED' }, activity: { approvedCount: 1, remaining: 1 } });
    expect(
      (await ok(DECIDE, { in: { applicationId: six.applyToRecruitment.application.id, decision: 'APPROVE' } }, '13800000005'))
        .decideRecruitmentApplication.activity.remaining,
    ).toBe(0);
    expect(
      (await ok(DECIDE, { in: { applicationId: other.applyToRecruitment.application.id, decision: 'APPROVE' } }, '13800000005'))
        .decideRecruitmentApplication.errors,
    ).toEqual([{ code: 'QUOTA_FULL', limit: 2 }]);
    expect(
      (await ok(DECIDE, { in: { applicationId: other.applyToRecruitment.application.id, decision: 'RESERVE' } }, '13800000005'))
        .decideRecruitmentApplication,
    ).toMatchObject({ application: { status: 'RESERVE' }, activity: { reserveCount: 1 } });
    const reserve = await ok(
      `query($id: ID!) { node(id: $id) { ... on RecruitmentActivity { applications(first: 10, status: RESERVE) { edges { node { applicantName } } } } } }`,
      { id: activityId },
      '13800000005',
    );
    expect(reserve.node.applications.edges.map((e: any) => e.node.applicantName)).toEqual(['赵一帆']);
    const mine = await ok(
      '{ viewer { user { recruitmentApplications(first: 5) { edges { node { status activity { name } } } } } } }',
      {},
      '13800000007',
    );
    expect(mine.viewer.user.recruitmentApplications.edges[0].node).toEqual({ status: 'APPROVED', activity: { name: '人民公园游客引导' } });
  });

  it("a manager of another team naming this team's application under their own activity gets RESOURCE_NOT_FOUND, as for a missing one; it stays as it was", async () => {
    const team = (await whois('13800000007')).teams.find((t) => t.teamId !== 1)!;
    await h.dev.control('POST', 'volunteers/auditTeam', { teamId: team.teamId, pass: true });
    const draft = await ok(
      SAVE,
      {
        in: {
          teamId: gid('VolunteerTeam', team.teamId),
          basics: { name: '武侯街头劝导', serviceType: 'TRAFFIC_CIVILITY', summary: '文明交通劝导。' },
        },
      },
      '13800000007',
    );
    const raw = (id: string) => Buffer.from(id, 'base64url').toString().split(':')[1]!;
    const own = raw(draft.saveRecruitmentDraft.activity.id);
    const RESERVE = `query($id: ID!) { node(id: $id) { ... on RecruitmentActivity { applications(first: 10, status: RESERVE) { edges { node { id applicantName } } } } } }`;
    const reserve = async () => (await ok(RESERVE, { id: activityId }, '13800000005')).node.applications.edges.map((e: any) => e.node);
    const [theirs] = await reserve();
    const application = raw(theirs.id).split('.')[1]!;
    const decide = (pair: string) =>
      codes(DECIDE, { in: { applicationId: gid('RecruitmentApplication', pair), decision: 'REJECT' } }, '13800000007');
    expect(await decide(`${own}.${application}`)).toEqual(['RESOURCE_NOT_FOUND']);
    expect(await decide(`${own}.999999`)).toEqual(['RESOURCE_NOT_FOUND']);
    expect(await reserve()).toEqual([theirs]);
  });

  it('signs in by location: outside the radius the error says how far (in the client language); inside, once', async () => {
    const shift = (await ok(SHIFTS, { id: activityId }, '13800000007')).node.shifts[0];
    expect(shift).toMatchObject({ signInOpen: true, viewerStatus: 'APPROVED', viewerCanSignIn: true, signInRadius: 300 });
    const SIGN = `mutation($in: SignInByLocationInput!) { signInByLocation(input: $in) { signIn { signInMethod distanceMetres } shift { viewerCanSignIn viewerSignIn { signInMethod } } errors { code limit message } } }`;
    await h.dev.resetCalls();
    const far = await gql(
      SIGN,
      { in: { shiftId: shift.id, position: { longitude: POINT.longitude + 0.02, latitude: POINT.latitude } } },
      '13800000007',
      'EN',
    );
    const [error] = far.data.signInByLocation.errors;
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.limit).toBeGreaterThan(1900);
    expect(error.limit).toBeLessThan(2100);
    expect(error.message).toMatch(/^You are 1\.\d\d km from the sign-in point, outside its range\.$/);
    expect(
      (
        await gql(
          SIGN,
          { in: { shiftId: shift.id, position: { longitude: POINT.longitude + 0.02, latitude: POINT.latitude } } },
          '13800000007',
          'FRENCH',
        )
      ).data.signInByLocation.errors[0].message,
    ).toMatch(/^Vous êtes à 1,\d\d km du point de pointage/);
    expect(
      (await h.dev.calls()).calls.map((c) => c.path),
      'refused before any write',
    ).not.toContain('res/api/volunteerSignInService/signIn');
    expect(await codes(SIGN, { in: { shiftId: shift.id, position: null } }, '13800000007')).toEqual(['POSITION_REQUIRED']);
    expect(await codes(SIGN, { in: { shiftId: shift.id, position: POINT } }, '13800000001')).toEqual(['NOT_ON_SHIFT']);
    const inside = await ok(
      SIGN,
      { in: { shiftId: shift.id, position: { longitude: POINT.longitude + 0.001, latitude: POINT.latitude } } },
      '13800000007',
    );
    expect(inside.signInByLocation.errors).toEqual([]);
    expect(inside.signInByLocation.signIn.signInMethod).toBe('LOCATION');
    expect(inside.signInByLocation.signIn.distanceMetres).toBeGreaterThan(80);
    expect(inside.signInByLocation.shift).toEqual({ viewerCanSignIn: false, viewerSignIn: { signInMethod: 'LOCATION' } });
    expect(await codes(SIGN, { in: { shiftId: shift.id, position: POINT } }, '13800000007')).toEqual(['ALREADY_SIGNED_IN']);
  });

  it('signs in by the rotating code the manager sees; a forged code and an expired one are refused', async () => {
    const shiftId = (await ok(SHIFTS, { id: activityId }, '13800000006')).node.shifts[0].id;
    const CODE = `query($id: ID!) { node(id: $id) { ... on Shift { signInCode { code path refreshInMs } } } }`;
    expect((await ok(CODE, { id: shiftId }, '13800000007')).node.signInCode, 'members see no code').toBeNull();
    const code = (await ok(CODE, { id: shiftId }, '13800000005')).node.signInCode;
    expect(code.path).toBe(`/team-sign?code=${encodeURIComponent(code.code)}`);
    expect(code.refreshInMs).toBeGreaterThan(0);
    const BY_CODE = `mutation($c: String!) { signInByCode(input: { code: $c }) { signIn { signInMethod } errors { code message } } }`;
    expect(await codes(BY_CODE, { c: 'not a code' }, '13800000006')).toEqual(['QR_INVALID']);
    const forged = code.code.replace(/.$/, (c: string) => (c === 'a' ? 'b' : 'a'));
    expect(await codes(BY_CODE, { c: forged }, '13800000006'), "the signature is the upstream's").toEqual(['QR_INVALID']);
    // a forged code is invalid whatever it claims: an old window is not "expired", a far-future one not "closed"
    const [, shiftPart, windowPart] = /^VSQ1-(\d+)-(\d+)-/.exec(code.code)!;
    const claimsOld = `VSQ1-${shiftPart}-${Number(windowPart) - 100}-0123456789abcdef`;
    const claimsFuture = `VSQ1-${shiftPart}-${Number(windowPart) + 100_000}-0123456789abcdef`;
    const claimsOtherShift = `VSQ1-999999-${windowPart}-0123456789abcdef`;
    for (const c of [claimsOld, claimsFuture, claimsOtherShift])
      expect(await codes(BY_CODE, { c }, '13800000006'), c).toEqual(['QR_INVALID']);
    // the code two rotations later is expired (the gateway's clock and the upstream's move together)
    offsetMs += 65_000;
    await h.dev.setClock({ offsetMs });
    const expired = await gql(BY_CODE, { c: code.code }, '13800000006', 'EN');
    expect(expired.data.signInByCode.errors).toEqual([
      { code: 'QR_EXPIRED', message: 'This sign-in code has expired; scan the current one.' },
    ]);
    const current = (await ok(CODE, { id: shiftId }, '13800000005')).node.signInCode.code;
    expect((await ok(BY_CODE, { c: current }, '13800000006')).signInByCode).toEqual({ signIn: { signInMethod: 'QR_CODE' }, errors: [] });
    expect(await codes(BY_CODE, { c: current }, '13800000006')).toEqual(['ALREADY_SIGNED_IN']);
  });

  it('the sign-in assistant signs members out; sign-out counts minutes, points follow', async () => {
    const roster = await ok(
      `query($id: ID!) { node(id: $id) { ... on RecruitmentActivity { shifts { id roster { id name fromActivity signIn { signedOutAt } } } } } }`,
      { id: activityId },
      '13800000005',
    );
    const [shift] = roster.node.shifts;
    expect(shift.roster.every((r: any) => r.fromActivity)).toBe(true);
    const seven = shift.roster.find((r: any) => r.name === '陈雨桐');
    const ASSIST = `mutation($in: AssistSignInInput!) { assistSignIn(input: $in) { signIn { signOutMethod } errors { code } } }`;
    expect(await codes(ASSIST, { in: { rosterEntryId: seven.id, action: 'SIGN_OUT' } }, '13800000007')).toEqual(['TEAM_MANAGER_REQUIRED']);
    expect(await codes(ASSIST, { in: { rosterEntryId: seven.id, action: 'SIGN_IN' } }, '13800000005')).toEqual(['ALREADY_SIGNED_IN']);
    expect((await ok(ASSIST, { in: { rosterEntryId: seven.id, action: 'SIGN_OUT' } }, '13800000005')).assistSignIn).toEqual({
      signIn: { signOutMethod: 'ASSISTANT' },
      errors: [],
    });
    expect(await codes(ASSIST, { in: { rosterEntryId: seven.id, action: 'SIGN_OUT' } }, '13800000005')).toEqual(['ALREADY_SIGNED_OUT']);
    const OUT = `mutation($in: SignOutOfShiftInput!) { signOutOfShift(input: $in) { signIn { serviceMinutes signOutMethod } errors { code } } }`;
    expect(await codes(OUT, { in: { shiftId: shift.id } }, '13800000001')).toEqual(['NOT_SIGNED_IN']);
    expect((await ok(OUT, { in: { shiftId: shift.id } }, '13800000006')).signOutOfShift).toMatchObject({
      signIn: { signOutMethod: 'LOCATION' },
      errors: [],
    });
  });
});

describe('schedules and the last place', () => {
  const PICKS = `query($id: ID!, $d: String!) { node(id: $id) { ... on VolunteerTeam { shifts(date: $d) { id kind quota approvedCount remaining viewerStatus viewerCanPick roster { id status } } } } }`;

  it('two managers approving the last place of a shift at once: exactly one approval, the other SHIFT_FULL', async () => {
    const day = seededDay(6);
    const shift = (await ok(PICKS, { id: TEAM_ONE, d: day }, '13800000005')).node.shifts.find((s: any) => s.kind === 'DUTY');
    expect(shift).toMatchObject({ quota: 2, approvedCount: 1, remaining: 1 });
    const pending = shift.roster.filter((r: any) => r.status === 'PENDING');
    expect(pending).toHaveLength(2);
    const DECIDE_PICK = `mutation($in: DecideShiftPickInput!) { decideShiftPick(input: $in) { shift { approvedCount remaining } errors { code } } }`;
    const answers = await Promise.all([
      ok(DECIDE_PICK, { in: { rosterEntryId: pending[0].id, approve: true } }, '13800000005'),
      ok(DECIDE_PICK, { in: { rosterEntryId: pending[1].id, approve: true } }, '13800000006'),
    ]);
    const outcomes = answers.map((a) => a.decideShiftPick.errors.map((e: any) => e.code).join() || 'OK').sort();
    expect(outcomes).toEqual(['OK', 'SHIFT_FULL']);
    const after = (await ok(PICKS, { id: TEAM_ONE, d: day }, '13800000005')).node.shifts.find((s: any) => s.id === shift.id);
    expect(after).toMatchObject({ approvedCount: 2, remaining: 0 });
    expect(after.roster.filter((r: any) => r.status === 'APPROVED')).toHaveLength(2);
  });

  it('a member picks a duty shift in the calendar; picking twice, a full shift, a non-member are refused', async () => {
    const month = china(now()).day.slice(0, 7);
    const cal = await ok(
      `query($id: ID!, $m: String!) { node(id: $id) { ... on VolunteerTeam { scheduleCalendar(month: $m) { date activityCount openSignIn scheduleManage } } } }`,
      { id: TEAM_ONE, m: month },
      '13800000007',
    );
    const days = cal.node.scheduleCalendar;
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.some((d: any) => d.activityCount > 0)).toBe(true);
    expect(
      days.every((d: any) => d.scheduleManage === false),
      'a member manages nothing',
    ).toBe(true);
    const managerCal = await ok(
      `query($id: ID!, $m: String!) { node(id: $id) { ... on VolunteerTeam { scheduleCalendar(month: $m) { date scheduleManage } } } }`,
      { id: TEAM_ONE, m: month },
      '13800000005',
    );
    expect(managerCal.node.scheduleCalendar.find((d: any) => d.date === china(now()).day).scheduleManage).toBe(true);
    // the duty shift nine days ahead has 3 free places
    const day = seededDay(9);
    const shift = (await ok(PICKS, { id: TEAM_ONE, d: day }, '13800000007')).node.shifts.find((s: any) => s.kind === 'DUTY');
    expect(shift).toMatchObject({ viewerCanPick: true, viewerStatus: 'NONE', roster: null });
    const PICK = `mutation($in: ShiftInput!) { pickShift(input: $in) { shift { viewerStatus viewerCanPick pendingCount } errors { code } } }`;
    expect((await ok(PICK, { in: { shiftId: shift.id } }, '13800000007')).pickShift).toEqual({
      shift: { viewerStatus: 'PENDING', viewerCanPick: false, pendingCount: 1 },
      errors: [],
    });
    expect(await codes(PICK, { in: { shiftId: shift.id } }, '13800000007')).toEqual(['SHIFT_ALREADY_PICKED']);
    expect(await codes(PICK, { in: { shiftId: shift.id } }, '13800000001')).toEqual(['NOT_TEAM_MEMBER']);
    const full = (await ok(PICKS, { id: TEAM_ONE, d: seededDay(6) }, '13800000007')).node.shifts.find((s: any) => s.kind === 'DUTY');
    expect(await codes(PICK, { in: { shiftId: full.id } }, '13800000007')).toEqual(['SHIFT_FULL']);
    const schedule = await ok(
      `query($m: String!) { viewer { user { volunteerSchedule(month: $m) { id viewerStatus } } } }`,
      { m: day.slice(0, 7) },
      '13800000007',
    );
    expect(schedule.viewer.user.volunteerSchedule).toContainEqual({ id: shift.id, viewerStatus: 'PENDING' });
  });

  it('a manager adds and amends a duty shift; its validations', async () => {
    const SAVE_SHIFT = `mutation($in: SaveShiftInput!) { saveShift(input: $in) { shift { id title quota startsAt signInRadius } errors { code field } } }`;
    const day = china(now() + 2 * 86_400_000).day;
    const bad = await ok(
      SAVE_SHIFT,
      { in: { teamId: TEAM_ONE, title: '', date: '2020-01-01', startTime: '10:00', endTime: '09:00', quota: 0, signInRadius: 5000 } },
      '13800000005',
    );
    expect(bad.saveShift.errors.map((e: any) => e.code)).toEqual([
      'TEXT_INVALID',
      'START_DATE_PAST',
      'TIME_RANGE_INVALID',
      'QUOTA_OUT_OF_RANGE',
      'RADIUS_OUT_OF_RANGE',
    ]);
    const added = await ok(
      SAVE_SHIFT,
      { in: { teamId: TEAM_ONE, title: '周末咨询台', date: day, startTime: '14:00', endTime: '17:00', quota: 3 } },
      '13800000005',
    );
    expect(added.saveShift.shift).toMatchObject({ title: '周末咨询台', quota: 3, startsAt: `${day}T14:00:00+08:00`, signInRadius: 500 });
    const amended = await ok(
      SAVE_SHIFT,
      { in: { shiftId: added.saveShift.shift.id, title: '周末咨询台（加开）', date: day, startTime: '14:00', endTime: '18:00', quota: 5 } },
      '13800000005',
    );
    expect(amended.saveShift.shift).toMatchObject({ id: added.saveShift.shift.id, quota: 5 });
    const activityShift = (await ok(SHIFTS, { id: activityId }, '13800000005')).node.shifts[0].id;
    expect(
      await codes(
        SAVE_SHIFT,
        { in: { shiftId: activityShift, title: 'x', date: day, startTime: '09:00', endTime: '10:00', quota: 3 } },
        '13800000005',
      ),
    ).toEqual(['ACTIVITY_SHIFT']);
  });
});

describe('make-up requests, points and honours', () => {
  it('a make-up only for a missed sign-in; approval counts the service, points and honours change', async () => {
    const day = seededDay(-3);
    const shifts = (
      await ok(
        `query($id: ID!, $d: String!) { node(id: $id) { ... on VolunteerTeam { shifts(date: $d) { id kind viewerStatus viewerCanMakeUp viewerSignIn { id } startsAt } } } }`,
        { id: TEAM_ONE, d: day },
        '13800000007',
      )
    ).node.shifts;
    const missed = shifts.find((s: any) => s.kind === 'ACTIVITY' && s.viewerStatus === 'APPROVED' && s.viewerSignIn === null);
    expect(missed.viewerCanMakeUp).toBe(true);
    const before = await ok(
      '{ viewer { user { volunteerPoints(first: 1) { totalPoints } } } volunteerHonours { name earned } }',
      {},
      '13800000007',
    );
    const REQUEST = `mutation($in: RequestMakeUpInput!) { requestMakeUp(input: $in) { request { id status reason } shift { viewerCanMakeUp viewerMakeUpStatus } errors { code field } } }`;
    const start = missed.startsAt.slice(11, 16);
    expect(
      await codes(REQUEST, { in: { shiftId: missed.id, reason: '', signedInTime: start, signedOutTime: '05:00' } }, '13800000007'),
    ).toEqual(['TEXT_INVALID', 'MAKE_UP_TIME_INVALID']);
    const other = shifts.find((s: any) => s.viewerStatus === 'NONE');
    if (other)
      expect(
        await codes(REQUEST, { in: { shiftId: other.id, reason: '忘了', signedInTime: '09:00', signedOutTime: '11:00' } }, '13800000007'),
      ).toEqual(['MAKE_UP_NOT_ALLOWED']);
    const end = String(Number(start.slice(0, 2)) + 3).padStart(2, '0') + start.slice(2);
    const filed = await ok(
      REQUEST,
      { in: { shiftId: missed.id, reason: '手机没电，忘记签到', signedInTime: start, signedOutTime: end } },
      '13800000007',
    );
    expect(filed.requestMakeUp).toMatchObject({
      request: { status: 'PENDING', reason: '手机没电，忘记签到' },
      shift: { viewerCanMakeUp: false, viewerMakeUpStatus: 'PENDING' },
      errors: [],
    });
    expect(
      await codes(REQUEST, { in: { shiftId: missed.id, reason: '再次', signedInTime: start, signedOutTime: end } }, '13800000007'),
    ).toEqual(['MAKE_UP_PENDING']);
    const DECIDE_MAKE_UP = `mutation($in: DecideMakeUpInput!) { decideMakeUp(input: $in) { request { status } errors { code } } }`;
    const requestId = filed.requestMakeUp.request.id;
    expect(await codes(DECIDE_MAKE_UP, { in: { requestId, approve: true } }, '13800000007')).toEqual(['TEAM_MANAGER_REQUIRED']);
    const queue = await ok(
      `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { makeUpRequests(first: 5, status: PENDING) { edges { node { id applicantName } } } } } }`,
      { id: TEAM_ONE },
      '13800000005',
    );
    expect(queue.node.makeUpRequests.edges.map((e: any) => e.node.id)).toContain(requestId);
    expect((await ok(DECIDE_MAKE_UP, { in: { requestId, approve: true } }, '13800000005')).decideMakeUp).toEqual({
      request: { status: 'APPROVED' },
      errors: [],
    });
    expect(await codes(DECIDE_MAKE_UP, { in: { requestId, approve: true } }, '13800000006')).toEqual(['ALREADY_DECIDED']);
    const after = await ok(
      '{ viewer { user { volunteerPoints(first: 5) { totalPoints edges { node { points kind title } } } volunteerSignIns(first: 3) { edges { node { signInMethod serviceMinutes } } } } } volunteerHonours { name earned } }',
      {},
      '13800000007',
    );
    expect(after.viewer.user.volunteerPoints.totalPoints).toBeGreaterThan(before.viewer.user.volunteerPoints.totalPoints);
    expect(after.viewer.user.volunteerPoints.edges.map((e: any) => e.node.kind)).toContain('SERVICE_HOURS');
    expect(after.viewer.user.volunteerSignIns.edges.map((e: any) => e.node)).toContainEqual({
      signInMethod: 'MAKE_UP',
      serviceMinutes: 180,
    });
    // the demo member had 9 hours of service: the 3 hours made up earn the 10-hour honour (and its points)
    const earned = (list: any[]) => list.filter((x) => x.earned).map((x) => x.name as string);
    expect(earned(before.volunteerHonours)).not.toContain('服务十小时');
    expect(earned(after.volunteerHonours).length).toBeGreaterThan(earned(before.volunteerHonours).length);
    expect(earned(after.volunteerHonours)).toEqual(expect.arrayContaining([...earned(before.volunteerHonours), '服务十小时']));
    expect(after.viewer.user.volunteerPoints.edges.map((e: any) => e.node)).toContainEqual(
      expect.objectContaining({ kind: 'HONOUR', title: '荣誉奖励：服务十小时' }),
    );
  });

  it('a team takes comments (Commentable): added, listed and counted', async () => {
    const COMMENTS = `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { commentSummary { total } comments(first: 3) { totalCount edges { node { content } } } } } }`;
    const before = (await ok(COMMENTS, { id: TEAM_ONE })).node;
    const added = await ok(
      `mutation($in: AddCommentInput!) { addComment(input: $in) { commentEdge { node { content } } errors { code } } }`,
      { in: { resourceId: TEAM_ONE, content: '队员们很热情，服务很周到', star: 5 } },
      '13800000001',
    );
    expect(added.addComment).toMatchObject({ errors: [], commentEdge: { node: { content: '队员们很热情，服务很周到' } } });
    const after = (await ok(COMMENTS, { id: TEAM_ONE })).node;
    expect(after.comments.totalCount).toBe(before.comments.totalCount + 1);
    expect(after.commentSummary.total).toBe(before.commentSummary.total + 1);
    expect(after.comments.edges[0].node.content).toBe('队员们很热情，服务很周到');
  });

  it('exposes the limits and the messages of the area', async () => {
    const limits = await ok(
      '{ inputLimits { volunteerNameMaxLength volunteerMinAge signInRadiusMin signInRadiusMax recruitmentMaxDays shiftQuotaMax } }',
    );
    expect(limits.inputLimits).toEqual({
      volunteerNameMaxLength: 20,
      volunteerMinAge: 14,
      signInRadiusMin: 50,
      signInRadiusMax: 2000,
      recruitmentMaxDays: 31,
      shiftQuotaMax: 500,
    });
    const messages = await ok(
      '{ viewer { user { volunteerMessages(first: 20) { unreadCount totalCount edges { node { kind title } } } } } }',
      {},
      '13800000007',
    );
    expect(messages.viewer.user.volunteerMessages.totalCount).toBeGreaterThan(0);
    expect(messages.viewer.user.volunteerMessages.edges.map((e: any) => e.node.kind)).toContain('SCHEDULE');
  });
});

/** The paths of the upstream calls since the last `h.dev.resetCalls()`. */
const calledPaths = async () => (await h.dev.calls()).calls.map((c) => c.path);

describe('time windows and cancellations (each refused before any write, nothing changes)', () => {
  const SHIFT = `query($id: ID!) { node(id: $id) { ... on Shift { id kind startsAt endsAt viewerStatus viewerCanSignIn viewerCanSignOut viewerSignIn { signedOutAt } } } }`;
  const DAY_SHIFTS = `query($id: ID!, $d: String!) { node(id: $id) { ... on VolunteerTeam { shifts(date: $d) { id kind startsAt endsAt viewerStatus viewerSignIn { signedOutAt } location { longitude latitude } } } } }`;
  const ROSTER = `query($id: ID!) { node(id: $id) { ... on Shift { roster { id name } } } }`;
  const ASSIST = `mutation($in: AssistSignInInput!) { assistSignIn(input: $in) { signIn { id } errors { code field message } } }`;

  it('signing in before the window opens is refused by location, by code and by the assistant (SIGN_IN_CLOSED)', async () => {
    // an activity shift of the member's some days ahead (whatever the weekday and the hour)
    let shift: any;
    for (let d = 1; d <= 10 && !shift; d++) {
      const shifts = (await ok(DAY_SHIFTS, { id: TEAM_ONE, d: china(now() + d * 86_400_000).day }, '13800000007')).node.shifts;
      shift = shifts.find(
        (s: any) => s.kind === 'ACTIVITY' && s.viewerStatus === 'APPROVED' && Date.parse(s.startsAt) - 30 * 60_000 > now(),
      );
    }
    expect(shift, 'the member is on a seeded activity shift ahead').toBeDefined();
    expect((await ok(SHIFT, { id: shift.id }, '13800000007')).node).toMatchObject({ viewerCanSignIn: false, viewerSignIn: null });
    await h.dev.resetCalls();
    const byLocation = await gql(
      `mutation($in: SignInByLocationInput!) { signInByLocation(input: $in) { signIn { id } errors { code field message } } }`,
      { in: { shiftId: shift.id, position: shift.location } },
      '13800000007',
    );
    expect(byLocation.data.signInByLocation).toEqual({
      signIn: null,
      errors: [
        { code: 'SIGN_IN_CLOSED', field: 'shiftId', message: 'Sign-in is not open (from 30 minutes before the start until the end).' },
      ],
    });
    const entry = (await ok(ROSTER, { id: shift.id }, '13800000005')).node.roster.find((r: any) => r.name === '陈雨桐');
    expect(
      (await ok(ASSIST, { in: { rosterEntryId: entry.id, action: 'SIGN_IN' } }, '13800000005')).assistSignIn.errors.map((e: any) => e.code),
    ).toEqual(['SIGN_IN_CLOSED']);
    expect(await calledPaths(), 'by location and by the assistant: refused before any upstream call').not.toContain(
      'res/api/volunteerSignInService/signIn',
    );
    // a code's claims are judged only after the upstream has checked its signature, so this one reaches it
    const code = (await ok(`query($id: ID!) { node(id: $id) { ... on Shift { signInCode { code } } } }`, { id: shift.id }, '13800000005'))
      .node.signInCode.code;
    expect(
      await codes(
        `mutation($c: String!) { signInByCode(input: { code: $c }) { signIn { id } errors { code } } }`,
        { c: code },
        '13800000007',
      ),
    ).toEqual(['SIGN_IN_CLOSED']);
    expect((await ok(SHIFT, { id: shift.id }, '13800000007')).node.viewerSignIn).toBeNull();
  });

  it('signing out more than two hours after the end is refused, for oneself and by the assistant (SIGN_OUT_CLOSED)', async () => {
    // the seeded activity running at seed time: the manager signed in and never out
    const seedDay = seededDay(0);
    const shift = (await ok(DAY_SHIFTS, { id: TEAM_ONE, d: seedDay }, '13800000005')).node.shifts.find(
      (s: any) => s.kind === 'ACTIVITY' && s.viewerSignIn && s.viewerSignIn.signedOutAt === null,
    );
    expect(shift, 'the manager is signed in on the running activity').toBeDefined();
    const saved = offsetMs;
    const late = Date.parse(shift.endsAt) + 2 * 3_600_000 + 60_000;
    if (now() < late) {
      offsetMs += late - now();
      await h.dev.setClock({ offsetMs });
    }
    try {
      expect((await ok(SHIFT, { id: shift.id }, '13800000005')).node).toMatchObject({
        viewerCanSignOut: false,
        viewerSignIn: { signedOutAt: null },
      });
      await h.dev.resetCalls();
      const out = await gql(
        `mutation($in: SignOutOfShiftInput!) { signOutOfShift(input: $in) { signIn { id } errors { code field message } } }`,
        { in: { shiftId: shift.id } },
        '13800000005',
      );
      expect(out.data.signOutOfShift).toEqual({
        signIn: null,
        errors: [{ code: 'SIGN_OUT_CLOSED', field: 'shiftId', message: 'Sign-out has closed; please request a make-up sign-in.' }],
      });
      const entry = (await ok(ROSTER, { id: shift.id }, '13800000006')).node.roster.find((r: any) => r.name === '李晓雯');
      expect(
        (await ok(ASSIST, { in: { rosterEntryId: entry.id, action: 'SIGN_OUT' } }, '13800000006')).assistSignIn.errors.map(
          (e: any) => e.code,
        ),
      ).toEqual(['SIGN_OUT_CLOSED']);
      expect(await calledPaths()).not.toContain('res/api/volunteerSignInService/signOut');
      expect((await ok(SHIFT, { id: shift.id }, '13800000005')).node.viewerSignIn).toEqual({ signedOutAt: null });
    } finally {
      offsetMs = saved;
      await h.dev.setClock({ offsetMs });
    }
  });

  it('an activity not recruiting takes no application (RECRUITMENT_CLOSED); one cannot withdraw what one never sent (NOTHING_TO_CANCEL) nor once it started (CANCEL_TOO_LATE)', async () => {
    const ACTIVITIES = `query($id: ID!, $s: RecruitmentStatus) { node(id: $id) { ... on VolunteerTeam { activities(first: 20, status: $s) { edges { node { id name status approvedCount viewerApplication { status } viewerCanApply } } } } } }`;
    const list = async (status: string, phone: string) =>
      (await ok(ACTIVITIES, { id: TEAM_ONE, s: status }, phone)).node.activities.edges.map((e: any) => e.node);
    const finished = (await list('FINISHED', '13800000007')).find((a: any) => a.viewerApplication?.status === 'APPROVED');
    expect(finished, 'the member took part in a finished activity').toBeDefined();
    const recruiting = (await list('RECRUITING', '13912340100')).find((a: any) => a.viewerApplication === null);
    expect(recruiting, 'an activity recruiting that the volunteer has not applied to').toBeDefined();
    const APPLY_ONE = `mutation($in: ApplyToRecruitmentInput!) { applyToRecruitment(input: $in) { application { id } errors { code field message } } }`;
    const CANCEL = `mutation($in: CancelRecruitmentApplicationInput!) { cancelRecruitmentApplication(input: $in) { application { status } errors { code field message } } }`;
    await h.dev.resetCalls();
    expect((await ok(APPLY_ONE, { in: { activityId: finished.id } }, '13912340100')).applyToRecruitment).toEqual({
      application: null,
      errors: [{ code: 'RECRUITMENT_CLOSED', field: 'activityId', message: 'This activity is not recruiting now.' }],
    });
    expect((await ok(CANCEL, { in: { activityId: finished.id } }, '13800000007')).cancelRecruitmentApplication).toEqual({
      application: null,
      errors: [{ code: 'CANCEL_TOO_LATE', field: 'activityId', message: 'It has started and can no longer be cancelled.' }],
    });
    expect((await ok(CANCEL, { in: { activityId: recruiting.id } }, '13912340100')).cancelRecruitmentApplication).toEqual({
      application: null,
      errors: [{ code: 'NOTHING_TO_CANCEL', field: 'activityId', message: 'There is nothing to cancel.' }],
    });
    const paths = await calledPaths();
    expect(paths).not.toContain('res/api/volunteerActivity/apply');
    expect(paths).not.toContain('res/api/volunteerActivity/cancelApply');
    expect((await list('FINISHED', '13800000007')).find((a: any) => a.id === finished.id)).toMatchObject({
      viewerApplication: { status: 'APPROVED' },
      approvedCount: finished.approvedCount,
    });
    expect((await list('RECRUITING', '13912340100')).find((a: any) => a.id === recruiting.id)).toMatchObject({
      viewerApplication: null,
      viewerCanApply: true,
    });
  });

  it('a duty shift that has started cannot be picked (SHIFT_STARTED) nor its pick withdrawn (CANCEL_TOO_LATE); a shift not picked has nothing to cancel', async () => {
    const SAVE_SHIFT = `mutation($in: SaveShiftInput!) { saveShift(input: $in) { shift { id startsAt } errors { code field } } }`;
    const PICK = `mutation($in: ShiftInput!) { pickShift(input: $in) { shift { viewerStatus } errors { code field message } } }`;
    const CANCEL_PICK = `mutation($in: ShiftInput!) { cancelShiftPick(input: $in) { shift { viewerStatus } errors { code field message } } }`;
    // a shift starting within two minutes (the suite's clock never reaches 22:00 China time: see beforeAll)
    const start = china(now() + 2 * 60_000);
    const end = china(now() + 2 * 3_600_000);
    const saved = await ok(
      SAVE_SHIFT,
      {
        in: {
          teamId: TEAM_ONE,
          title: '闭馆前值班',
          date: start.day,
          startTime: start.time,
          endTime: end.day === start.day ? end.time : '23:59',
          quota: 3,
        },
      },
      '13800000005',
    );
    expect(saved.saveShift.errors).toEqual([]);
    const shift = saved.saveShift.shift;
    expect((await ok(PICK, { in: { shiftId: shift.id } }, '13800000007')).pickShift).toEqual({
      shift: { viewerStatus: 'PENDING' },
      errors: [],
    });
    expect((await ok(CANCEL_PICK, { in: { shiftId: shift.id } }, '13800000006')).cancelShiftPick).toEqual({
      shift: null,
      errors: [{ code: 'NOTHING_TO_CANCEL', field: 'shiftId', message: 'There is nothing to cancel.' }],
    });
    // the shift starts
    offsetMs += Math.max(0, Date.parse(shift.startsAt) - now()) + 1000;
    await h.dev.setClock({ offsetMs });
    await h.dev.resetCalls();
    expect((await ok(CANCEL_PICK, { in: { shiftId: shift.id } }, '13800000007')).cancelShiftPick).toEqual({
      shift: null,
      errors: [{ code: 'CANCEL_TOO_LATE', field: 'shiftId', message: 'It has started and can no longer be cancelled.' }],
    });
    expect((await ok(PICK, { in: { shiftId: shift.id } }, '13800000006')).pickShift).toEqual({
      shift: null,
      errors: [{ code: 'SHIFT_STARTED', field: 'shiftId', message: 'This shift has already started.' }],
    });
    const paths = await calledPaths();
    expect(paths).not.toContain('res/api/volunteerTeamSchedule/pick');
    expect(paths).not.toContain('res/api/volunteerTeamSchedule/cancelPick');
    expect((await ok(SHIFT, { id: shift.id }, '13800000007')).node.viewerStatus).toBe('PENDING');
    expect((await ok(SHIFT, { id: shift.id }, '13800000006')).node.viewerStatus).toBe('NONE');
  });
});

describe('pictures and a bound phone (refused before any write)', () => {
  it('a recruitment takes at most six pictures (TOO_MANY_IMAGES); no draft is made', async () => {
    const photo = await upload('13800000005');
    const DRAFTS = `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { drafts { id } } } }`;
    const before = (await ok(DRAFTS, { id: TEAM_ONE }, '13800000005')).node.drafts.length;
    const basics = { name: '文殊院游客引导', serviceType: 'VISITOR_INFORMATION', summary: '在文殊院为游客提供引导服务。' };
    await h.dev.resetCalls();
    const tooMany = await ok(
      SAVE,
      { in: { teamId: TEAM_ONE, basics: { ...basics, images: Array.from({ length: 7 }, () => photo) } } },
      '13800000005',
    );
    expect(tooMany.saveRecruitmentDraft).toEqual({
      activity: null,
      errors: [{ code: 'TOO_MANY_IMAGES', field: 'basics.images', limit: 6 }],
    });
    const message = await gql(
      `mutation($in: SaveRecruitmentDraftInput!) { saveRecruitmentDraft(input: $in) { errors { message } } }`,
      { in: { teamId: TEAM_ONE, basics: { ...basics, images: Array.from({ length: 7 }, () => photo) } } },
      '13800000005',
      'CN',
    );
    expect(message.data.saveRecruitmentDraft.errors).toEqual([{ message: '最多上传6张图片' }]);
    expect(await calledPaths()).not.toContain('res/api/volunteerActivity/save');
    expect((await ok(DRAFTS, { id: TEAM_ONE }, '13800000005')).node.drafts).toHaveLength(before);
    // six is the limit, not over it
    const six = await ok(
      SAVE,
      { in: { teamId: TEAM_ONE, basics: { ...basics, images: Array.from({ length: 6 }, () => photo) } } },
      '13800000005',
    );
    expect(six.saveRecruitmentDraft).toMatchObject({ errors: [], activity: { status: 'DRAFT', draftStep: 1 } });
  });

  it('an account without a bound phone (a WeChat sign-in) cannot apply, found a group or join one (PHONE_BINDING_REQUIRED)', async () => {
    const wechat = (await (
      await fetch(`${h.upstreamUrl}/user/wechatOpenAuth/getUserData?siteCode=site510100&token=&siteId=1001&wechatOpenId=volunteer-no-phone`)
    ).json()) as { data: { userToken: string } };
    tokens.wechat = wechat.data.userToken;
    const group = (await ok('{ volunteerTeams(first: 1, kind: COMMUNITY_GROUP) { edges { node { id } } } }')).volunteerTeams.edges[0].node
      .id;
    const invitation = (
      await ok(`query($id: ID!) { node(id: $id) { ... on VolunteerTeam { invitation { code } } } }`, { id: TEAM_ONE }, '13800000005')
    ).node.invitation.code;
    await h.dev.resetCalls();
    const applied = await ok(
      APPLY,
      {
        in: {
          realName: '微信用户',
          phone: '13912340199',
          gender: 'FEMALE',
          birthDate: '1990-01-01',
          skills: ['GUIDING'],
          serviceAreas: ['CULTURE'],
          availability: ['WEEKEND'],
          photo: null,
        },
      },
      'wechat',
    );
    expect(applied.applyVolunteer).toEqual({
      application: null,
      errors: [{ code: 'PHONE_BINDING_REQUIRED', field: 'phone', limit: null, message: 'Please bind your mobile number first.' }],
    });
    const created = await codes(
      `mutation($in: CreateVolunteerTeamInput!) { createVolunteerTeam(input: $in) { team { id } errors { code } } }`,
      {
        in: {
          kind: 'COMMUNITY_GROUP',
          name: '周末读书会',
          logo: null,
          regionCode: '510104',
          serviceType: 'CULTURE',
          intro: '每周末一起读书。',
        },
      },
      'wechat',
    );
    expect(created).toEqual(['PHONE_BINDING_REQUIRED']);
    expect(
      await codes(
        `mutation($in: ApplyToJoinTeamInput!) { applyToJoinTeam(input: $in) { team { id } errors { code } } }`,
        { in: { teamId: group } },
        'wechat',
      ),
    ).toEqual(['PHONE_BINDING_REQUIRED']);
    expect(
      await codes(
        `mutation($c: String!) { joinTeamByInvitation(input: { code: $c }) { team { id } errors { code } } }`,
        { c: invitation },
        'wechat',
      ),
    ).toEqual(['PHONE_BINDING_REQUIRED']);
    const paths = await calledPaths();
    for (const path of [
      'res/api/volunteer/apply',
      'res/api/volunteerTeam/create',
      'res/api/volunteerTeam/apply',
      'res/api/volunteerTeam/join',
    ])
      expect(paths).not.toContain(path);
    expect((await ok('{ viewer { user { isVolunteer volunteerApplication { status } } } }', {}, 'wechat')).viewer.user).toEqual({
      isVolunteer: false,
      volunteerApplication: null,
    });
  });
});

describe('a full team (last: it fills the first team up)', () => {
  const JOIN_BY_CODE = `mutation($c: String!) { joinTeamByInvitation(input: { code: $c }) { team { viewerRole memberCount } errors { code field limit message } } }`;
  const APPLY_JOIN = `mutation($in: ApplyToJoinTeamInput!) { applyToJoinTeam(input: $in) { team { viewerRole } errors { code field limit message } } }`;
  const TEAM = `query($id: ID!) { node(id: $id) { ... on VolunteerTeam { memberCount memberLimit invitation { code } joinApplications(first: 50) { edges { node { id name } } } } } }`;
  let next = 300;

  /** A new account made a registered volunteer (application through the gateway, approval on the dev channel). */
  async function newVolunteer(name: string): Promise<string> {
    const phone = `13912340${++next}`;
    tokens[phone] = await h.signIn(phone);
    const photo = await upload(phone);
    const applied = await ok(
      APPLY,
      {
        in: {
          realName: name,
          phone,
          gender: 'FEMALE',
          birthDate: '1996-03-08',
          skills: ['GUIDING'],
          serviceAreas: ['CULTURE'],
          availability: ['WEEKEND'],
          photo,
        },
      },
      phone,
    );
    expect(applied.applyVolunteer.errors).toEqual([]);
    await h.dev.control('POST', 'volunteers/audit', { phone, pass: true });
    return phone;
  }

  it('the last place goes to exactly one of two joining at once; then joining, asking to join and approving a request are refused (TEAM_FULL) and nothing changes', async () => {
    // a request waiting while there is still room
    const applicant = await newVolunteer('孙一鸣');
    expect((await ok(APPLY_JOIN, { in: { teamId: TEAM_ONE, reason: '想参加文旅服务' } }, applicant)).applyToJoinTeam).toEqual({
      team: { viewerRole: 'APPLICANT' },
      errors: [],
    });
    const team = (await ok(TEAM, { id: TEAM_ONE }, '13800000005')).node;
    expect(team.memberLimit).toBe(30);
    const request = team.joinApplications.edges.map((e: any) => e.node).find((n: any) => n.name === '孙一鸣');
    // fill the team up to its last place
    const fillers = await Promise.all(
      Array.from({ length: team.memberLimit - team.memberCount - 1 }, (_, i) => newVolunteer(`队员${i + 1}`)),
    );
    for (const phone of fillers)
      expect((await ok(JOIN_BY_CODE, { c: team.invitation.code }, phone)).joinTeamByInvitation.errors).toEqual([]);
    expect((await ok(TEAM, { id: TEAM_ONE }, '13800000005')).node.memberCount).toBe(team.memberLimit - 1);
    // two at once for the last place
    const pair = [await newVolunteer('周小满'), await newVolunteer('吴小雨')];
    const answers = await Promise.all(pair.map((phone) => ok(JOIN_BY_CODE, { c: team.invitation.code }, phone)));
    const outcomes = answers.map((a) => a.joinTeamByInvitation);
    expect(outcomes.filter((o) => o.errors.length === 0)).toEqual([{ team: { viewerRole: 'MEMBER', memberCount: 30 }, errors: [] }]);
    // the other is refused, by the gateway or (both having seen a free place) by the upstream: the same typed error
    const refused = outcomes.find((o) => o.errors.length > 0);
    expect(refused.team).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'TEAM_FULL', limit: 30, message: 'The team is full (30 members).' })]);
    // full: refused by the gateway before any write
    const late = await newVolunteer('郑晓');
    await h.dev.resetCalls();
    expect((await ok(JOIN_BY_CODE, { c: team.invitation.code }, late)).joinTeamByInvitation).toEqual({
      team: null,
      errors: [expect.objectContaining({ code: 'TEAM_FULL', limit: 30, message: 'The team is full (30 members).' })],
    });
    expect((await ok(APPLY_JOIN, { in: { teamId: TEAM_ONE } }, late)).applyToJoinTeam.errors.map((e: any) => [e.code, e.limit])).toEqual([
      ['TEAM_FULL', 30],
    ]);
    const approve = await gql(DECIDE_JOIN, { in: { memberId: request.id, approve: true } }, '13800000005', 'CN');
    expect(approve.data.decideJoinApplication).toEqual({
      member: null,
      team: null,
      errors: [{ code: 'TEAM_FULL', message: '团队人数已满（30人）' }],
    });
    const paths = await calledPaths();
    for (const path of ['res/api/volunteerTeam/join', 'res/api/volunteerTeam/apply', 'res/api/volunteerTeam/audit'])
      expect(paths).not.toContain(path);
    const after = (await ok(TEAM, { id: TEAM_ONE }, '13800000005')).node;
    expect(after.memberCount).toBe(30);
    expect(after.joinApplications.edges.map((e: any) => e.node.id)).toContain(request.id);
    expect(
      (await ok(`query($id: ID!) { node(id: $id) { ... on VolunteerTeam { viewerRole } } }`, { id: TEAM_ONE }, late)).node.viewerRole,
    ).toBe('NONE');
  });
});
