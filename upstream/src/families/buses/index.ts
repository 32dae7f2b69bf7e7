/**
 * City buses (公交查询, `busSubways/...`): the demo cities' bus lines and stops, a line with its
 * stops in both directions and its first and last bus, the next departures from a stop computed
 * from the timetable at the upstream clock's China time, and the stops nearest a position.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { BUS_PATHS, routes } from './routes.ts';
import { seed } from './seed.ts';

export const busesFamily: UpstreamFamily = {
  name: 'buses',
  migrations,
  seed,
  routes,
  referencePaths: [BUS_PATHS.lineList, BUS_PATHS.stationList, BUS_PATHS.lineDetail],
};
