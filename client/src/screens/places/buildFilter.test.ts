import { describe, expect, it } from 'vitest';
import { buildFilter } from './buildFilter';
import { PLACE_ROUTES } from '../../shell/placeKinds';

const route = (kind: string) => {
  const r = PLACE_ROUTES.find((x) => x.kind === kind);
  if (!r) throw new Error(kind);
  return r;
};

describe('place list filters from the address', () => {
  it('maps level to the filter of the kind and ignores levels of other kinds', () => {
    expect(buildFilter(route('SCENIC_AREA'), new URLSearchParams('level=AAAAA'))).toEqual({ scenicLevel: 'AAAAA' });
    expect(buildFilter(route('HOTEL'), new URLSearchParams('level=FIVE_STAR&region=510104'))).toEqual({
      hotelLevel: 'FIVE_STAR',
      regionCode: '510104',
    });
    expect(buildFilter(route('HOTEL'), new URLSearchParams('level=AAAAA'))).toBeNull();
    expect(buildFilter(route('FOOD'), new URLSearchParams('level=AAAAA'))).toBeNull();
  });

  it('maps a homestay grade and a research-base level, and only on their own lists', () => {
    expect(buildFilter(route('HOMESTAY'), new URLSearchParams('level=GRADE_A&region=510131'))).toEqual({
      homestayGrade: 'GRADE_A',
      regionCode: '510131',
    });
    expect(buildFilter(route('STUDY_BASE'), new URLSearchParams('level=NATIONAL'))).toEqual({ studyBaseLevel: 'NATIONAL' });
    expect(buildFilter(route('STUDY_BASE'), new URLSearchParams('level=GRADE_A'))).toBeNull();
    expect(buildFilter(route('HOMESTAY'), new URLSearchParams('level=NATIONAL'))).toBeNull();
    expect(buildFilter(route('RURAL'), new URLSearchParams('level=GRADE_A'))).toBeNull();
  });

  it('accepts the spec venue type codes 41-44 and only 6- or 12-digit regions', () => {
    expect(buildFilter(route('VENUE'), new URLSearchParams('type=42'))).toEqual({ venueType: 'LIBRARY' });
    expect(buildFilter(route('SCENIC_AREA'), new URLSearchParams('region=510181004000'))).toEqual({ regionCode: '510181004000' });
    expect(buildFilter(route('SCENIC_AREA'), new URLSearchParams('region=5101'))).toBeNull();
    // the `[/{siteId}]` segment of the address: an upstream site id, nothing else
    expect(buildFilter(route('SCENIC_AREA'), new URLSearchParams('region=510181'), '2101')).toEqual({
      siteId: '2101',
      regionCode: '510181',
    });
    expect(buildFilter(route('HOTEL'), new URLSearchParams(''), 'abc')).toBeNull();
  });
});
