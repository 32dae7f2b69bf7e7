/**
 * What the volunteer family's calls share: the vendor's codes, the service rules the backend
 * enforces itself (time windows, radius, rotating sign-in codes, quotas), the accounting of a
 * completed service (minutes, points, honours, messages) and the rows' answer shapes.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { maskPhone } from '../../crypto/sm4.ts';
import { statementsOf } from '../../db/prepared.ts';
import { chinaDate, chinaInstant, DAY_MS, formatChinaTime } from '../../time.ts';
import type { SiteRow } from '../../context.ts';
import { wordsOf } from './texts.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Volunteer (application) status. */
export const VOLUNTEER = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;
/** Team status (audit). */
export const TEAM = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;
/** Team kinds: volunteer teams and community groups (/join-group). */
export const KIND = { TEAM: '1', GROUP: '2' } as const;
/** Member roles. */
export const ROLE = { MEMBER: '1', MANAGER: '2', FOUNDER: '3' } as const;
/** Member status: applied, joined, rejected, left (or removed). */
export const MEMBER = { APPLIED: '0', JOINED: '1', REJECTED: '2', LEFT: '3' } as const;
/** Recruitment application status. */
export const APPLY = { PENDING: '0', APPROVED: '1', REJECTED: '2', RESERVE: '3', CANCELLED: '4' } as const;
/** Shift roster (pick) status. */
export const PICK = { PENDING: '0', APPROVED: '1', REJECTED: '2', CANCELLED: '3' } as const;
/** Make-up request status. */
export const MAKE_UP = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;
/** How a sign-in (or sign-out) was made. */
export const SIGN_TYPE = { LOCATION: '1', QR: '2', ASSISTANT: '3', MAKE_UP: '4' } as const;

/** Skills (codes 1-10), service types / areas (1-8), availability (1-4): names as the vendor prints them. */
export const SKILLS: Record<string, string> = {
  '1': '急救',
  '2': '讲解导览',
  '3': '外语翻译',
  '4': '摄影摄像',
  '5': '教育辅导',
  '6': '信息技术',
  '7': '医疗护理',
  '8': '法律咨询',
  '9': '驾驶',
  '10': '文艺表演',
};
export const SERVICE_TYPES: Record<string, string> = {
  '1': '文化服务',
  '2': '旅游咨询',
  '3': '赛会服务',
  '4': '环境保护',
  '5': '助老助残',
  '6': '应急救援',
  '7': '社区服务',
  '8': '文明交通',
};
export const AVAILABILITY: Record<string, string> = { '1': '工作日白天', '2': '工作日晚上', '3': '周末', '4': '节假日' };

/** Sign-in opens this long before a shift starts and closes when it ends. */
export const SIGN_IN_EARLY_MS = 30 * MINUTE_MS;
/** Sign-out closes this long after a shift ends. */
export const SIGN_OUT_LATE_MS = 2 * HOUR_MS;
/** A make-up request may be filed until this long after the shift ended. */
export const MAKE_UP_WINDOW_MS = 7 * DAY_MS;
/** The rotating sign-in code changes every 30 s; the previous one is still taken (60 s in all). */
export const QR_ROTATION_MS = 30_000;
/** Radius of a sign-in point, metres. */
export const RADIUS_MIN = 50;
export const RADIUS_MAX = 2000;
/** Points per 30 minutes of service (10 per hour). */
export const POINTS_PER_HALF_HOUR = 5;
/** Days an activity may span (its shifts are one per day). */
export const MAX_ACTIVITY_DAYS = 31;

/** `yyyy-MM-dd` of an instant, China time. */
export function dayOf(ms: number): string {
  const { year, month, day } = chinaDate(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Epoch ms of `yyyy-MM-dd` at `HH:mm` China time; null when malformed. */
export function instantOf(day: string, time = '00:00'): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, dd] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (m < 1 || m > 12 || dd < 1 || dd > 31 || Number(t[1]) > 23 || Number(t[2]) > 59) return null;
  const ms = chinaInstant(y, m, dd, Number(t[1]), Number(t[2]));
  return dayOf(ms) === day ? ms : null;
}

export function timeOf(ms: number): string {
  return formatChinaTime(ms).slice(11, 16);
}

/** "李小华" → "李*华", "王五" → "王*", Korean "김철수" → "김*수", French "Claire Martin" → "Claire M." */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (/^[\p{Script=Han}]+$/u.test(name) || /^\p{Script=Hangul}+$/u.test(name))
    return chars.length <= 2 ? `${chars[0]}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  const [first, last] = name.trim().split(/\s+/, 2);
  return last ? `${first} ${last[0]}.` : first!;
}

/** Star rating 1-10 from the service time: one star to start, one more per 10 hours (10 from 90 h). */
export function starOf(serviceMinutes: number): number {
  return Math.max(1, Math.min(10, 1 + Math.floor(serviceMinutes / 600)));
}

export function hoursString(minutes: number): string {
  return (Math.round(minutes / 6) / 10).toFixed(1);
}

// ---------------------------------------------------------------------------------------------
// Rotating sign-in codes
// ---------------------------------------------------------------------------------------------

function secret(db: Database.Database): string {
  const row = statementsOf(db)("SELECT value FROM volunteer_settings WHERE key = 'qr-secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const value = randomBytes(32).toString('hex');
  statementsOf(db)("INSERT OR IGNORE INTO volunteer_settings (key, value) VALUES ('qr-secret', ?)").run(value);
  return (statementsOf(db)("SELECT value FROM volunteer_settings WHERE key = 'qr-secret'").get() as { value: string }).value;
}

function signature(db: Database.Database, shiftId: number, window: number): string {
  return createHmac('sha256', secret(db)).update(`${shiftId}.${window}`).digest('hex').slice(0, 16);
}

/** The shift's sign-in code of the rotation window of `nowMs`: `VSQ1-<shiftId>-<window>-<signature>`. */
export function signInCode(db: Database.Database, shiftId: number, nowMs: number): { code: string; expiresAt: number; rotatesAt: number } {
  const window = Math.floor(nowMs / QR_ROTATION_MS);
  return {
    code: `VSQ1-${shiftId}-${window}-${signature(db, shiftId, window)}`,
    rotatesAt: (window + 1) * QR_ROTATION_MS,
    expiresAt: (window + 2) * QR_ROTATION_MS,
  };
}

export type CodeCheck = { ok: true; shiftId: number } | { ok: false; reason: 'INVALID' | 'EXPIRED' };

/** A scanned code: its signature, then its age (the current or the previous window). */
export function checkSignInCode(db: Database.Database, code: string, nowMs: number): CodeCheck {
  const m = /^VSQ1-(\d{1,12})-(\d{1,15})-([0-9a-f]{16})$/.exec(code.trim());
  if (!m) return { ok: false, reason: 'INVALID' };
  const shiftId = Number(m[1]);
  const window = Number(m[2]);
  if (signature(db, shiftId, window) !== m[3]) return { ok: false, reason: 'INVALID' };
  const current = Math.floor(nowMs / QR_ROTATION_MS);
  if (window > current) return { ok: false, reason: 'INVALID' };
  if (window < current - 1) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, shiftId };
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

export interface VolunteerRow {
  id: number;
  site_code: string;
  user_id: number;
  real_name: string;
  phone: string;
  gender: string;
  birth_date: string;
  skills: string;
  service_areas: string;
  availability: string;
  photo: string;
  intro: string;
  status: string;
  reject_reason: string;
  service_minutes: number;
  points: number;
  created_at: number;
  audited_at: number | null;
}

export interface TeamRow {
  id: number;
  site_code: string;
  kind: string;
  name: string;
  logo: string;
  region: string;
  region_name: string;
  service_type: string;
  intro: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  status: string;
  reject_reason: string;
  member_limit: number;
  invite_code: string;
  created_at: number;
  sort: number;
}

export interface MemberRow {
  id: number;
  team_id: number;
  user_id: number;
  role: string;
  status: string;
  apply_reason: string;
  reject_reason: string;
  intro: string;
  created_at: number;
  joined_at: number | null;
  /** 1 when a manager removed the member (their last departure); 0 otherwise. */
  removed: number;
}

export interface ActivityRow {
  id: number;
  site_code: string;
  team_id: number;
  name: string;
  images: string;
  service_type: string;
  summary: string;
  start_date: string;
  end_date: string;
  daily_start: string;
  daily_end: string;
  recruit_end: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  radius: number;
  quota: number;
  requirements: string;
  integral: number;
  step: number;
  published: number;
  created_by: number;
  created_at: number;
  published_at: number | null;
}

export interface ShiftRow {
  id: number;
  site_code: string;
  team_id: number;
  activity_id: number | null;
  title: string;
  day: string;
  start_at: number;
  end_at: number;
  quota: number;
  address: string;
  longitude: number;
  latitude: number;
  radius: number;
  created_by: number;
  created_at: number;
}

export interface SignInRow {
  id: number;
  shift_id: number;
  user_id: number;
  sign_in_at: number;
  sign_out_at: number | null;
  sign_in_type: string;
  sign_out_type: string;
  distance: number | null;
  minutes: number;
  operator_id: number | null;
  created_at: number;
}

/** An image reference as stored (`@/files/...`) or a demo image name. */
export function imageOf(stored: string): string {
  if (stored === '') return '';
  return stored.startsWith('@/') ? stored : `@/files/images/${stored}.svg`;
}

export function imagesOf(stored: string): string {
  return stored
    .split(',')
    .filter((s) => s !== '')
    .map(imageOf)
    .join(',');
}

/** Recruitment status of a published activity at `nowMs`: 1 recruiting, 4 recruitment closed, 2 in progress, 3 finished (0 draft). */
export function activityStatus(a: ActivityRow, nowMs: number): string {
  if (!a.published) return '0';
  const start = instantOf(a.start_date, a.daily_start) ?? 0;
  const end = instantOf(a.end_date, a.daily_end) ?? 0;
  const recruitEnd = (instantOf(a.recruit_end, '23:59') ?? start) + 59_000;
  if (nowMs >= end) return '3';
  if (nowMs >= start) return '2';
  if (nowMs < Math.min(recruitEnd, start)) return '1';
  return '4';
}

export function volunteerOfUser(db: Database.Database, userId: number): VolunteerRow | null {
  return (statementsOf(db)('SELECT * FROM volunteers WHERE user_id = ?').get(userId) as VolunteerRow | undefined) ?? null;
}

export function approvedVolunteer(db: Database.Database, userId: number): VolunteerRow | null {
  const v = volunteerOfUser(db, userId);
  return v && v.status === VOLUNTEER.APPROVED ? v : null;
}

export function teamById(db: Database.Database, id: number): TeamRow | null {
  return (statementsOf(db)('SELECT * FROM volunteer_teams WHERE id = ?').get(id) as TeamRow | undefined) ?? null;
}

export function memberOf(db: Database.Database, teamId: number, userId: number): MemberRow | null {
  return (
    (statementsOf(db)('SELECT * FROM volunteer_team_members WHERE team_id = ? AND user_id = ?').get(teamId, userId) as
      | MemberRow
      | undefined) ?? null
  );
}

/** The caller's role in a team ('' when not a joined member). */
export function roleIn(db: Database.Database, teamId: number, userId: number): string {
  const m = memberOf(db, teamId, userId);
  return m && m.status === MEMBER.JOINED ? m.role : '';
}

export function canManage(role: string): boolean {
  return role === ROLE.MANAGER || role === ROLE.FOUNDER;
}

export function shiftById(db: Database.Database, id: number): ShiftRow | null {
  return (statementsOf(db)('SELECT * FROM volunteer_shifts WHERE id = ?').get(id) as ShiftRow | undefined) ?? null;
}

export function activityById(db: Database.Database, id: number): ActivityRow | null {
  return (statementsOf(db)('SELECT * FROM volunteer_activities WHERE id = ?').get(id) as ActivityRow | undefined) ?? null;
}

/** The display name of a user: their volunteer real name, else their nickname. */
export function nameOfUser(db: Database.Database, userId: number): { name: string; headImg: string } {
  const row = statementsOf(db)(
    'SELECT u.nickname, u.head_img, v.real_name, v.photo FROM users u LEFT JOIN volunteers v ON v.user_id = u.id WHERE u.id = ?',
  ).get(userId) as { nickname: string; head_img: string; real_name: string | null; photo: string | null } | undefined;
  if (!row) return { name: '', headImg: '' };
  return { name: row.real_name ?? row.nickname, headImg: row.photo ? imageOf(row.photo) : row.head_img };
}

// ---------------------------------------------------------------------------------------------
// Messages and service accounting
// ---------------------------------------------------------------------------------------------

export function sendMessage(
  db: Database.Database,
  m: { site: string; userId: number; kind: string; title: string; content: string; teamId?: number | null; at: number },
): void {
  statementsOf(db)(
    'INSERT INTO volunteer_messages (site_code, user_id, kind, title, content, team_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(m.site, m.userId, m.kind, m.title, m.content, m.teamId ?? null, m.at);
}

function addPoints(
  db: Database.Database,
  p: {
    site: string;
    userId: number;
    points: number;
    kind: string;
    title: string;
    teamId?: number | null;
    shiftId?: number | null;
    activityId?: number | null;
    at: number;
  },
): void {
  if (p.points === 0) return;
  statementsOf(db)(
    'INSERT INTO volunteer_points (site_code, user_id, points, kind, title, team_id, shift_id, activity_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(p.site, p.userId, p.points, p.kind, p.title, p.teamId ?? null, p.shiftId ?? null, p.activityId ?? null, p.at);
  statementsOf(db)('UPDATE volunteers SET points = points + ? WHERE user_id = ?').run(p.points, p.userId);
}

/** Minutes of service of a sign-in: the part of [signIn, signOut] inside the shift. */
export function serviceMinutes(shift: Pick<ShiftRow, 'start_at' | 'end_at'>, signInAt: number, signOutAt: number): number {
  return Math.max(0, Math.floor((Math.min(signOutAt, shift.end_at) - Math.max(signInAt, shift.start_at)) / MINUTE_MS));
}

interface HonourRow {
  id: number;
  site_code: string;
  name: string;
  kind: string;
  threshold: number;
  points: number;
}

/** Honours the user now meets and did not hold yet (awarded with their points and a message). */
export function awardHonours(db: Database.Database, site: SiteRow, userId: number, at: number): void {
  const v = volunteerOfUser(db, userId);
  if (!v) return;
  const shifts = (
    statementsOf(db)('SELECT COUNT(*) AS n FROM volunteer_sign_ins WHERE user_id = ? AND minutes > 0').get(userId) as { n: number }
  ).n;
  const activities = (
    statementsOf(db)(
      'SELECT COUNT(DISTINCT s.activity_id) AS n FROM volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id WHERE i.user_id = ? AND i.minutes > 0 AND s.activity_id IS NOT NULL',
    ).get(userId) as { n: number }
  ).n;
  const teams = (
    statementsOf(db)("SELECT COUNT(*) AS n FROM volunteer_team_members WHERE user_id = ? AND status = '1'").get(userId) as { n: number }
  ).n;
  const measure: Record<string, number> = { HOURS: v.service_minutes / 60, SHIFTS: shifts, ACTIVITIES: activities, TEAMS: teams };
  const honours = statementsOf(db)(
    'SELECT * FROM volunteer_honours h WHERE site_code = ? AND NOT EXISTS (SELECT 1 FROM volunteer_honour_awards a WHERE a.honour_id = h.id AND a.user_id = ?) ORDER BY sort',
  ).all(site.site_code, userId) as HonourRow[];
  for (const h of honours) {
    if ((measure[h.kind] ?? 0) < h.threshold) continue;
    statementsOf(db)('INSERT INTO volunteer_honour_awards (honour_id, user_id, awarded_at) VALUES (?, ?, ?)').run(h.id, userId, at);
    const words = wordsOf(site).honour;
    addPoints(db, { site: site.site_code, userId, points: h.points, kind: '3', title: words.points(h.name), at });
    sendMessage(db, {
      site: site.site_code,
      userId,
      kind: '5',
      title: words.title,
      content: words.content(h.name),
      at,
    });
  }
}

/**
 * A completed service (a sign-out, an assistant's sign-out, an approved make-up): its minutes on
 * the sign-in, the volunteer's service time, the points (per half hour, and the activity's bonus
 * the first time the user completes one of its shifts), then the honours now met.
 */
export function completeService(
  db: Database.Database,
  site: SiteRow,
  signIn: SignInRow,
  signOutAt: number,
  signOutType: string,
  operatorId: number | null,
  at: number,
): number {
  const shift = shiftById(db, signIn.shift_id);
  if (!shift) return 0;
  const minutes = serviceMinutes(shift, signIn.sign_in_at, signOutAt);
  statementsOf(db)(
    'UPDATE volunteer_sign_ins SET sign_out_at = ?, sign_out_type = ?, minutes = ?, operator_id = COALESCE(?, operator_id) WHERE id = ?',
  ).run(signOutAt, signOutType, minutes, operatorId, signIn.id);
  statementsOf(db)('UPDATE volunteers SET service_minutes = service_minutes + ? WHERE user_id = ?').run(minutes, signIn.user_id);
  const words = wordsOf(site);
  const half = Math.floor(minutes / 30);
  addPoints(db, {
    site: site.site_code,
    userId: signIn.user_id,
    points: half * POINTS_PER_HALF_HOUR,
    kind: '1',
    title: words.service(shift.title, hoursString(minutes)),
    teamId: shift.team_id,
    shiftId: shift.id,
    activityId: shift.activity_id,
    at,
  });
  if (shift.activity_id !== null && minutes > 0) {
    const activity = activityById(db, shift.activity_id);
    const earlier = statementsOf(db)("SELECT 1 FROM volunteer_points WHERE user_id = ? AND activity_id = ? AND kind = '2'").get(
      signIn.user_id,
      shift.activity_id,
    );
    if (activity && !earlier) {
      addPoints(db, {
        site: site.site_code,
        userId: signIn.user_id,
        points: activity.integral,
        kind: '2',
        title: words.activityDone(activity.name),
        teamId: shift.team_id,
        activityId: activity.id,
        at,
      });
    }
  }
  awardHonours(db, site, signIn.user_id, at);
  return minutes;
}

// ---------------------------------------------------------------------------------------------
// Answer shapes
// ---------------------------------------------------------------------------------------------

export function teamNamesOf(db: Database.Database, userId: number): string {
  const rows = statementsOf(db)(
    "SELECT t.name FROM volunteer_team_members m JOIN volunteer_teams t ON t.id = m.team_id WHERE m.user_id = ? AND m.status = '1' AND t.kind = '1' ORDER BY m.joined_at",
  ).all(userId) as { name: string }[];
  return rows.map((r) => r.name).join(',');
}

/** A volunteer as lists print them (the name masked: these lists are public). */
export function volunteerItem(db: Database.Database, v: VolunteerRow): Record<string, unknown> {
  return {
    id: String(v.id),
    userId: String(v.user_id),
    realName: maskName(v.real_name),
    headImg: imageOf(v.photo),
    gender: v.gender,
    star: String(starOf(v.service_minutes)),
    serviceTime: hoursString(v.service_minutes),
    integral: String(v.points),
    skills: v.skills,
    serviceAreas: v.service_areas,
    teamNames: teamNamesOf(db, v.user_id),
    joinTime: v.audited_at ? formatChinaTime(v.audited_at) : '',
  };
}

/** The caller's own application / volunteer record (unmasked). */
export function applicationItem(v: VolunteerRow): Record<string, unknown> {
  return {
    id: String(v.id),
    userId: String(v.user_id),
    realName: v.real_name,
    phone: maskPhone(v.phone),
    gender: v.gender,
    birthday: v.birth_date,
    skills: v.skills,
    serviceAreas: v.service_areas,
    serviceTime: hoursString(v.service_minutes),
    availability: v.availability,
    photo: imageOf(v.photo),
    intro: v.intro,
    auditStatus: v.status,
    auditReason: v.reject_reason,
    createTime: formatChinaTime(v.created_at),
    auditTime: v.audited_at ? formatChinaTime(v.audited_at) : '',
  };
}

/** A team as lists print it; with `userId` (a caller), their relation too (userRole, userStatus, userMemberId). */
export function teamItem(db: Database.Database, t: TeamRow, userId: number | null = null): Record<string, unknown> {
  const counts = statementsOf(db)(
    `SELECT COUNT(*) AS members,
              COALESCE(SUM(CASE WHEN m.role = '3' THEN m.user_id END), 0) AS founder
         FROM volunteer_team_members m WHERE m.team_id = ? AND m.status = '1'`,
  ).get(t.id) as { members: number; founder: number };
  const founder = statementsOf(db)('SELECT v.id FROM volunteers v WHERE v.user_id = ?').get(counts.founder) as { id: number } | undefined;
  const service = statementsOf(db)(
    'SELECT COALESCE(SUM(i.minutes), 0) AS minutes FROM volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id WHERE s.team_id = ?',
  ).get(t.id) as { minutes: number };
  return {
    id: String(t.id),
    type: t.kind,
    name: t.name,
    logo: imageOf(t.logo),
    region: t.region,
    regionName: t.region_name,
    serviceType: t.service_type,
    serviceTypeName: SERVICE_TYPES[t.service_type] ?? '',
    summary: t.intro.length > 60 ? `${t.intro.slice(0, 60)}…` : t.intro,
    memberNum: String(counts.members),
    maxNum: String(t.member_limit),
    founderId: founder ? String(founder.id) : '',
    founderUserId: counts.founder ? String(counts.founder) : '',
    serviceTime: hoursString(service.minutes),
    auditStatus: t.status,
    createTime: formatChinaTime(t.created_at),
    ...(userId === null ? {} : userRelation(db, t.id, userId)),
  };
}

function userRelation(db: Database.Database, teamId: number, userId: number): Record<string, string> {
  const m = memberOf(db, teamId, userId);
  return { userRole: m?.status === MEMBER.JOINED ? m.role : '', userStatus: m ? m.status : '', userMemberId: m ? String(m.id) : '' };
}

/** An activity as lists print it; with `userId` (a caller), their application status too (userApplyStatus). */
export function activityItem(db: Database.Database, a: ActivityRow, nowMs: number, userId: number | null = null): Record<string, unknown> {
  const counts = statementsOf(db)(
    `SELECT SUM(status = '1') AS approved, SUM(status = '0') AS pending, SUM(status = '3') AS reserve
         FROM volunteer_activity_applications WHERE activity_id = ?`,
  ).get(a.id) as { approved: number | null; pending: number | null; reserve: number | null };
  const team = statementsOf(db)('SELECT name FROM volunteer_teams WHERE id = ?').get(a.team_id) as { name: string } | undefined;
  const mine =
    userId === null
      ? undefined
      : (statementsOf(db)('SELECT status FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(a.id, userId) as
          | { status: string }
          | undefined);
  return {
    id: String(a.id),
    teamId: String(a.team_id),
    teamName: team?.name ?? '',
    name: a.name,
    images: imagesOf(a.images),
    serviceType: a.service_type,
    summary: a.summary,
    address: a.address,
    // the vendor's quirk: coordinates as strings on list items
    longitude: a.longitude === null ? '' : String(a.longitude),
    latitude: a.latitude === null ? '' : String(a.latitude),
    signRange: String(a.radius),
    startDate: a.start_date,
    endDate: a.end_date,
    startTime: a.daily_start,
    endTime: a.daily_end,
    recruitEndDate: a.recruit_end,
    recruitNum: String(a.quota),
    passNum: String(counts.approved ?? 0),
    auditNum: String(counts.pending ?? 0),
    reserveNum: String(counts.reserve ?? 0),
    integral: String(a.integral),
    requirement: a.requirements,
    step: String(a.step),
    activityStatus: activityStatus(a, nowMs),
    createTime: formatChinaTime(a.created_at),
    ...(userId === null ? {} : { userApplyStatus: mine ? mine.status : '' }),
  };
}

export function shiftItem(db: Database.Database, s: ShiftRow): Record<string, unknown> {
  const counts = statementsOf(db)(
    "SELECT SUM(status = '1') AS approved, SUM(status = '0') AS pending FROM volunteer_shift_members WHERE shift_id = ?",
  ).get(s.id) as { approved: number | null; pending: number | null };
  return {
    id: String(s.id),
    teamId: String(s.team_id),
    activityId: s.activity_id === null ? '' : String(s.activity_id),
    title: s.title,
    scheduleDate: s.day,
    startTime: formatChinaTime(s.start_at),
    endTime: formatChinaTime(s.end_at),
    maxNum: String(s.quota),
    passNum: String(counts.approved ?? 0),
    auditNum: String(counts.pending ?? 0),
    address: s.address,
    longitude: s.longitude,
    latitude: s.latitude,
    signRange: String(s.radius),
  };
}

export function signInItem(db: Database.Database, r: SignInRow): Record<string, unknown> {
  const who = nameOfUser(db, r.user_id);
  return {
    id: String(r.id),
    scheduleId: String(r.shift_id),
    userId: String(r.user_id),
    realName: who.name,
    headImg: who.headImg,
    signInTime: formatChinaTime(r.sign_in_at),
    signOutTime: r.sign_out_at === null ? '' : formatChinaTime(r.sign_out_at),
    signInType: r.sign_in_type,
    signOutType: r.sign_out_type,
    distance: r.distance === null ? '' : String(r.distance),
    serviceTime: String(r.minutes),
  };
}

/** ISO-ish day list of a month `yyyy-MM` (China calendar). */
export function daysOfMonth(month: string): string[] | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12) return null;
  const count = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${m[1]}-${m[2]}-${String(i + 1).padStart(2, '0')}`);
}
