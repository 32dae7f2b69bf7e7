import type { RouteObject } from 'react-router-dom';

/** The volunteer area's paths (the screens are in screens.tsx, loaded on the first visit of one). */
const PATHS = [
  '/volunteer-index',
  '/volunteer-list/:scope',
  '/volunteer-service',
  '/volunteer-apply',
  '/volunteers',
  '/volunteer-desc/:id',
  '/volunteers-desc/:id',
  '/recruit-list',
  '/volunteer-activity/:id',
  '/recruit-audit/:id',
  '/crteate-activity/:step',
  '/team-list',
  '/join-group',
  '/team-desc/:id',
  '/group-desc/:id',
  '/team-created',
  '/team-data/:id',
  '/team-apply/:id',
  '/team-notice/:id',
  '/team-management/:id',
  '/team-ewm/:id',
  '/team-invitation',
  '/team-sign',
  '/team-sign/:id',
  '/team-schedule/:id',
  '/team-head/:id',
  '/team-make-up/:id',
  '/shift-edit/:teamId',
  '/shift-edit/:teamId/:shiftId',
  '/make-up/:id',
  '/my-scheduling',
  '/sign-records',
  '/make-up-list',
  '/my-recruitment',
  '/volunteer-ranking',
  '/integral-records',
  '/volunteer-honours',
  '/volunteer-messages',
  '/member-introduce/:id',
  '/brand-project/:id',
] as const;

/**
 * The volunteer area (issue 12; doc 1 §2.11): the spec's entry pages (/volunteer-index,
 * /volunteer-list/all, /volunteer-service, /volunteers, /volunteer-desc/{id}, /join-group, /team-*,
 * /crteate-activity) and the area's other pages.
 */
export const VOLUNTEER_ROUTES: RouteObject[] = PATHS.map((path) => ({
  path,
  lazy: async () => (await import('./screens')).screenOf(path)(),
}));
