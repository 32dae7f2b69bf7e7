import type { HomestayGrade, HotelLevel, ScenicLevel, StudyBaseLevel, VenueType } from '../../__generated__/PlaceListScreenQuery.graphql';
import type { Known } from '../../relay/enums';
import type { PlaceRoute } from '../../shell/placeKinds';

/*
 * The level filters of the place lists take their values from the schema's enums (Relay's
 * generated types): each record below names every value of its enum, so a value added to the
 * schema fails the typecheck until the list places it.
 */

/** Scenic A-levels in the order the level panel shows them (highest first). */
const SCENIC_LEVEL_ORDER = { AAAAA: 1, AAAA: 2, AAA: 3, AA: 4, A: 5 } satisfies Record<Known<ScenicLevel>, number>;

/** Hotel star levels in the order the level panel shows them (highest first). */
const HOTEL_LEVEL_ORDER = { FIVE_STAR: 1, FOUR_STAR: 2, THREE_STAR: 3, TWO_STAR: 4, ONE_STAR: 5, NON_STAR: 6 } satisfies Record<
  Known<HotelLevel>,
  number
>;

/**
 * Venue types in the order the type panel shows them, with the upstream's type code the spec's
 * legacy addresses carry (`/venues-list?type=41` … `44`).
 */
const VENUE_TYPE_CODES = { MUSEUM: '41', LIBRARY: '42', CULTURAL_CENTRE: '43', ART_GALLERY: '44' } satisfies Record<
  Known<VenueType>,
  string
>;

/** Homestay grades (甲级 first). */
const HOMESTAY_GRADE_ORDER = { GRADE_A: 1, GRADE_B: 2, GRADE_C: 3 } satisfies Record<Known<HomestayGrade>, number>;

/** Research-base levels (national first). */
const STUDY_LEVEL_ORDER = { NATIONAL: 1, PROVINCIAL: 2, CITY: 3 } satisfies Record<Known<StudyBaseLevel>, number>;

type Level = Known<ScenicLevel> | Known<HotelLevel> | Known<VenueType> | Known<HomestayGrade> | Known<StudyBaseLevel>;

function byOrder<L extends string>(order: Record<L, number>): L[] {
  return (Object.keys(order) as L[]).sort((a, b) => order[a] - order[b]);
}

const OPTIONS: Record<NonNullable<PlaceRoute['levelFilter']>, ReadonlyArray<Level>> = {
  scenic: byOrder(SCENIC_LEVEL_ORDER),
  hotel: byOrder(HOTEL_LEVEL_ORDER),
  venue: Object.keys(VENUE_TYPE_CODES) as Array<Known<VenueType>>,
  homestay: byOrder(HOMESTAY_GRADE_ORDER),
  study: byOrder(STUDY_LEVEL_ORDER),
};

/** The options of a list's level (or venue type) filter; none for kinds without one. */
export function levelOptions(filter: PlaceRoute['levelFilter']): ReadonlyArray<Level> {
  return filter ? OPTIONS[filter] : [];
}

/** The venue type of a legacy `?type=` code, null for an unknown code. */
export function venueTypeOfCode(code: string | null): Known<VenueType> | null {
  return (Object.keys(VENUE_TYPE_CODES) as Array<Known<VenueType>>).find((v) => VENUE_TYPE_CODES[v] === code) ?? null;
}

/** The chosen level of a list's address: `?level=`, or a legacy `?type=` venue code. */
export function levelInAddress(search: URLSearchParams): string | null {
  return search.get('level') ?? venueTypeOfCode(search.get('type'));
}

export const isScenicLevel = (v: string): v is Known<ScenicLevel> => Object.hasOwn(SCENIC_LEVEL_ORDER, v);
export const isHotelLevel = (v: string): v is Known<HotelLevel> => Object.hasOwn(HOTEL_LEVEL_ORDER, v);
export const isVenueType = (v: string): v is Known<VenueType> => Object.hasOwn(VENUE_TYPE_CODES, v);
export const isHomestayGrade = (v: string): v is Known<HomestayGrade> => Object.hasOwn(HOMESTAY_GRADE_ORDER, v);
export const isStudyBaseLevel = (v: string): v is Known<StudyBaseLevel> => Object.hasOwn(STUDY_LEVEL_ORDER, v);
