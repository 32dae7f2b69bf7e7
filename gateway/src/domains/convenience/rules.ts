import type { FacilityKind } from '../../generated/resolvers-types.ts';

/** FacilityKind ↔ the upstream's resource type (the one place the pairs are written). */
export const FACILITY_TYPES: Readonly<Record<FacilityKind, string>> = {
  PARKING: 'CONTENT_TYPE_PARKING',
  TOILET: 'CONTENT_TYPE_TOILET',
  GAS_STATION: 'CONTENT_TYPE_GAS_STATION',
  BUS_STOP: 'CONTENT_TYPE_BUS_STOP',
  MEDICAL: 'CONTENT_TYPE_MEDICAL',
};
