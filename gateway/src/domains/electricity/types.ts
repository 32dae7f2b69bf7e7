import type { FreeElectricityState } from '../../generated/resolvers-types.ts';

/** A charging station of `getElectricityFree`'s data (API.md). */
export interface StationRow {
  name?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
}

/** `getElectricityFree`'s data. */
export interface FreeRow {
  code?: unknown;
  freeDegree?: unknown;
  usedDegree?: unknown;
  remainDegree?: unknown;
  finished?: unknown;
  validEnd?: unknown;
  stations?: unknown;
}

/** What `FreeElectricity` resolves from: its state and the service's data (null without a code). */
export interface FreeSource {
  state: FreeElectricityState;
  row: FreeRow | null;
}
