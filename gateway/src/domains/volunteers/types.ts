/**
 * The volunteer family's upstream rows (API.md "Volunteers") and what its GraphQL types resolve
 * from. Rows are loose: the vendor sends numbers as strings, absent values as "" or null.
 */
type Loose = string | number | null | undefined;

export interface VolunteerRow {
  id: string | number;
  userId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  gender?: Loose;
  star?: Loose;
  serviceTime?: Loose;
  integral?: Loose;
  skills?: Loose;
  serviceAreas?: Loose;
  teamNames?: Loose;
  joinTime?: Loose;
  /** Detail only. */
  intro?: Loose;
  honourNum?: Loose;
  serviceNum?: Loose;
  /** Ranking only. */
  rank?: Loose;
  [key: string]: unknown;
}

export interface ApplicationRow {
  id: string | number;
  userId?: Loose;
  realName?: Loose;
  phone?: Loose;
  gender?: Loose;
  birthday?: Loose;
  skills?: Loose;
  serviceAreas?: Loose;
  availability?: Loose;
  photo?: Loose;
  intro?: Loose;
  auditStatus?: Loose;
  auditReason?: Loose;
  createTime?: Loose;
  auditTime?: Loose;
  volunteerId?: Loose;
  [key: string]: unknown;
}

export interface HomeRow {
  banners?: Array<{ id?: Loose; title?: Loose; image?: Loose; jumpUrl?: Loose }> | null;
  volunteerNum?: Loose;
  teamNum?: Loose;
  activityNum?: Loose;
  serviceTime?: Loose;
}

export interface TeamRow {
  id: string | number;
  type?: Loose;
  name?: Loose;
  logo?: Loose;
  region?: Loose;
  regionName?: Loose;
  serviceType?: Loose;
  summary?: Loose;
  memberNum?: Loose;
  maxNum?: Loose;
  founderId?: Loose;
  serviceTime?: Loose;
  auditStatus?: Loose;
  createTime?: Loose;
  /** With a token: the caller's relation. */
  userRole?: Loose;
  userStatus?: Loose;
  userMemberId?: Loose;
  /** Detail only. */
  introduce?: Loose;
  address?: Loose;
  longitude?: Loose;
  latitude?: Loose;
  auditReason?: Loose;
  /** Detail only: the comments on the team (so its comment summary needs no count call). */
  commentNum?: Loose;
  [key: string]: unknown;
}

export interface MemberRow {
  id: string | number;
  teamId?: Loose;
  userId?: Loose;
  volunteerId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  roleType?: Loose;
  status?: Loose;
  applyReason?: Loose;
  auditReason?: Loose;
  introduce?: Loose;
  createTime?: Loose;
  joinTime?: Loose;
  serviceTime?: Loose;
  [key: string]: unknown;
}

export interface ProjectRow {
  id: string | number;
  teamId?: Loose;
  name?: Loose;
  images?: Loose;
  cover?: Loose;
  summary?: Loose;
  content?: Loose;
  createTime?: Loose;
  [key: string]: unknown;
}

export interface ActivityRow {
  id: string | number;
  teamId?: Loose;
  teamName?: Loose;
  name?: Loose;
  images?: Loose;
  serviceType?: Loose;
  summary?: Loose;
  address?: Loose;
  longitude?: Loose;
  latitude?: Loose;
  signRange?: Loose;
  startDate?: Loose;
  endDate?: Loose;
  startTime?: Loose;
  endTime?: Loose;
  recruitEndDate?: Loose;
  recruitNum?: Loose;
  passNum?: Loose;
  auditNum?: Loose;
  reserveNum?: Loose;
  integral?: Loose;
  requirement?: Loose;
  step?: Loose;
  activityStatus?: Loose;
  createTime?: Loose;
  /** With a token (lists) or on the detail. */
  userApplyStatus?: Loose;
  /** Detail only. */
  userApplyId?: Loose;
  userAuditReason?: Loose;
  [key: string]: unknown;
}

export interface RecruitmentApplicationRow {
  id: string | number;
  activityId?: Loose;
  userId?: Loose;
  volunteerId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  status?: Loose;
  remark?: Loose;
  auditReason?: Loose;
  createTime?: Loose;
  auditTime?: Loose;
  activity?: ActivityRow | null;
  [key: string]: unknown;
}

export interface SignInRow {
  id: string | number;
  scheduleId?: Loose;
  userId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  signInTime?: Loose;
  signOutTime?: Loose;
  signInType?: Loose;
  signOutType?: Loose;
  distance?: Loose;
  serviceTime?: Loose;
  scheduleTitle?: Loose;
  scheduleDate?: Loose;
  [key: string]: unknown;
}

export interface ShiftRow {
  id: string | number;
  teamId?: Loose;
  activityId?: Loose;
  title?: Loose;
  scheduleDate?: Loose;
  startTime?: Loose;
  endTime?: Loose;
  maxNum?: Loose;
  passNum?: Loose;
  auditNum?: Loose;
  address?: Loose;
  longitude?: Loose;
  latitude?: Loose;
  signRange?: Loose;
  /** With a token: the caller's place and sign-in. */
  userStatus?: Loose;
  userSignIn?: SignInRow | null;
  userMakeUpStatus?: Loose;
  [key: string]: unknown;
}

export interface PickRow {
  id: string | number;
  scheduleId?: Loose;
  userId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  status?: Loose;
  source?: Loose;
  createTime?: Loose;
  signIn?: SignInRow | null;
  [key: string]: unknown;
}

export interface MakeUpRow {
  id: string | number;
  scheduleId?: Loose;
  scheduleTitle?: Loose;
  scheduleDate?: Loose;
  teamId?: Loose;
  userId?: Loose;
  realName?: Loose;
  headImg?: Loose;
  reason?: Loose;
  signInTime?: Loose;
  signOutTime?: Loose;
  status?: Loose;
  auditReason?: Loose;
  createTime?: Loose;
  auditTime?: Loose;
  [key: string]: unknown;
}

export interface CalendarDayRow {
  date?: Loose;
  dateTime?: Loose;
  activityCount?: Loose;
  openSignIn?: Loose;
  scheduleManage?: Loose;
}

export interface SignInCodeRow {
  scheduleId?: Loose;
  qrCode?: Loose;
  refreshTime?: Loose;
  expireTime?: Loose;
  refreshMillis?: Loose;
}

export interface PointsRow {
  id: string | number;
  integral?: Loose;
  type?: Loose;
  title?: Loose;
  createTime?: Loose;
}

export interface HonourRow {
  id: string | number;
  name?: Loose;
  icon?: Loose;
  rule?: Loose;
  type?: Loose;
  threshold?: Loose;
  integral?: Loose;
  obtain?: Loose;
  obtainTime?: Loose;
}

export interface ServiceRecordRow {
  activityId?: Loose;
  activityName?: Loose;
  teamId?: Loose;
  teamName?: Loose;
  serviceTime?: Loose;
  serviceNum?: Loose;
  lastServiceTime?: Loose;
}

export interface MessageRow {
  id: string | number;
  type?: Loose;
  title?: Loose;
  content?: Loose;
  teamId?: Loose;
  readStatus?: Loose;
  createTime?: Loose;
}

// ----------------------------------------------------------------------------------------------
// What the GraphQL types resolve from
// ----------------------------------------------------------------------------------------------

export interface VolunteerSource {
  __typename: 'Volunteer';
  id: string;
  row: VolunteerRow;
  /** True when the row is the detail (intro, counts). */
  detailed: boolean;
}

export interface VolunteerApplicationSource {
  __typename: 'VolunteerApplication';
  id: string;
  row: ApplicationRow;
}

export interface TeamSource {
  __typename: 'VolunteerTeam';
  id: string;
  row: TeamRow;
  detailed: boolean;
  /** 'detail' when `row` is the detail (the comments domain then takes its commentNum). */
  completeness: 'detail' | 'list';
}

export interface MemberSource {
  __typename: 'TeamMember';
  id: string;
  row: MemberRow;
}

export interface ProjectSource {
  __typename: 'BrandProject';
  id: string;
  row: ProjectRow;
  detailed: boolean;
}

export interface ActivitySource {
  __typename: 'RecruitmentActivity';
  id: string;
  row: ActivityRow;
  detailed: boolean;
}

export interface RecruitmentApplicationSource {
  __typename: 'RecruitmentApplication';
  id: string;
  row: RecruitmentApplicationRow;
}

export interface ShiftSource {
  __typename: 'Shift';
  id: string;
  row: ShiftRow;
}

export interface RosterEntrySource {
  __typename: 'ShiftRosterEntry';
  shiftId: string;
  row: PickRow;
}

export interface SignInSource {
  __typename: 'SignIn';
  id: string;
  row: SignInRow;
}

export interface MakeUpSource {
  __typename: 'MakeUpRequest';
  id: string;
  row: MakeUpRow;
}

export interface PointsRecordSource {
  __typename: 'PointsRecord';
  id: string;
  row: PointsRow;
}

export interface HonourSource {
  __typename: 'Honour';
  id: string;
  row: HonourRow;
}

export interface MessageSource {
  __typename: 'VolunteerMessage';
  id: string;
  row: MessageRow;
}

export interface RankingEntrySource {
  rank: number;
  row: VolunteerRow;
}

export interface TeamPermissionsValue {
  applyToJoin: boolean;
  leave: boolean;
  manageMembers: boolean;
  manageRoles: boolean;
  editTeam: boolean;
  manageSchedule: boolean;
  manageRecruitment: boolean;
  invite: boolean;
  postNotice: boolean;
}

export interface MemberPermissionsValue {
  decide: boolean;
  remove: boolean;
  makeManager: boolean;
  unmakeManager: boolean;
  transferFounder: boolean;
}

export interface SignInCodeValue {
  code: string;
  refreshAt: string;
  expiresAt: string;
  refreshInMs: number;
}
