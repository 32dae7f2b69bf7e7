import { createElement, type ComponentType, type ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, FormSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { volunteerTexts } from './texts';

type Module = Record<string, unknown>;
const list = <ListSkeleton />;
const detail = <DetailSkeleton />;
const form = <FormSkeleton />;

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
const teamForms = () => import('./TeamForms');
const management = () => import('./TeamManagementScreen');
const invite = () => import('./TeamInvite');
const calendars = () => import('./TeamCalendarScreens');
const shifts = () => import('./ShiftScreens');
const records = () => import('./MyRecordsScreens');
const ranking = () => import('./RankingScreen');
const points = () => import('./PointsScreen');
const honours = () => import('./HonoursScreen');
const messages = () => import('./MessagesScreen');
const small = () => import('./SmallScreens');

/** The function form of a route's `lazy` (what lazyScreen builds). */
type Lazy = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/** A route whose screen `screen` (and loader `loader`) the module `load` exports, with the family's texts. */
function route(path: string, load: () => Promise<unknown>, screen: string, loader: string | null, skeleton: ReactNode): [string, Lazy] {
  return [
    path,
    lazyScreen(
      load as () => Promise<Module>,
      (m) => ({ loader: loader ? (m[loader] as LoaderFunction) : undefined, node: createElement(m[screen] as ComponentType), skeleton }),
      { texts: volunteerTexts },
    ) as Lazy,
  ];
}

/**
 * The screens of the volunteer routes (routes.tsx lists the paths): this module is loaded on the
 * first visit of one of them, so the router's own chunk holds the paths only.
 */
const SCREENS = new Map<string, Lazy>([
  route('/volunteer-index', index, 'VolunteerIndexScreen', 'volunteerIndexLoader', list),
  route('/volunteer-list/:scope', volunteerList, 'VolunteerListScreen', 'volunteerListLoader', list),
  route('/volunteer-service', service, 'VolunteerServiceScreen', 'volunteerServiceLoader', detail),
  route('/volunteer-apply', apply, 'VolunteerApplyScreen', 'volunteerApplyLoader', form),
  route('/volunteers', home, 'VolunteersHomeScreen', 'volunteersHomeLoader', detail),
  route('/volunteer-desc/:id', volunteer, 'VolunteerDetailScreen', 'volunteerDetailLoader', detail),
  route('/volunteers-desc/:id', volunteer, 'VolunteerDetailScreen', 'volunteerDetailLoader', detail),
  route('/recruit-list', recruitList, 'RecruitListScreen', 'recruitListLoader', list),
  route('/volunteer-activity/:id', recruit, 'RecruitDetailScreen', 'recruitDetailLoader', detail),
  route('/recruit-audit/:id', audit, 'RecruitAuditScreen', 'recruitAuditLoader', list),
  route('/crteate-activity/:step', create, 'RecruitCreateScreen', 'recruitCreateLoader', form),
  route('/team-list', teams, 'TeamListScreen', 'teamListLoader', list),
  route('/join-group', teams, 'GroupListScreen', 'groupListLoader', list),
  route('/team-desc/:id', team, 'TeamDetailScreen', 'teamDetailLoader', detail),
  route('/group-desc/:id', team, 'TeamDetailScreen', 'teamDetailLoader', detail),
  route('/team-created', teamForms, 'TeamCreateScreen', 'teamCreateLoader', form),
  route('/team-data/:id', teamForms, 'TeamEditScreen', 'teamEditLoader', form),
  route('/team-apply/:id', teamForms, 'TeamApplyScreen', 'teamApplyLoader', form),
  route('/team-notice/:id', teamForms, 'TeamNoticeScreen', 'teamNoticeLoader', form),
  route('/team-management/:id', management, 'TeamManagementScreen', 'teamManagementLoader', list),
  route('/team-ewm/:id', invite, 'TeamQrScreen', 'teamQrLoader', detail),
  route('/team-invitation', invite, 'TeamInvitationScreen', 'teamInvitationLoader', detail),
  route('/team-sign', shifts, 'SignByCodeScreen', null, detail),
  route('/team-sign/:id', calendars, 'TeamSignScreen', 'teamSignLoader', list),
  route('/team-schedule/:id', calendars, 'TeamScheduleScreen', 'teamScheduleLoader', list),
  route('/team-head/:id', shifts, 'ShiftManageScreen', 'shiftManageLoader', detail),
  route('/team-make-up/:id', shifts, 'TeamMakeUpScreen', 'teamMakeUpLoader', list),
  route('/shift-edit/:teamId', shifts, 'ShiftFormScreen', 'shiftFormLoader', form),
  route('/shift-edit/:teamId/:shiftId', shifts, 'ShiftFormScreen', 'shiftFormLoader', form),
  route('/make-up/:id', shifts, 'MakeUpScreen', 'makeUpLoader', form),
  route('/my-scheduling', shifts, 'MyScheduleScreen', 'myScheduleLoader', list),
  route('/sign-records', records, 'SignRecordsScreen', 'signRecordsLoader', list),
  route('/make-up-list', records, 'MakeUpListScreen', 'makeUpListLoader', list),
  route('/my-recruitment', records, 'MyRecruitmentScreen', 'myRecruitmentLoader', list),
  route('/volunteer-ranking', ranking, 'RankingScreen', 'rankingLoader', list),
  route('/integral-records', points, 'PointsScreen', 'pointsLoader', list),
  route('/volunteer-honours', honours, 'HonoursScreen', 'honoursLoader', list),
  route('/volunteer-messages', messages, 'MessagesScreen', 'messagesLoader', list),
  route('/member-introduce/:id', small, 'MemberIntroScreen', 'memberIntroLoader', detail),
  route('/brand-project/:id', small, 'ProjectScreen', 'projectLoader', detail),
]);

/** The lazy screen of a volunteer route's path. */
export function screenOf(path: string): Lazy {
  const lazy = SCREENS.get(path);
  if (!lazy) throw new Error(`no volunteer screen for ${path}`);
  return lazy;
}

/** The paths with a screen (routes.test.ts checks routes.tsx lists the same). */
export const SCREEN_PATHS = [...SCREENS.keys()];
