import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { byIds, each } from '../../core/loaders.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import {
  activitiesByIds,
  activityDetail,
  honours,
  memberDetail,
  myApplication,
  projectDetail,
  shiftPicks,
  shiftsByIds,
  shiftsOfActivity,
  signInDetail,
  teamDetail,
  teamProjects,
  teamsByIds,
  volunteerDetail,
  volunteerHome,
  volunteersByIds,
} from './upstream.ts';
import type {
  ActivityRow,
  ApplicationRow,
  HomeRow,
  HonourRow,
  MemberRow,
  PickRow,
  ProjectRow,
  ShiftRow,
  SignInRow,
  TeamRow,
  VolunteerRow,
} from './types.ts';

export interface VolunteerLoaders {
  /** The area's home (once per request). */
  home(): Promise<HomeRow | null>;
  /** The viewer's application (once per session token); null when none or anonymous. */
  application(): Promise<ApplicationRow | null>;
  /** Volunteers by id: ONE listByIds call per batch. */
  volunteer: DataLoader<string, VolunteerRow | null>;
  volunteerDetail: DataLoader<string, VolunteerRow | null>;
  /** Teams by id (with the viewer's relation when signed in): ONE listByIds call per batch. */
  team: DataLoader<string, TeamRow | null>;
  teamDetail: DataLoader<string, TeamRow | null>;
  /** Published activities by id (with the viewer's application status): ONE listByIds call per batch. */
  activity: DataLoader<string, ActivityRow | null>;
  /** An activity's detail (drafts too, for the team's managers). */
  activityDetail: DataLoader<string, ActivityRow | null>;
  /** Shifts by id (with the viewer's place and sign-in): ONE listByIds call per batch. */
  shift: DataLoader<string, ShiftRow | null>;
  activityShifts: DataLoader<string, ShiftRow[]>;
  /** A shift's roster (managers). */
  picks: DataLoader<string, PickRow[]>;
  /** The site's honours held by a volunteer id ("" = the viewer). */
  honours: DataLoader<string, HonourRow[]>;
  projects: DataLoader<string, ProjectRow[]>;
  project: DataLoader<string, ProjectRow | null>;
  member: DataLoader<string, MemberRow | null>;
  /** The viewer's own sign-ins by id (the check-in detail); null for anyone else's or anonymous. */
  signInDetail: DataLoader<string, SignInRow | null>;
}

const BATCH = 100;

/** A loader over a `listByIds` call: results in key order, null for ids the upstream left out. */
function listedByIds<R extends { id: string | number }>(
  upstream: UpstreamClient,
  fetch: (upstream: UpstreamClient, ids: readonly string[]) => Promise<R[]>,
): DataLoader<string, R | null> {
  return new DataLoader(
    byIds((ids) => fetch(upstream, ids)),
    { maxBatchSize: BATCH },
  );
}

export function createVolunteerLoaders({ upstream, session, response }: RequestScope): VolunteerLoaders {
  let home: Promise<HomeRow | null> | null = null;
  const applications = new Map<string, Promise<ApplicationRow | null>>();
  return {
    home: () => (home ??= volunteerHome(upstream)),
    application: () => {
      const token = session.token;
      if (!token) return Promise.resolve(null);
      response.personal();
      let p = applications.get(token);
      if (!p) {
        p = myApplication(upstream);
        applications.set(token, p);
      }
      return p;
    },
    volunteer: listedByIds(upstream, volunteersByIds),
    volunteerDetail: new DataLoader(each((id: string) => volunteerDetail(upstream, id))),
    team: listedByIds(upstream, teamsByIds),
    teamDetail: new DataLoader(each((id: string) => teamDetail(upstream, id))),
    activity: listedByIds(upstream, activitiesByIds),
    activityDetail: new DataLoader(each((id: string) => activityDetail(upstream, id))),
    shift: listedByIds(upstream, shiftsByIds),
    activityShifts: new DataLoader(each((id: string) => shiftsOfActivity(upstream, id))),
    picks: new DataLoader(each((id: string) => shiftPicks(upstream, id))),
    honours: new DataLoader(each((id: string) => honours(upstream, id === '' ? null : id))),
    signInDetail: new DataLoader(
      each((id: string) => {
        if (!session.token) return Promise.resolve(null);
        response.personal();
        return signInDetail(upstream, id);
      }),
    ),
    projects: new DataLoader(each((id: string) => teamProjects(upstream, id))),
    project: new DataLoader(each((id: string) => projectDetail(upstream, id))),
    member: new DataLoader(each((id: string) => memberDetail(upstream, id))),
  };
}
