import type { PlaceFilter } from '../../__generated__/PlaceListScreenQuery.graphql';
import { levelOptions, VENUE_TYPE_CODES, type PlaceRoute } from '../../shell/placeKinds';

/** The list filters live in the address (`?region=&level=`), so a change reloads page one. */
export function buildFilter(route: PlaceRoute, search: URLSearchParams): PlaceFilter | null {
  const filter: { -readonly [K in keyof PlaceFilter]: PlaceFilter[K] } = {};
  const region = search.get('region');
  if (region && /^\d{6}(\d{6})?$/.test(region)) filter.regionCode = region;
  const typeCode = search.get('type');
  const level = search.get('level') ?? (typeCode ? VENUE_TYPE_CODES[typeCode] ?? null : null);
  if (level && levelOptions(route.levelFilter).includes(level)) {
    if (route.levelFilter === 'scenic') filter.scenicLevel = level as PlaceFilter['scenicLevel'];
    if (route.levelFilter === 'hotel') filter.hotelLevel = level as PlaceFilter['hotelLevel'];
    if (route.levelFilter === 'venue') filter.venueType = level as PlaceFilter['venueType'];
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
