/** Helpers shared by the per-site seed files. */
import { lookupRegion } from '../../regions/division.ts';
import type { PlaceWriter } from './place-writer.ts';
import type { Rng } from './prng.ts';

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
