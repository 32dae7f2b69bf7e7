/** The destinations' paths and kinds, computed here once. */
import type { CityCardKind } from '../../generated/resolvers-types.ts';
import { flag, text } from '../../core/normalise.ts';
import type { CityCardRow } from './types.ts';

const KINDS: readonly CityCardKind[] = ['CITY', 'COUNTY', 'TOWN', 'THEME'];

/** A themed card (unrealCard "1") is THEME whatever its cardType; an unknown type counts as a county. */
export function cardKind(row: CityCardRow): CityCardKind {
  if (flag(row.unrealCard)) return 'THEME';
  const type = text(row.cardType)?.toUpperCase() ?? '';
  return (KINDS as readonly string[]).includes(type) ? (type as CityCardKind) : 'COUNTY';
}

/** `/destination-desc/{region}/{id}?cardId={id}` (a destination card opens with its cardId). */
export function cardDetailPath(id: string, region: string): string {
  const e = encodeURIComponent;
  return `/destination-desc/${e(region || '0')}/${e(id)}?cardId=${e(id)}`;
}

/** `/destination-city/{region}/{siteId}`. */
export function cityPath(region: string, siteId: string): string {
  const e = encodeURIComponent;
  return `/destination-city/${e(region || '0')}/${e(siteId || '0')}`;
}
