import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { volunteerTexts } from './texts';

const texts = { texts: volunteerTexts };
const list = <ListSkeleton />;
const detail = <DetailSkeleton />;
const form = <FormSkeleton />;

const teamDetail = lazyScreen(() => import('./TeamDetailScreen'), (m) => ({ loader: m.teamDetailLoader, node: <m.TeamDetailScreen />, skeleton: detail }), texts);
const volunteerDetail = lazyScreen(() => import('./VolunteerDetailScreen'), (m) => ({ loader: m.volunteerDetailLoader, node: <m.VolunteerDetailScreen />, skeleton: detail }), texts);

/**
 * The volunteer area (issue 12; doc 1 §2.11): the spec's entry pages (/volunteer-index,
 * /volunteer-list/all, /volunteer-service, /volunteers, /volunteer-desc/{id}, /join-group, /team-*,
 * /crteate-activity) and the area's other pages.
 */
export const VOLUNTEER_ROUTES: RouteObject[] = [
  { path: '/volunteer-index', lazy: lazyScreen(() => import('./VolunteerIndexScreen'), (m) => ({ loader: m.volunteerIndexLoader, node: <m.VolunteerIndexScreen />, skeleton: list }), texts) },
  { path: '/volunteer-list/:scope', lazy: lazyScreen(() => import('./VolunteerListScreen'), (m) => ({ loader: m.volunteerListLoader, node: <m.VolunteerListScreen />, skeleton: list }), texts) },
  { path: '/volunteer-service', lazy: lazyScreen(() => import('./VolunteerServiceScreen'), (m) => ({ loader: m.volunteerServiceLoader, node: <m.VolunteerServiceScreen />, skeleton: detail }), texts) },
  { path: '/volunteer-apply', lazy: lazyScreen(() => import('./VolunteerApplyScreen'), (m) => ({ loader: m.volunteerApplyLoader, node: <m.VolunteerApplyScreen />, skeleton: form }), texts) },
  { path: '/volunteers', lazy: lazyScreen(() => import('./VolunteersHomeScreen'), (m) => ({ loader: m.volunteersHomeLoader, node: <m.VolunteersHomeScreen />, skeleton: detail }), texts) },
  { path: '/volunteer-desc/:id', lazy: volunteerDetail },
  { path: '/volunteers-desc/:id', lazy: volunteerDetail },
  { path: '/recruit-list', lazy: lazyScreen(() => import('./RecruitListScreen'), (m) => ({ loader: m.recruitListLoader, node: <m.RecruitListScreen />, skeleton: list }), texts) },
  { path: '/volunteer-activity/:id', lazy: lazyScreen(() => import('./RecruitDetailScreen'), (m) => ({ loader: m.recruitDetailLoader, node: <m.RecruitDetailScreen />, skeleton: detail }), texts) },
  { path: '/recruit-audit/:id', lazy: lazyScreen(() => import('./RecruitAuditScreen'), (m) => ({ loader: m.recruitAuditLoader, node: <m.RecruitAuditScreen />, skeleton: list }), texts) },
  { path: '/crteate-activity/:step', lazy: lazyScreen(() => import('./RecruitCreateScreen'), (m) => ({ loader: m.recruitCreateLoader, node: <m.RecruitCreateScreen />, skeleton: form }), texts) },
  { path: '/team-list', lazy: lazyScreen(() => import('./TeamListScreen'), (m) => ({ loader: m.teamListLoader('TEAM'), node: <m.TeamListScreen kind="TEAM" />, skeleton: list }), texts) },
  { path: '/join-group', lazy: lazyScreen(() => import('./TeamListScreen'), (m) => ({ loader: m.teamListLoader('COMMUNITY_GROUP'), node: <m.TeamListScreen kind="COMMUNITY_GROUP" />, skeleton: list }), texts) },
  { path: '/team-desc/:id', lazy: teamDetail },
  { path: '/group-desc/:id', lazy: teamDetail },
  { path: '/team-created', lazy: lazyScreen(() => import('./TeamForms'), (m) => ({ loader: m.teamCreateLoader, node: <m.TeamCreateScreen />, skeleton: form }), texts) },
  { path: '/team-data/:id', lazy: lazyScreen(() => import('./TeamForms'), (m) => ({ loader: m.teamEditLoader, node: <m.TeamEditScreen />, skeleton: form }), texts) },
  { path: '/team-apply/:id', lazy: lazyScreen(() => import('./TeamForms'), (m) => ({ loader: m.teamApplyLoader, node: <m.TeamApplyScreen />, skeleton: form }), texts) },
  { path: '/team-notice/:id', lazy: lazyScreen(() => import('./TeamForms'), (m) => ({ loader: m.teamNoticeLoader, node: <m.TeamNoticeScreen />, skeleton: form }), texts) },
  { path: '/team-management/:id', lazy: lazyScreen(() => import('./TeamManagementScreen'), (m) => ({ loader: m.teamManagementLoader, node: <m.TeamManagementScreen />, skeleton: list }), texts) },
  { path: '/team-ewm/:id', lazy: lazyScreen(() => import('./TeamInvite'), (m) => ({ loader: m.teamQrLoader, node: <m.TeamQrScreen />, skeleton: detail }), texts) },
  { path: '/team-invitation', lazy: lazyScreen(() => import('./TeamInvite'), (m) => ({ loader: m.teamInvitationLoader, node: <m.TeamInvitationScreen />, skeleton: detail }), texts) },
  { path: '/team-sign', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ node: <m.SignByCodeScreen /> }), texts) },
  { path: '/team-sign/:id', lazy: lazyScreen(() => import('./TeamCalendarScreens'), (m) => ({ loader: m.teamSignLoader, node: <m.TeamSignScreen />, skeleton: list }), texts) },
  { path: '/team-schedule/:id', lazy: lazyScreen(() => import('./TeamCalendarScreens'), (m) => ({ loader: m.teamScheduleLoader, node: <m.TeamScheduleScreen />, skeleton: list }), texts) },
  { path: '/team-head/:id', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.shiftManageLoader, node: <m.ShiftManageScreen />, skeleton: detail }), texts) },
  { path: '/team-make-up/:id', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.teamMakeUpLoader, node: <m.TeamMakeUpScreen />, skeleton: list }), texts) },
  { path: '/shift-edit/:teamId', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.shiftFormLoader, node: <m.ShiftFormScreen />, skeleton: form }), texts) },
  { path: '/shift-edit/:teamId/:shiftId', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.shiftFormLoader, node: <m.ShiftFormScreen />, skeleton: form }), texts) },
  { path: '/make-up/:id', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.makeUpLoader, node: <m.MakeUpScreen />, skeleton: form }), texts) },
  { path: '/my-scheduling', lazy: lazyScreen(() => import('./ShiftScreens'), (m) => ({ loader: m.myScheduleLoader, node: <m.MyScheduleScreen />, skeleton: list }), texts) },
  { path: '/sign-records', lazy: lazyScreen(() => import('./MyRecordsScreens'), (m) => ({ loader: m.signRecordsLoader, node: <m.SignRecordsScreen />, skeleton: list }), texts) },
  { path: '/make-up-list', lazy: lazyScreen(() => import('./MyRecordsScreens'), (m) => ({ loader: m.makeUpListLoader, node: <m.MakeUpListScreen />, skeleton: list }), texts) },
  { path: '/my-recruitment', lazy: lazyScreen(() => import('./MyRecordsScreens'), (m) => ({ loader: m.myRecruitmentLoader, node: <m.MyRecruitmentScreen />, skeleton: list }), texts) },
  { path: '/volunteer-ranking', lazy: lazyScreen(() => import('./RankingScreen'), (m) => ({ loader: m.rankingLoader, node: <m.RankingScreen />, skeleton: list }), texts) },
  { path: '/integral-records', lazy: lazyScreen(() => import('./PointsScreen'), (m) => ({ loader: m.pointsLoader, node: <m.PointsScreen />, skeleton: list }), texts) },
  { path: '/volunteer-honours', lazy: lazyScreen(() => import('./HonoursScreen'), (m) => ({ loader: m.honoursLoader, node: <m.HonoursScreen />, skeleton: list }), texts) },
  { path: '/volunteer-messages', lazy: lazyScreen(() => import('./MessagesScreen'), (m) => ({ loader: m.messagesLoader, node: <m.MessagesScreen />, skeleton: list }), texts) },
  { path: '/member-introduce/:id', lazy: lazyScreen(() => import('./SmallScreens'), (m) => ({ loader: m.memberIntroLoader, node: <m.MemberIntroScreen />, skeleton: detail }), texts) },
  { path: '/brand-project/:id', lazy: lazyScreen(() => import('./SmallScreens'), (m) => ({ loader: m.projectLoader, node: <m.ProjectScreen />, skeleton: detail }), texts) },
];
