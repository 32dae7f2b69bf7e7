import type { PlaceFilter } from '../../__generated__/PlaceListScreenQuery.graphql';
import type { PlaceRoute } from '../../shell/placeKinds';
import { isHomestayGrade, isHotelLevel, isScenicLevel, isStudyBaseLevel, isVenueType, levelInAddress } from './levels';

/**
 * The list filters live in the address (`?region=&level=`), so a change reloads page one; the
 * `[/{siteId}]` segment (a menu entry's resourceValue) names the site whose places are listed.
 */
export function buildFilter(route: PlaceRoute, search: URLSearchParams, siteId?: string): PlaceFilter | null {
  const filter: { -readonly [K in keyof PlaceFilter]: PlaceFilter[K] } = {};
  if (siteId && /^\d{1,18}$/.test(siteId)) filter.siteId = siteId;
  const region = search.get('region');
  if (region && /^\d{6}(\d{6})?$/.test(region)) filter.regionCode = region;
  const level = levelInAddress(search);
  if (level) {
    if (route.levelFilter === 'scenic' && isScenicLevel(level)) filter.scenicLevel = level;
    if (route.levelFilter === 'hotel' && isHotelLevel(level)) filter.hotelLevel = level;
    if (route.levelFilter === 'venue' && isVenueType(level)) filter.venueType = level;
    if (route.levelFilter === 'homestay' && isHomestayGrade(level)) filter.homestayGrade = level;
    if (route.levelFilter === 'study' && isStudyBaseLevel(level)) filter.studyBaseLevel = level;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
