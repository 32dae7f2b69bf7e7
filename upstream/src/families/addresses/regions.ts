/**
 * Where an address may be: a county-level region (district, county, county-level city) of the
 * site's region tree (the site's own region when it is a county), with its province and city.
 */
import { childrenOf, lookupRegion, parseRegion, type RegionRecord } from '../../regions/division.ts';

/** The county-level regions of a site's region, in code order. */
export function siteDistricts(siteRegion: string): { region: string; name: string }[] {
  const parsed = parseRegion(siteRegion);
  if (!parsed) return [];
  if (parsed.level === 3) {
    const own = lookupRegion(siteRegion);
    return own ? [{ region: own.region, name: own.name }] : [];
  }
  if (parsed.level === 2) return childrenOf(siteRegion);
  if (parsed.level === 1) return childrenOf(siteRegion).flatMap((city) => childrenOf(city.region));
  return [];
}

/** A county-level region of the site's tree; null when the code is not one. */
export function districtOfSite(siteRegion: string, code: string): RegionRecord | null {
  const parsed = parseRegion(code);
  if (parsed?.level !== 3) return null;
  const site = parseRegion(siteRegion);
  if (!site || !parsed.key.startsWith(site.key)) return null;
  return lookupRegion(code);
}

/** The province, city and county of a county-level code (names "" when unknown). */
export function regionPath(code: string): {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtName: string;
} {
  const provinceCode = `${code.slice(0, 2)}0000`;
  const cityCode = `${code.slice(0, 4)}00`;
  return {
    provinceCode,
    provinceName: lookupRegion(provinceCode)?.name ?? '',
    cityCode,
    cityName: lookupRegion(cityCode)?.name ?? '',
    districtName: lookupRegion(code)?.name ?? '',
  };
}
