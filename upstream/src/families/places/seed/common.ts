/** Helpers shared by the per-site seed files. */
import { lookupRegion } from '../../../regions/division.ts';
import type { PlaceWriter } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';

export interface SiteSeedResult {
  scenicIds: number[];
}

/** "武侯区" → "武侯", "都江堰市" → "都江堰", "大邑县" → "大邑". */
export function shortCounty(code: string): string {
  const name = lookupRegion(code)?.name ?? '';
  return name.length > 2 ? name.replace(/(区|县|市)$/, '') : name;
}

/** Adds 3-6 spots to a scenic area: the given real names first, then generic ones. */
export function fillSpots(
  w: PlaceWriter,
  rng: Rng,
  scenicId: number,
  scenicName: string,
  real: readonly string[],
  generic: readonly string[],
): void {
  const target = Math.max(3, Math.min(6, real.length > 0 ? real.length : rng.int(3, 6)));
  const names = [...real];
  const pool = rng.shuffle(generic);
  while (names.length < target && pool.length > 0) {
    const g = pool.pop() as string;
    if (!names.includes(g)) names.push(g);
  }
  for (const name of names.slice(0, 6)) w.spot(scenicId, scenicName, { name });
}

/** A famous scenic area of a site: name, county code, level, longitude, latitude, its real spots. */
export type ScenicRow = readonly [name: string, county: string, level: string, lng: number, lat: number, spots: readonly string[]];

/** Seeds a site's famous scenic areas, each finished and given its spots; returns their ids in order. */
export function seedScenicAreas(w: PlaceWriter, rng: Rng, rows: readonly ScenicRow[], generic: readonly string[]): number[] {
  return rows.map(([name, county, level, lng, lat, spots]) => {
    const id = w.scenic({ name, county, level, lng, lat, town: false });
    w.finishScenic(id);
    fillSpots(w, rng, id, name, spots, generic);
    return id;
  });
}
