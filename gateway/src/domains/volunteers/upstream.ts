import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { decodeData, decodeList } from '../../core/upstream/envelope.ts';
import type {
  ActivityRow,
  ApplicationRow,
  CalendarDayRow,
  HomeRow,
  HonourRow,
  MakeUpRow,
  MemberRow,
  MessageRow,
  PickRow,
  PointsRow,
  ProjectRow,
  RecruitmentApplicationRow,
  ServiceRecordRow,
  ShiftRow,
  SignInCodeRow,
  SignInRow,
  TeamRow,
  VolunteerRow,
} from './types.ts';

/** Upstream calls of the volunteer area (API.md "Volunteers"). */

const page = <T>(
  upstream: UpstreamClient,
  path: string,
  params: Record<string, string | number | undefined>,
  currPage: number,
  pageSize: number,
) => upstream.getPage<T>(path, { ...params, currPage, pageSize });

const rows = async <T>(upstream: UpstreamClient, path: string, params: Record<string, string | number | undefined>): Promise<T[]> =>
  decodeList<T>(await upstream.get(path, params)).items;

// --- volunteers -------------------------------------------------------------------------------

export const volunteerHome = (upstream: UpstreamClient) => upstream.getData<HomeRow>('res/api/volunteer/index');

export const volunteerList = (upstream: UpstreamClient, args: { keyword?: string; sortType: string }, currPage: number, pageSize: number) =>
  page<VolunteerRow>(upstream, 'res/api/volunteer/list', args, currPage, pageSize);

export const volunteersByIds = (upstream: UpstreamClient, ids: readonly string[]) =>
  rows<VolunteerRow>(upstream, 'res/api/volunteer/listByIds', { ids: ids.join(',') });

/** A volunteer's profile; null when unknown (code 1 `志愿者不存在`). */
export async function volunteerDetail(upstream: UpstreamClient, id: string): Promise<VolunteerRow | null> {
  const envelope = await upstream.get('res/api/volunteer/detail', { id });
  if (envelope.code === 1) return null;
  return decodeData<VolunteerRow>(envelope);
}

export const myApplication = (upstream: UpstreamClient) => upstream.getData<ApplicationRow>('res/api/volunteer/mine');

export const applyVolunteer = (upstream: UpstreamClient, form: Record<string, string>) => upstream.post('res/api/volunteer/apply', form);

export const serviceRecords = (upstream: UpstreamClient, volunteerId: string | null, currPage: number, pageSize: number) =>
  page<ServiceRecordRow>(upstream, 'res/api/volunteer/serviceRecords', volunteerId ? { volunteerId } : {}, currPage, pageSize);

export const ranking = (
  upstream: UpstreamClient,
  args: { teamId?: string; month?: string; sortType: string },
  currPage: number,
  pageSize: number,
) => page<VolunteerRow>(upstream, 'res/api/volunteer/ranking', args, currPage, pageSize);

export async function messages(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<MessageRow> & { unread: number }> {
  const envelope = await upstream.get('res/api/volunteer/messages', { currPage, pageSize });
  const list = decodeList<MessageRow>(envelope, { currPage, pageSize });
  const data = envelope.data as { unreadNum?: unknown } | null;
  return { ...list, unread: Number(data?.unreadNum ?? 0) || 0 };
}

// --- teams --------------------------------------------------------------------------------------

export const teamList = (
  upstream: UpstreamClient,
  args: { type: string; keyword?: string; serviceType?: string; region?: string; mine?: string },
  currPage: number,
  pageSize: number,
) => page<TeamRow>(upstream, 'res/api/volunteerTeam/list', args, currPage, pageSize);

export const teamsByIds = (upstream: UpstreamClient, ids: readonly string[]) =>
  rows<TeamRow>(upstream, 'res/api/volunteerTeam/listByIds', { ids: ids.join(',') });

/** A team's detail with the caller's relation; null when unknown. */
export async function teamDetail(upstream: UpstreamClient, id: string): Promise<TeamRow | null> {
  const envelope = await upstream.get('res/api/volunteerTeam/detail', { id });
  if (envelope.code === 1) return null;
  return decodeData<TeamRow>(envelope);
}

export async function teamInvitation(upstream: UpstreamClient, inviteCode: string): Promise<TeamRow | null> {
  const envelope = await upstream.get('res/api/volunteerTeam/invitation', { inviteCode });
  if (envelope.code === 1) return null;
  return decodeData<TeamRow>(envelope);
}

export const inviteCode = (upstream: UpstreamClient, teamId: string) =>
  upstream.getData<{ inviteCode?: unknown }>('res/api/volunteerTeam/inviteCode', { teamId });

export const teamMembers = (upstream: UpstreamClient, teamId: string, status: '0' | '1', currPage: number, pageSize: number) =>
  page<MemberRow>(upstream, 'res/api/volunteerTeam/members', { teamId, status }, currPage, pageSize);

export async function memberDetail(upstream: UpstreamClient, id: string): Promise<MemberRow | null> {
  const envelope = await upstream.get('res/api/volunteerTeam/memberDetail', { id });
  if (envelope.code === 1) return null;
  return decodeData<MemberRow>(envelope);
}

export const teamProjects = (upstream: UpstreamClient, teamId: string) =>
  rows<ProjectRow>(upstream, 'res/api/volunteerTeam/projects', { teamId });

export async function projectDetail(upstream: UpstreamClient, id: string): Promise<ProjectRow | null> {
  const envelope = await upstream.get('res/api/volunteerTeam/projectDetail', { id });
  if (envelope.code === 1) return null;
  return decodeData<ProjectRow>(envelope);
}

export const teamPost = (
  upstream: UpstreamClient,
  call:
    | 'create'
    | 'update'
    | 'apply'
    | 'join'
    | 'resetInviteCode'
    | 'audit'
    | 'removeMember'
    | 'setManager'
    | 'transfer'
    | 'quit'
    | 'notice',
  form: Record<string, string>,
): Promise<Envelope> => upstream.post(`res/api/volunteerTeam/${call}`, form);

// --- recruitment ---------------------------------------------------------------------------------

export const activityList = (
  upstream: UpstreamClient,
  args: { teamId?: string; activityStatus?: string; keyword?: string },
  currPage: number,
  pageSize: number,
) => page<ActivityRow>(upstream, 'res/api/volunteerActivity/list', args, currPage, pageSize);

export const activitiesByIds = (upstream: UpstreamClient, ids: readonly string[]) =>
  rows<ActivityRow>(upstream, 'res/api/volunteerActivity/listByIds', { ids: ids.join(',') });

/** An activity's detail with the caller's application (drafts: the team's managers); null when unknown. */
export async function activityDetail(upstream: UpstreamClient, id: string): Promise<ActivityRow | null> {
  const envelope = await upstream.get('res/api/volunteerActivity/detail', { id });
  if (envelope.code === 1) return null;
  return decodeData<ActivityRow>(envelope);
}

export const activityDrafts = (upstream: UpstreamClient, teamId: string) =>
  rows<ActivityRow>(upstream, 'res/api/volunteerActivity/drafts', { teamId });

export const saveActivity = (upstream: UpstreamClient, body: Record<string, unknown>) =>
  upstream.post('res/api/volunteerActivity/save', body, { json: true });

export const activityPost = (upstream: UpstreamClient, call: 'publish' | 'apply' | 'cancelApply' | 'audit', form: Record<string, string>) =>
  upstream.post(`res/api/volunteerActivity/${call}`, form);

export const activityApplications = (upstream: UpstreamClient, activityId: string, status: string, currPage: number, pageSize: number) =>
  page<RecruitmentApplicationRow>(upstream, 'res/api/volunteerActivity/applications', { activityId, status }, currPage, pageSize);

export const myRecruitmentApplications = (upstream: UpstreamClient, currPage: number, pageSize: number) =>
  page<RecruitmentApplicationRow>(upstream, 'res/api/volunteerActivity/myApply', {}, currPage, pageSize);

// --- shifts ---------------------------------------------------------------------------------------

export const scheduleCalendar = (upstream: UpstreamClient, teamId: string, yearMoth: string) =>
  rows<CalendarDayRow>(upstream, 'res/api/volunteerTeamSchedule/calendar', { teamId, yearMoth });

export const signInCalendar = (upstream: UpstreamClient, teamId: string, yearMoth: string) =>
  rows<CalendarDayRow>(upstream, 'res/api/volunteerSignInService/calendar', { teamId, yearMoth });

export const shiftsOfDay = (upstream: UpstreamClient, teamId: string, scheduleDate: string) =>
  rows<ShiftRow>(upstream, 'res/api/volunteerTeamSchedule/list', { teamId, scheduleDate });

export const shiftsOfActivity = (upstream: UpstreamClient, activityId: string) =>
  rows<ShiftRow>(upstream, 'res/api/volunteerTeamSchedule/list', { activityId });

export const shiftsByIds = (upstream: UpstreamClient, ids: readonly string[]) =>
  rows<ShiftRow>(upstream, 'res/api/volunteerTeamSchedule/listByIds', { ids: ids.join(',') });

export const mySchedule = (upstream: UpstreamClient, yearMoth: string) =>
  rows<ShiftRow>(upstream, 'res/api/volunteerTeamSchedule/mine', { yearMoth });

export const shiftPicks = (upstream: UpstreamClient, scheduleId: string) =>
  rows<PickRow>(upstream, 'res/api/volunteerTeamSchedule/picks', { scheduleId });

export const schedulePost = (upstream: UpstreamClient, call: 'save' | 'pick' | 'cancelPick' | 'audit', form: Record<string, string>) =>
  upstream.post(`res/api/volunteerTeamSchedule/${call}`, form);

// --- sign-in ----------------------------------------------------------------------------------------

export const signInCode = (upstream: UpstreamClient, scheduleId: string) =>
  upstream.getData<SignInCodeRow>('res/api/volunteerSignInService/qrCode', { scheduleId });

export const signInPost = (upstream: UpstreamClient, call: 'signIn' | 'signOut', form: Record<string, string>) =>
  upstream.post(`res/api/volunteerSignInService/${call}`, form);

export const signInRecords = (upstream: UpstreamClient, currPage: number, pageSize: number) =>
  page<SignInRow>(upstream, 'res/api/volunteerSignInService/records', {}, currPage, pageSize);

/** One of the viewer's own sign-ins with its shift's times and point; null for anyone else's or none. */
export async function signInDetail(upstream: UpstreamClient, id: string): Promise<SignInRow | null> {
  const envelope = await upstream.get('res/api/volunteerSignInService/detail', { id });
  if (envelope.code === 1) return null;
  return decodeData<SignInRow>(envelope);
}

export const makeUpPost = (upstream: UpstreamClient, call: 'apply' | 'audit', form: Record<string, string>) =>
  upstream.post(`res/api/volunteerSignInMakeUp/${call}`, form);

export const makeUpList = (upstream: UpstreamClient, args: { teamId?: string; status?: string }, currPage: number, pageSize: number) =>
  page<MakeUpRow>(upstream, 'res/api/volunteerSignInMakeUp/list', args, currPage, pageSize);

// --- points and honours -----------------------------------------------------------------------------

export async function pointsRecords(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PointsRow> & { totalPoints: number }> {
  const envelope = await upstream.get('res/api/volunteerIntegral/records', { currPage, pageSize });
  const list = decodeList<PointsRow>(envelope, { currPage, pageSize });
  const data = envelope.data as { totalIntegral?: unknown } | null;
  return { ...list, totalPoints: Number(data?.totalIntegral ?? 0) || 0 };
}

export const honours = (upstream: UpstreamClient, volunteerId: string | null) =>
  rows<HonourRow>(upstream, 'res/api/volunteerHonour/list', volunteerId ? { volunteerId } : {});
