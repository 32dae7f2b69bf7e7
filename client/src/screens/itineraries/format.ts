import { localeOf } from '../../widgets/format';

/** Metres under 1000, else kilometres with two decimals, in the UI language's number format. */
export function meters(value: number, lang: string): string {
  const locale = localeOf(lang);
  if (value < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} m`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 1000)} km`;
}

/** Minutes as hours and minutes through the family's texts. */
export function duration(minutes: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('itineraries.minutes', { count: m });
  if (m === 0) return t('itineraries.hours', { count: h });
  return t('itineraries.hoursMinutes', { h, m });
}

/** The place kinds of the vendor's resource types (the routes carry them). */
export const KIND_OF_RESOURCE_TYPE: Readonly<Record<string, { kind: string; typeName: string }>> = {
  CONTENT_TYPE_SCENERY: { kind: 'SCENIC_AREA', typeName: 'ScenicArea' },
  CONTENT_TYPE_SCENIC_SPOTS: { kind: 'SCENIC_SPOT', typeName: 'ScenicSpot' },
  CONTENT_TYPE_VENUE: { kind: 'VENUE', typeName: 'Venue' },
  CONTENT_TYPE_HOTEL: { kind: 'HOTEL', typeName: 'Hotel' },
  CONTENT_TYPE_RESTAURANT: { kind: 'FOOD', typeName: 'Restaurant' },
  CONTENT_TYPE_RURAL: { kind: 'RURAL', typeName: 'RuralStay' },
  CONTENT_TYPE_ENTERTAINMENT: { kind: 'ENTERTAINMENT', typeName: 'Entertainment' },
  CONTENT_TYPE_SPECIALITY: { kind: 'SPECIALITY', typeName: 'Speciality' },
  CONTENT_TYPE_EXHIBITION: { kind: 'EXHIBITION', typeName: 'Exhibition' },
  CONTENT_TYPE_COLLECTION: { kind: 'COLLECTION', typeName: 'CollectionItem' },
};

/** The vendor's resource type of a place kind (what the routes carry). */
export const RESOURCE_TYPE_OF_KIND: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KIND_OF_RESOURCE_TYPE).map(([resourceType, { kind }]) => [kind, resourceType]),
);
