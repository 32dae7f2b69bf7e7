import type { FacilityKind } from '../../__generated__/ServiceMapScreenQuery.graphql';

/** The spec's `/service-map/{type}` segment (CONTENT_TYPE_PARKING…) → the graph's FacilityKind. */
const BY_SEGMENT: Readonly<Record<string, FacilityKind>> = {
  CONTENT_TYPE_PARKING: 'PARKING',
  CONTENT_TYPE_TOILET: 'TOILET',
  CONTENT_TYPE_GAS_STATION: 'GAS_STATION',
  CONTENT_TYPE_BUS_STOP: 'BUS_STOP',
  CONTENT_TYPE_MEDICAL: 'MEDICAL',
};

export function facilityKindOfSegment(segment: string | undefined): FacilityKind | null {
  return (segment && BY_SEGMENT[segment]) || null;
}

/** The address of a kind's service map. */
export function serviceMapPath(kind: FacilityKind): string {
  const segment = Object.keys(BY_SEGMENT).find((s) => BY_SEGMENT[s] === kind);
  return `/service-map/${segment}`;
}
