import type { GatewayContext } from '../../core/context.ts';
import { detailKey } from './loaders.ts';
import type { PlaceRow, PlaceSource } from './types.ts';

/**
 * The value of `field` for a place: from the row when the row has it, otherwise from the
 * detail object (loaded once per request through the detail loader). Lists therefore cost
 * nothing extra for list fields, and detail-only fields still resolve on list items.
 */
export async function placeField<K extends keyof PlaceRow>(
  source: PlaceSource,
  ctx: GatewayContext,
  field: K,
): Promise<PlaceRow[K] | null> {
  if (source.row[field] !== undefined || source.completeness === 'detail') return source.row[field] ?? null;
  const detail = await ctx.loaders.places.detail.load(detailKey(source.kind, source.id));
  return detail?.[field] ?? null;
}

/** Several fields at once (one detail load at most). */
export async function placeFields(source: PlaceSource, ctx: GatewayContext, fields: readonly (keyof PlaceRow)[]): Promise<PlaceRow> {
  const missing = source.completeness !== 'detail' && fields.some((field) => source.row[field] === undefined);
  if (!missing) return source.row;
  const detail = await ctx.loaders.places.detail.load(detailKey(source.kind, source.id));
  return detail ? { ...detail, ...definedOnly(source.row) } : source.row;
}

function definedOnly(row: PlaceRow): Partial<PlaceRow> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as Partial<PlaceRow>;
}
