import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { volunteerTexts as texts } from './texts';

/** One import per module (its chunk), shared by the routes it serves. */
const index = () => import('./VolunteerIndexScreen');
const volunteerList = () => import('./VolunteerListScreen');
const service = () => import('./VolunteerServiceScreen');
const apply = () => import('./VolunteerApplyScreen');
const home = () => import('./VolunteersHomeScreen');
const volunteer = () => import('./VolunteerDetailScreen');
const recruitList = () => import('./RecruitListScreen');
const recruit = () => import('./RecruitDetailScreen');
const audit = () => import('./RecruitAuditScreen');
const create = () => import('./RecruitCreateScreen');
const teams = () => import('./TeamListScreen');
const team = () => import('./TeamDetailScreen');
const teamCreate = () => import('./TeamCreateScreen');
const teamEdit = () => import('./TeamEditScreen');
const teamApply = () => import('./TeamApplyScreen');
const teamNotice = () => import('./TeamNoticeScreen');
const management = () => import('./TeamManagementScreen');
const teamQr = () => import('./TeamQrScreen');
const invitation = () => import('./TeamInvitationScreen');
const teamSign = () => import('./TeamSignScreen');
const teamSchedule = () => import('./TeamScheduleScreen');
const signByCode = () => import('./SignByCodeScreen');
const shiftManage = () => import('./ShiftManageScreen');
const teamMakeUp = () => import('./TeamMakeUpScreen');
const shiftForm = () => import('./ShiftFormScreen');
const makeUp = () => import('./MakeUpScreen');
const mySchedule = () => import('./MyScheduleScreen');
const signRecords = () => import('./SignRecordsScreen');
const signInDetail = () => import('./SignInDetailScreen');
const makeUpList = () => import('./MakeUpListScreen');
const myRecruitment = () => import('./MyRecruitmentScreen');
const ranking = () => import('./RankingScreen');
const points = () => import('./PointsScreen');
const honours = () => import('./HonoursScreen');
const messages = () => import('./MessagesScreen');
const memberIntro = () => import('./MemberIntroScreen');
const project = () => import('./ProjectScreen');

const list = <ListSkeleton />;
const detail = <DetailSkeleton />;
const form = <FormSkeleton />;

/** A route whose screen (and the loader that preloads its query) the module `load` exports, with the family's texts. */
const route = <M,>(load: () => Promise<M>, pick: Parameters<typeof lazyScreen<M>>[1]) => lazyScreen(load, pick, { texts });

/**
 * The volunteer area: the entry pages (/volunteer-index, /volunteer-list/all, /volunteer-service,
 * /volunteers, /volunteer-desc/{id}, /join-group, /team-*, /crteate-activity) and the area's other
 * pages. This table is loaded on the first visit of one of them (familyRoutes.ts), each screen's
 * module on the first visit of its route.
 */
export const VOLUNTEER_ROUTES: RouteObject[] = [
  {
    path: '/volunteer-index',
    lazy: route(index, (m) => ({ loader: m.volunteerIndexLoader, node: <m.VolunteerIndexScreen />, skeleton: list })),
  },
  {
    path: '/volunteer-list/:scope',
    lazy: route(volunteerList, (m) => ({ loader: m.volunteerListLoader, node: <m.VolunteerListScreen />, skeleton: list })),
  },
  {
    path: '/volunteer-service',
    lazy: route(service, (m) => ({ loader: m.volunteerServiceLoader, node: <m.VolunteerServiceScreen />, skeleton: detail })),
  },
  {
    path: '/volunteer-apply',
    lazy: route(apply, (m) => ({ loader: m.volunteerApplyLoader, node: <m.VolunteerApplyScreen />, skeleton: form })),
  },
  {
    path: '/volunteers',
    lazy: route(home, (m) => ({ loader: m.volunteersHomeLoader, node: <m.VolunteersHomeScreen />, skeleton: detail })),
  },
  {
    path: '/volunteer-desc/:id',
    lazy: route(volunteer, (m) => ({ loader: m.volunteerDetailLoader, node: <m.VolunteerDetailScreen />, skeleton: detail })),
  },
  {
    path: '/volunteers-desc/:id',
    lazy: route(volunteer, (m) => ({ loader: m.volunteerDetailLoader, node: <m.VolunteerDetailScreen />, skeleton: detail })),
  },
  {
    path: '/recruit-list',
    lazy: route(recruitList, (m) => ({ loader: m.recruitListLoader, node: <m.RecruitListScreen />, skeleton: list })),
  },
  {
    path: '/volunteer-activity-desc/:id',
    lazy: route(recruit, (m) => ({ loader: m.recruitDetailLoader, node: <m.RecruitDetailScreen />, skeleton: detail })),
  },
  {
    path: '/recruit-audit/:id',
    lazy: route(audit, (m) => ({ loader: m.recruitAuditLoader, node: <m.RecruitAuditScreen />, skeleton: list })),
  },
  {
    path: '/crteate-activity/:step',
    lazy: route(create, (m) => ({ loader: m.recruitCreateLoader, node: <m.RecruitCreateScreen />, skeleton: form })),
  },
  { path: '/team-list', lazy: route(teams, (m) => ({ loader: m.teamListLoader, node: <m.TeamListScreen />, skeleton: list })) },
  { path: '/join-group', lazy: route(teams, (m) => ({ loader: m.groupListLoader, node: <m.GroupListScreen />, skeleton: list })) },
  { path: '/team-desc/:id', lazy: route(team, (m) => ({ loader: m.teamDetailLoader, node: <m.TeamDetailScreen />, skeleton: detail })) },
  { path: '/group-desc/:id', lazy: route(team, (m) => ({ loader: m.teamDetailLoader, node: <m.TeamDetailScreen />, skeleton: detail })) },
  { path: '/team-created', lazy: route(teamCreate, (m) => ({ loader: m.teamCreateLoader, node: <m.TeamCreateScreen />, skeleton: form })) },
  { path: '/team-data/:id', lazy: route(teamEdit, (m) => ({ loader: m.teamEditLoader, node: <m.TeamEditScreen />, skeleton: form })) },
  { path: '/team-apply/:id', lazy: route(teamApply, (m) => ({ loader: m.teamApplyLoader, node: <m.TeamApplyScreen />, skeleton: form })) },
  {
    path: '/team-notice/:id',
    lazy: route(teamNotice, (m) => ({ loader: m.teamNoticeLoader, node: <m.TeamNoticeScreen />, skeleton: form })),
  },
  {
    path: '/team-management/:id',
    lazy: route(management, (m) => ({ loader: m.teamManagementLoader, node: <m.TeamManagementScreen />, skeleton: list })),
  },
  { path: '/team-ewm/:id', lazy: route(teamQr, (m) => ({ loader: m.teamQrLoader, node: <m.TeamQrScreen />, skeleton: detail })) },
  {
    path: '/team-invitation',
    lazy: route(invitation, (m) => ({ loader: m.teamInvitationLoader, node: <m.TeamInvitationScreen />, skeleton: detail })),
  },
  { path: '/team-sign', lazy: route(signByCode, (m) => ({ node: <m.SignByCodeScreen />, skeleton: detail })) },
  { path: '/team-sign/:id', lazy: route(teamSign, (m) => ({ loader: m.teamSignLoader, node: <m.TeamSignScreen />, skeleton: list })) },
  {
    path: '/team-schedule/:id',
    lazy: route(teamSchedule, (m) => ({ loader: m.teamScheduleLoader, node: <m.TeamScheduleScreen />, skeleton: list })),
  },
  {
    path: '/team-head/:id',
    lazy: route(shiftManage, (m) => ({ loader: m.shiftManageLoader, node: <m.ShiftManageScreen />, skeleton: detail })),
  },
  {
    path: '/team-make-up/:id',
    lazy: route(teamMakeUp, (m) => ({ loader: m.teamMakeUpLoader, node: <m.TeamMakeUpScreen />, skeleton: list })),
  },
  {
    path: '/shift-edit/:teamId',
    lazy: route(shiftForm, (m) => ({ loader: m.shiftFormLoader, node: <m.ShiftFormScreen />, skeleton: form })),
  },
  {
    path: '/shift-edit/:teamId/:shiftId',
    lazy: route(shiftForm, (m) => ({ loader: m.shiftFormLoader, node: <m.ShiftFormScreen />, skeleton: form })),
  },
  { path: '/make-up/:id', lazy: route(makeUp, (m) => ({ loader: m.makeUpLoader, node: <m.MakeUpScreen />, skeleton: form })) },
  {
    path: '/my-scheduling',
    lazy: route(mySchedule, (m) => ({ loader: m.myScheduleLoader, node: <m.MyScheduleScreen />, skeleton: list })),
  },
  {
    path: '/sign-records',
    lazy: route(signRecords, (m) => ({ loader: m.signRecordsLoader, node: <m.SignRecordsScreen />, skeleton: list })),
  },
  {
    path: '/sign-in-activity-detail/:id',
    lazy: route(signInDetail, (m) => ({ loader: m.signInDetailLoader, node: <m.SignInDetailScreen />, skeleton: detail })),
  },
  { path: '/make-up-list', lazy: route(makeUpList, (m) => ({ loader: m.makeUpListLoader, node: <m.MakeUpListScreen />, skeleton: list })) },
  {
    path: '/my-recruitment',
    lazy: route(myRecruitment, (m) => ({ loader: m.myRecruitmentLoader, node: <m.MyRecruitmentScreen />, skeleton: list })),
  },
  { path: '/volunteer-ranking', lazy: route(ranking, (m) => ({ loader: m.rankingLoader, node: <m.RankingScreen />, skeleton: list })) },
  { path: '/integral-records', lazy: route(points, (m) => ({ loader: m.pointsLoader, node: <m.PointsScreen />, skeleton: list })) },
  { path: '/volunteer-honours', lazy: route(honours, (m) => ({ loader: m.honoursLoader, node: <m.HonoursScreen />, skeleton: list })) },
  { path: '/volunteer-messages', lazy: route(messages, (m) => ({ loader: m.messagesLoader, node: <m.MessagesScreen />, skeleton: list })) },
  {
    path: '/member-introduce/:id',
    lazy: route(memberIntro, (m) => ({ loader: m.memberIntroLoader, node: <m.MemberIntroScreen />, skeleton: detail })),
  },
  { path: '/brand-project/:id', lazy: route(project, (m) => ({ loader: m.projectLoader, node: <m.ProjectScreen />, skeleton: detail })) },
];
