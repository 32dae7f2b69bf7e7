/**
 * The reference upstream's travel model (`travelQuery`): the straight-line (great-circle)
 * distance between two points, stretched by a detour factor per mode, at a typical speed, plus a
 * fixed overhead. Deterministic, so plans and tests are repeatable.
 */
import { distanceMetres } from '../../geo.ts';

export type TravelMode = 'WALK' | 'DRIVE' | 'BUS';

export interface Point {
  longitude: number;
  latitude: number;
}

export interface TravelOption {
  mode: TravelMode;
  /** Route length, metres. */
  meters: number;
  minutes: number;
}

/** Whole metres between two points (great-circle). */
export function straightMeters(a: Point, b: Point): number {
  return Math.round(distanceMetres(a, b));
}

/**
 * Walking: 1.25 × the straight line at 4.5 km/h. Driving: 1.35 × at 24 km/h in town (under
 * 5 km), 36 km/h up to 30 km, 54 km/h beyond, plus 5 minutes to park. Public transport: 1.3 ×
 * at 18 km/h (36 km/h beyond 30 km), plus 10 minutes to reach the stop and wait.
 */
export function travelOptions(a: Point, b: Point): TravelOption[] {
  const d = straightMeters(a, b);
  const walk = Math.round(d * 1.25);
  const drive = Math.round(d * 1.35);
  const bus = Math.round(d * 1.3);
  const driveSpeed = drive < 5000 ? 400 : drive < 30_000 ? 600 : 900;
  const busSpeed = bus < 30_000 ? 300 : 600;
  return [
    { mode: 'WALK', meters: walk, minutes: Math.max(1, Math.ceil(walk / 75)) },
    { mode: 'DRIVE', meters: drive, minutes: Math.max(1, Math.ceil(drive / driveSpeed) + (d > 0 ? 5 : 0)) },
    { mode: 'BUS', meters: bus, minutes: Math.max(1, Math.ceil(bus / busSpeed) + (d > 0 ? 10 : 0)) },
  ];
}

/** The longest walk the planner chooses, metres of route. */
export const WALK_MAX_METERS = 1500;

/** The mode a plan takes between two stops: a walk up to 1.5 km of route, else the car (the fastest). */
export function plannedLeg(a: Point, b: Point): TravelOption {
  const options = travelOptions(a, b);
  const walk = options.find((o) => o.mode === 'WALK')!;
  if (walk.meters <= WALK_MAX_METERS) return walk;
  return options.filter((o) => o.mode !== 'WALK').sort((x, y) => x.minutes - y.minutes)[0]!;
}
