/**
 * A place list's criteria (what the list calls and the search ask for) and the SQL fragments they
 * make: used by the store only, so the routes say what they want and never how.
 */

/** Which places a list shows and in which order; an absent criterion does not narrow it. */
export interface PlaceQuery {
  siteCode: string;
  /** The kinds (resourceType) listed: at least one. */
  types: readonly string[];
  /** Only places whose name holds it. */
  keyword?: string;
  /** Only places in each of these regions (division-table key prefixes of `region`). */
  regionPrefixes?: readonly string[];
  level?: string;
  /** A venue's kind (`sub_type`). */
  subType?: string;
  /** Only the parts of each of these places (`parent_id`). */
  parentIds?: readonly number[];
  /** Only the facilities of this theme area of their scenic area. */
  themeId?: string;
  /** Nearest first from this point instead of the places' own order. */
  near?: { latitude: number; longitude: number };
}

/** The WHERE condition of a query and its parameters, in order. */
export function whereOf(q: PlaceQuery): { sql: string; params: unknown[] } {
  const where = ['site_code = ?', `resource_type IN (${q.types.map(() => '?').join(',')})`];
  const params: unknown[] = [q.siteCode, ...q.types];
  if (q.keyword) {
    where.push('instr(name, ?) > 0');
    params.push(q.keyword);
  }
  for (const prefix of q.regionPrefixes ?? []) {
    where.push('substr(region, 1, ?) = ?');
    params.push(prefix.length, prefix);
  }
  if (q.level) {
    where.push('level = ?');
    params.push(q.level);
  }
  if (q.subType) {
    where.push('sub_type = ?');
    params.push(q.subType);
  }
  for (const parentId of q.parentIds ?? []) {
    where.push('parent_id = ?');
    params.push(parentId);
  }
  if (q.themeId) {
    where.push("json_extract(extra, '$.list.themeId') = ?");
    params.push(q.themeId);
  }
  return { sql: where.join(' AND '), params };
}

/** The ORDER BY of a query and its parameters (`distance_km` is registered on the database). */
export function orderOf(q: PlaceQuery): { sql: string; params: unknown[] } {
  if (q.near) return { sql: 'distance_km(latitude, longitude, ?, ?), id', params: [q.near.latitude, q.near.longitude] };
  return { sql: 'sort, id', params: [] };
}
