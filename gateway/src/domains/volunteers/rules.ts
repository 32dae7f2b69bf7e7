/**
 * THE rules of the volunteer area, computed here once (the roles volunteer, team manager and team founder; the rest designed, see
 * API.md "Volunteers"): the limits, the validation of every form, the team roles and what each
 * may do, the time windows of sign-in, sign-out and make-up, the sign-in radius and the rotating
 * code. Functions take `now` explicitly so tests can pin any boundary.
 */
import { distanceMetres } from '../../core/geo.ts';
import { flag, int, text } from '../../core/normalise.ts';
import { chinaMs, chinaDay, isDay } from '../../core/time.ts';
import { codePointLength, PHONE_PATTERN } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { MemberPermissionsValue, MemberRow, ShiftRow, TeamPermissionsValue, TeamRow } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Limits (exposed as `inputLimits`)
// ---------------------------------------------------------------------------------------------

export const VOLUNTEER_LIMITS = {
  volunteerNameMaxLength: 20,
  volunteerIntroMaxLength: 200,
  volunteerMinAge: 14,
  volunteerMaxSkills: 5,
  volunteerMaxServiceAreas: 3,
  volunteerReasonMaxLength: 200,
  teamNameMaxLength: 30,
  teamIntroMaxLength: 500,
  noticeTitleMaxLength: 30,
  noticeContentMaxLength: 500,
  recruitmentNameMaxLength: 40,
  recruitmentTextMaxLength: 1000,
  recruitmentMaxImages: 6,
  recruitmentMaxDays: 31,
  recruitmentQuotaMax: 500,
  signInRadiusMin: 50,
  signInRadiusMax: 2000,
  shiftTitleMaxLength: 30,
  shiftQuotaMax: 500,
} as const;

const L = VOLUNTEER_LIMITS;
export const ADDRESS_MAX = 100;
export const POINTS_BONUS_MAX = 100;
export const DEFAULT_POINTS_BONUS = 20;
export const DEFAULT_RADIUS = 500;
/** Sign-in opens 30 minutes before a shift starts and closes at its end. */
export const SIGN_IN_EARLY_MS = 30 * 60_000;
/** Sign-out closes 2 hours after the end. */
export const SIGN_OUT_LATE_MS = 2 * 3_600_000;
/** A make-up request is taken until 7 days after the end. */
export const MAKE_UP_WINDOW_MS = 7 * 86_400_000;

// ---------------------------------------------------------------------------------------------
// Codes of the vendor
// ---------------------------------------------------------------------------------------------

export const SKILLS = [
  'FIRST_AID',
  'GUIDING',
  'TRANSLATION',
  'PHOTOGRAPHY',
  'TEACHING',
  'IT_SUPPORT',
  'NURSING',
  'LEGAL_ADVICE',
  'DRIVING',
  'PERFORMING_ARTS',
] as const;
export const SERVICE_TYPES = [
  'CULTURE',
  'VISITOR_INFORMATION',
  'EVENTS',
  'ENVIRONMENT',
  'ELDERLY_AND_DISABLED',
  'EMERGENCY_RESCUE',
  'COMMUNITY',
  'TRAFFIC_CIVILITY',
] as const;
export const AVAILABILITY = ['WEEKDAY_DAYTIME', 'WEEKDAY_EVENING', 'WEEKEND', 'PUBLIC_HOLIDAYS'] as const;
export type Skill = (typeof SKILLS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type Availability = (typeof AVAILABILITY)[number];

/** An enum list ↔ the vendor's 1-based codes. */
export function codesOf<T extends string>(values: readonly T[], all: readonly T[]): string {
  return [...new Set(values)].map((v) => String(all.indexOf(v) + 1)).join(',');
}
export function valuesOf<T extends string>(codes: unknown, all: readonly T[]): T[] {
  const list = typeof codes === 'string' ? codes.split(',') : typeof codes === 'number' ? [String(codes)] : [];
  return list.map((c) => all[Number(c.trim()) - 1]).filter((v): v is T => v !== undefined);
}
export const valueFrom = <T extends string>(code: unknown, all: readonly T[]): T | null => valuesOf(code, all)[0] ?? null;

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

export type TeamRoleValue = 'NONE' | 'APPLICANT' | 'MEMBER' | 'MANAGER' | 'FOUNDER';

const ROLE_OF_CODE: Record<string, TeamRoleValue> = { '1': 'MEMBER', '2': 'MANAGER', '3': 'FOUNDER' };

/** A member row's role. */
export function memberRole(code: unknown): TeamRoleValue {
  return ROLE_OF_CODE[text(code) ?? ''] ?? 'MEMBER';
}

/** The viewer's role in a team from the row's relation (`userRole`, `userStatus`). */
export function viewerRole(row: Pick<TeamRow, 'userRole' | 'userStatus'>): TeamRoleValue {
  const status = text(row.userStatus);
  if (status === '1') return ROLE_OF_CODE[text(row.userRole) ?? ''] ?? 'MEMBER';
  if (status === '0') return 'APPLICANT';
  return 'NONE';
}

export const isManager = (role: TeamRoleValue) => role === 'MANAGER' || role === 'FOUNDER';
export const isMember = (role: TeamRoleValue) => role === 'MEMBER' || isManager(role);

export function teamStatus(row: Pick<TeamRow, 'auditStatus'>): 'PENDING' | 'APPROVED' | 'REJECTED' {
  const s = text(row.auditStatus);
  return s === '1' ? 'APPROVED' : s === '2' ? 'REJECTED' : 'PENDING';
}

export const isGroup = (row: Pick<TeamRow, 'type'>) => text(row.type) === '2';

/** What a role may do in a team (the viewer's `isVolunteer` for joining a volunteer team). */
export function teamPermissions(row: TeamRow, role: TeamRoleValue, signedIn: boolean, isVolunteer: boolean): TeamPermissionsValue {
  const manager = isManager(role);
  const approved = teamStatus(row) === 'APPROVED';
  return {
    applyToJoin: signedIn && approved && role === 'NONE' && (isGroup(row) || isVolunteer),
    leave: role === 'MEMBER' || role === 'MANAGER',
    manageMembers: manager,
    manageRoles: role === 'FOUNDER',
    editTeam: manager,
    manageSchedule: manager,
    manageRecruitment: manager && approved,
    invite: manager && approved,
    postNotice: manager,
  };
}

/** Why the viewer may not do a manager's thing; null when they may. */
export function requireManager(role: TeamRoleValue): UserErrorSource | null {
  return isManager(role) ? null : inputError('TEAM_MANAGER_REQUIRED', null);
}

export function requireFounder(role: TeamRoleValue): UserErrorSource | null {
  return role === 'FOUNDER' ? null : inputError('TEAM_FOUNDER_REQUIRED', null);
}

/** What the viewer (role `viewer`, membership `viewerMemberId`) may do to a member. */
export function memberPermissions(viewer: TeamRoleValue, viewerMemberId: string | null, member: MemberRow): MemberPermissionsValue {
  const role = memberRole(member.roleType);
  const status = text(member.status);
  const self = viewerMemberId !== null && String(member.id) === viewerMemberId;
  const joined = status === '1';
  return {
    decide: isManager(viewer) && status === '0',
    remove: joined && !self && role !== 'FOUNDER' && (role === 'MEMBER' ? isManager(viewer) : viewer === 'FOUNDER'),
    makeManager: joined && viewer === 'FOUNDER' && role === 'MEMBER',
    unmakeManager: joined && viewer === 'FOUNDER' && role === 'MANAGER',
    transferFounder: joined && viewer === 'FOUNDER' && !self && role !== 'FOUNDER',
  };
}

/** Why a member-directed action is refused (the same rules as `memberPermissions`); null when allowed. */
export function memberActionError(
  action: 'remove' | 'setManager' | 'transfer',
  viewer: TeamRoleValue,
  viewerMemberId: string | null,
  member: MemberRow,
): UserErrorSource | null {
  const role = memberRole(member.roleType);
  const self = viewerMemberId !== null && String(member.id) === viewerMemberId;
  if (action === 'remove') {
    const needs = requireManager(viewer);
    if (needs) return needs;
    if (text(member.status) !== '1') return inputError('RESOURCE_NOT_FOUND', 'memberId');
    if (role === 'FOUNDER') return inputError('FOUNDER_PROTECTED', 'memberId');
    if (self) return inputError('CANNOT_TARGET_SELF', 'memberId');
    if (role === 'MANAGER' && viewer !== 'FOUNDER') return inputError('TEAM_FOUNDER_REQUIRED', 'memberId');
    return null;
  }
  const needs = requireFounder(viewer);
  if (needs) return needs;
  if (text(member.status) !== '1') return inputError('RESOURCE_NOT_FOUND', 'memberId');
  if (role === 'FOUNDER') return inputError(action === 'transfer' ? 'CANNOT_TARGET_SELF' : 'FOUNDER_PROTECTED', 'memberId');
  return null;
}

/** The founder cannot leave; others must be members. */
export function leaveError(role: TeamRoleValue): UserErrorSource | null {
  if (role === 'FOUNDER') return inputError('FOUNDER_MUST_TRANSFER', 'teamId');
  if (!isMember(role)) return inputError('NOT_TEAM_MEMBER', 'teamId');
  return null;
}

/** Why the viewer may not ask to join; null when they may. */
export function joinError(row: TeamRow, role: TeamRoleValue, isVolunteer: boolean, invited: boolean): UserErrorSource | null {
  if (!isGroup(row) && !isVolunteer) return inputError('VOLUNTEER_REQUIRED', null);
  if (teamStatus(row) !== 'APPROVED') return inputError('TEAM_NOT_APPROVED', 'teamId');
  if (isMember(role)) return inputError('ALREADY_TEAM_MEMBER', 'teamId');
  if (role === 'APPLICANT' && !invited) return inputError('JOIN_ALREADY_PENDING', 'teamId');
  const members = int(row.memberNum) ?? 0;
  const limit = int(row.maxNum) ?? 0;
  if (limit > 0 && members >= limit) return inputError('TEAM_FULL', 'teamId', limit);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** A required text of at most `max` code points (TEXT_INVALID). */
export function requiredText(value: string | null | undefined, field: string, max: number): UserErrorSource[] {
  const t = (value ?? '').trim();
  return t === '' || codePointLength(t) > max ? [inputError('TEXT_INVALID', field, max)] : [];
}

/** An optional text of at most `max` code points (TEXT_INVALID). */
export function optionalText(value: string | null | undefined, field: string, max: number): UserErrorSource[] {
  return codePointLength((value ?? '').trim()) > max ? [inputError('TEXT_INVALID', field, max)] : [];
}

/** Age in whole years on `today` (both `yyyy-MM-dd`). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) >= birth.slice(5) ? years : years - 1;
}

export interface ApplicationInput {
  realName: string;
  phone: string;
  birthDate: string;
  skills: readonly string[];
  serviceAreas: readonly string[];
  availability: readonly string[];
  photo?: string | null;
  intro?: string | null;
}

/** Every check of a volunteer application (the photo's upload id is checked by the caller). */
export function validateApplication(input: ApplicationInput, now: number): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  errors.push(...requiredText(input.realName, 'realName', L.volunteerNameMaxLength));
  if (!PHONE_PATTERN.test(input.phone.trim())) errors.push(inputError('PHONE_INVALID', 'phone'));
  const birth = input.birthDate.trim();
  const today = chinaDay(now);
  if (!isDay(birth) || birth < '1900-01-01' || birth > today || ageOn(birth, today) < L.volunteerMinAge)
    errors.push(inputError('BIRTH_DATE_INVALID', 'birthDate', L.volunteerMinAge));
  const skills = new Set(input.skills).size;
  if (skills < 1 || skills > L.volunteerMaxSkills) errors.push(inputError('SKILLS_INVALID', 'skills', L.volunteerMaxSkills));
  const areas = new Set(input.serviceAreas).size;
  if (areas < 1 || areas > L.volunteerMaxServiceAreas)
    errors.push(inputError('SERVICE_AREAS_INVALID', 'serviceAreas', L.volunteerMaxServiceAreas));
  if (input.availability.length === 0) errors.push(inputError('AVAILABILITY_REQUIRED', 'availability'));
  if (!input.photo?.trim()) errors.push(inputError('IMAGE_REQUIRED', 'photo'));
  errors.push(...optionalText(input.intro, 'intro', L.volunteerIntroMaxLength));
  return errors;
}

export function validateTeam(
  input: { name?: string | null; intro?: string | null; logo?: string | null; regionCode?: string | null },
  regionCodes: readonly string[],
  creating: boolean,
): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  if (creating || (input.name !== undefined && input.name !== null)) errors.push(...requiredText(input.name, 'name', L.teamNameMaxLength));
  if (creating || (input.intro !== undefined && input.intro !== null))
    errors.push(...requiredText(input.intro, 'intro', L.teamIntroMaxLength));
  if (creating && !input.logo?.trim()) errors.push(inputError('IMAGE_REQUIRED', 'logo'));
  if ((creating || input.regionCode) && !regionCodes.includes((input.regionCode ?? '').trim()))
    errors.push(inputError('REGION_INVALID', 'regionCode'));
  return errors;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Days from `from` to `to` (both `yyyy-MM-dd`), both counted. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function validateBasics(input: { name: string; summary: string; images?: readonly string[] | null }): UserErrorSource[] {
  const errors = [
    ...requiredText(input.name, 'basics.name', L.recruitmentNameMaxLength),
    ...requiredText(input.summary, 'basics.summary', L.recruitmentTextMaxLength),
  ];
  if ((input.images?.length ?? 0) > L.recruitmentMaxImages)
    errors.push(inputError('TOO_MANY_IMAGES', 'basics.images', L.recruitmentMaxImages));
  return errors;
}

export interface ScheduleInput {
  startDate: string;
  endDate: string;
  dailyStartTime: string;
  dailyEndTime: string;
  recruitDeadline?: string | null;
  address: string;
  location?: { longitude: number; latitude: number } | null;
  signInRadius: number;
}

export function validLocation(location: { longitude: number; latitude: number } | null | undefined): boolean {
  if (!location) return false;
  const { longitude, latitude } = location;
  return (
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    Math.abs(longitude) <= 180 &&
    Math.abs(latitude) <= 90 &&
    !(longitude === 0 && latitude === 0)
  );
}

export function validateRadius(radius: number, field: string): UserErrorSource[] {
  return Number.isInteger(radius) && radius >= L.signInRadiusMin && radius <= L.signInRadiusMax
    ? []
    : [inputError('RADIUS_OUT_OF_RANGE', field, L.signInRadiusMax)];
}

export function validateSchedule(input: ScheduleInput, now: number): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const today = chinaDay(now);
  const start = input.startDate.trim();
  const end = input.endDate.trim();
  const deadline = (input.recruitDeadline ?? '').trim() || start;
  if (!isDay(start)) errors.push(inputError('DATE_INVALID', 'schedule.startDate'));
  if (!isDay(end)) errors.push(inputError('DATE_INVALID', 'schedule.endDate'));
  if (!TIME.test(input.dailyStartTime)) errors.push(inputError('DATE_INVALID', 'schedule.dailyStartTime'));
  if (!TIME.test(input.dailyEndTime)) errors.push(inputError('DATE_INVALID', 'schedule.dailyEndTime'));
  if (errors.length === 0) {
    if (start < today) errors.push(inputError('START_DATE_PAST', 'schedule.startDate'));
    if (end < start || input.dailyEndTime <= input.dailyStartTime)
      errors.push(inputError('TIME_RANGE_INVALID', end < start ? 'schedule.endDate' : 'schedule.dailyEndTime'));
    else if (daysSpanned(start, end) > L.recruitmentMaxDays)
      errors.push(inputError('ACTIVITY_TOO_LONG', 'schedule.endDate', L.recruitmentMaxDays));
    if (!isDay(deadline) || deadline > start || deadline < today)
      errors.push(inputError('RECRUITMENT_DEADLINE_INVALID', 'schedule.recruitDeadline'));
  }
  errors.push(...requiredText(input.address, 'schedule.address', ADDRESS_MAX));
  if (!validLocation(input.location)) errors.push(inputError('SIGN_IN_POINT_REQUIRED', 'schedule.location'));
  errors.push(...validateRadius(input.signInRadius, 'schedule.signInRadius'));
  return errors;
}

export function validateQuota(input: { quota: number; requirements?: string | null; pointsBonus?: number | null }): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  if (!Number.isInteger(input.quota) || input.quota < 1 || input.quota > L.recruitmentQuotaMax)
    errors.push(inputError('QUOTA_OUT_OF_RANGE', 'quota.quota', L.recruitmentQuotaMax));
  errors.push(...optionalText(input.requirements, 'quota.requirements', L.recruitmentTextMaxLength));
  const bonus = input.pointsBonus ?? DEFAULT_POINTS_BONUS;
  if (!Number.isInteger(bonus) || bonus < 0 || bonus > POINTS_BONUS_MAX)
    errors.push(inputError('POINTS_OUT_OF_RANGE', 'quota.pointsBonus', POINTS_BONUS_MAX));
  return errors;
}

/** The step a draft save is (the one section given); null when none or several. */
export function stepOf(input: { basics?: unknown; schedule?: unknown; quota?: unknown }): 1 | 2 | 3 | null {
  const given = [input.basics, input.schedule, input.quota].map((s) => s !== null && s !== undefined);
  if (given.filter(Boolean).length !== 1) return null;
  return (given.indexOf(true) + 1) as 1 | 2 | 3;
}

/** A step may be saved after the ones before it; only an unpublished draft changes. */
export function draftStepError(step: 1 | 2 | 3, savedStep: number | null, published: boolean): UserErrorSource | null {
  if (published) return inputError('DRAFT_PUBLISHED', 'activityId');
  if (savedStep === null ? step !== 1 : step > savedStep + 1) return inputError('DRAFT_STEP_INVALID', 'activityId');
  return null;
}

export interface ShiftFormInput {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  quota: number;
  address?: string | null;
  location?: { longitude: number; latitude: number } | null;
  signInRadius?: number | null;
}

export function validateShift(input: ShiftFormInput, now: number, approved: number): UserErrorSource[] {
  const errors = [...requiredText(input.title, 'title', L.shiftTitleMaxLength)];
  if (!isDay(input.date)) errors.push(inputError('DATE_INVALID', 'date'));
  else if (input.date < chinaDay(now)) errors.push(inputError('START_DATE_PAST', 'date'));
  if (!TIME.test(input.startTime)) errors.push(inputError('DATE_INVALID', 'startTime'));
  else if (!TIME.test(input.endTime)) errors.push(inputError('DATE_INVALID', 'endTime'));
  else if (input.endTime <= input.startTime) errors.push(inputError('TIME_RANGE_INVALID', 'endTime'));
  if (!Number.isInteger(input.quota) || input.quota < Math.max(1, approved) || input.quota > L.shiftQuotaMax)
    errors.push(inputError('QUOTA_OUT_OF_RANGE', 'quota', L.shiftQuotaMax));
  errors.push(...optionalText(input.address, 'address', ADDRESS_MAX));
  if (input.location !== null && input.location !== undefined && !validLocation(input.location))
    errors.push(inputError('SIGN_IN_POINT_REQUIRED', 'location'));
  if (input.signInRadius !== null && input.signInRadius !== undefined) errors.push(...validateRadius(input.signInRadius, 'signInRadius'));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Recruitment
// ---------------------------------------------------------------------------------------------

export type RecruitmentStatusValue = 'DRAFT' | 'RECRUITING' | 'RECRUITMENT_CLOSED' | 'IN_PROGRESS' | 'FINISHED';
const RECRUITMENT_STATUS: Record<string, RecruitmentStatusValue> = {
  '0': 'DRAFT',
  '1': 'RECRUITING',
  '4': 'RECRUITMENT_CLOSED',
  '2': 'IN_PROGRESS',
  '3': 'FINISHED',
};
export const recruitmentStatus = (code: unknown): RecruitmentStatusValue => RECRUITMENT_STATUS[text(code) ?? ''] ?? 'FINISHED';
export const recruitmentStatusCode = (status: RecruitmentStatusValue): string =>
  Object.entries(RECRUITMENT_STATUS).find(([, v]) => v === status)![0];

export type ApplicationStatusValue = 'PENDING' | 'APPROVED' | 'REJECTED' | 'RESERVE' | 'CANCELLED';
export const APPLICATION_STATUSES: readonly ApplicationStatusValue[] = ['PENDING', 'APPROVED', 'REJECTED', 'RESERVE', 'CANCELLED'];
export const applicationStatus = (code: unknown): ApplicationStatusValue | null => APPLICATION_STATUSES[int(code) ?? -1] ?? null;

/** Why the viewer may not apply; null when they may. */
export function applyError(
  status: RecruitmentStatusValue,
  isVolunteer: boolean,
  mine: ApplicationStatusValue | null,
): UserErrorSource | null {
  if (!isVolunteer) return inputError('VOLUNTEER_REQUIRED', null);
  if (status !== 'RECRUITING') return inputError('RECRUITMENT_CLOSED', 'activityId');
  if (mine !== null && mine !== 'CANCELLED') return inputError('ALREADY_APPLIED', 'activityId');
  return null;
}

// ---------------------------------------------------------------------------------------------
// Shifts and sign-in
// ---------------------------------------------------------------------------------------------

export interface ShiftTimes {
  start: number;
  end: number;
}

export function shiftTimes(row: Pick<ShiftRow, 'startTime' | 'endTime'>): ShiftTimes {
  return { start: chinaMs(row.startTime) ?? 0, end: chinaMs(row.endTime) ?? 0 };
}

export const signInOpen = (t: ShiftTimes, now: number) => now >= t.start - SIGN_IN_EARLY_MS && now < t.end;

export type ShiftViewerStatusValue = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
const PICK_STATUS: readonly Exclude<ShiftViewerStatusValue, 'NONE'>[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];
export const pickStatus = (code: unknown): Exclude<ShiftViewerStatusValue, 'NONE'> => PICK_STATUS[int(code) ?? 0] ?? 'PENDING';
export function shiftViewerStatus(row: Pick<ShiftRow, 'userStatus'>): ShiftViewerStatusValue {
  const s = text(row.userStatus);
  return s === null ? 'NONE' : pickStatus(s);
}

export function remainingOf(row: Pick<ShiftRow, 'maxNum' | 'passNum'>): number {
  return Math.max(0, (int(row.maxNum) ?? 0) - (int(row.passNum) ?? 0));
}

const hasSignIn = (row: ShiftRow) => !!row.userSignIn && text(row.userSignIn.signInTime) !== null;
const signedOut = (row: ShiftRow) => !!row.userSignIn && text(row.userSignIn.signOutTime) !== null;

/** Why the viewer may not pick the shift; null when they may. */
export function pickError(row: ShiftRow, role: TeamRoleValue, now: number): UserErrorSource | null {
  if (text(row.activityId)) return inputError('ACTIVITY_SHIFT', 'shiftId');
  if (!isMember(role)) return inputError('NOT_TEAM_MEMBER', 'shiftId');
  if (now >= shiftTimes(row).start) return inputError('SHIFT_STARTED', 'shiftId');
  const status = shiftViewerStatus(row);
  if (status === 'PENDING' || status === 'APPROVED') return inputError('SHIFT_ALREADY_PICKED', 'shiftId');
  if (remainingOf(row) <= 0) return inputError('SHIFT_FULL', 'shiftId');
  return null;
}

/** Why the viewer may not sign in; null when they may (the radius is checked apart). */
export function signInError(row: ShiftRow, now: number): UserErrorSource | null {
  if (shiftViewerStatus(row) !== 'APPROVED') return inputError('NOT_ON_SHIFT', 'shiftId');
  if (!signInOpen(shiftTimes(row), now)) return inputError('SIGN_IN_CLOSED', 'shiftId');
  if (hasSignIn(row)) return inputError('ALREADY_SIGNED_IN', 'shiftId');
  return null;
}

export function signOutError(row: ShiftRow, now: number): UserErrorSource | null {
  if (!hasSignIn(row)) return inputError('NOT_SIGNED_IN', 'shiftId');
  if (signedOut(row)) return inputError('ALREADY_SIGNED_OUT', 'shiftId');
  if (now > shiftTimes(row).end + SIGN_OUT_LATE_MS) return inputError('SIGN_OUT_CLOSED', 'shiftId');
  return null;
}

/** A make-up is for a missed sign-in only: on the shift, ended less than 7 days ago, no sign-in, no live request. */
export function makeUpError(row: ShiftRow, now: number): UserErrorSource | null {
  const t = shiftTimes(row);
  if (shiftViewerStatus(row) !== 'APPROVED' || hasSignIn(row) || now < t.end || now > t.end + MAKE_UP_WINDOW_MS)
    return inputError('MAKE_UP_NOT_ALLOWED', 'shiftId');
  if (text(row.userMakeUpStatus) !== null) return inputError('MAKE_UP_PENDING', 'shiftId');
  return null;
}

/** The claimed times of a make-up (`HH:mm` on the shift's day) as instants, or the error. */
export function makeUpTimes(row: ShiftRow, signedIn: string, signedOut: string): { signIn: number; signOut: number } | UserErrorSource {
  const day = text(row.scheduleDate) ?? '';
  if (!TIME.test(signedIn) || !TIME.test(signedOut)) return inputError('MAKE_UP_TIME_INVALID', 'signedInTime');
  const signIn = chinaMs(`${day} ${signedIn}`);
  const signOut = chinaMs(`${day} ${signedOut}`);
  const t = shiftTimes(row);
  if (signIn === null || signOut === null || signOut <= signIn || signIn < t.start - SIGN_IN_EARLY_MS || signOut > t.end + SIGN_OUT_LATE_MS)
    return inputError('MAKE_UP_TIME_INVALID', 'signedOutTime');
  return { signIn, signOut };
}

/** The radius check of a fixed-point sign-in: OUT_OF_RANGE with the distance (metres) as `limit`. */
export function radiusError(row: ShiftRow, position: { latitude: number; longitude: number }): UserErrorSource | null {
  const point = { latitude: Number(row.latitude), longitude: Number(row.longitude) };
  const radius = int(row.signRange) ?? DEFAULT_RADIUS;
  const distance = Math.round(distanceMetres(point, position));
  return distance > radius ? inputError('OUT_OF_RANGE', 'position', distance) : null;
}

export interface ParsedCode {
  /** The shift the code claims: trusted only once the upstream has checked the signature. */
  shiftId: string;
}

/** A scanned code's shape `VSQ1-<shift>-<window>-<signature>`; null when it is not one. */
export function parseSignInCode(code: string): ParsedCode | null {
  const m = /^VSQ1-(\d{1,12})-(\d{1,15})-[0-9a-f]{16}$/.exec(code.trim());
  return m ? { shiftId: m[1]! } : null;
}

/** Flag of the vendor's "1"/"0" fields. */
export const yes = (value: unknown) => flag(value);
