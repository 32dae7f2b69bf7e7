export type RegionLevel = 'PROVINCE' | 'CITY' | 'COUNTY' | 'TOWN' | 'VILLAGE';

/** True for a 6- or 12-digit region code. */
export function isRegionCode(code: string): boolean {
  return /^\d{6}$|^\d{12}$/.test(code);
}

/** Region codes have 6 or 12 digits; trailing zeros indicate the level. */
export function regionLevel(code: string): RegionLevel {
  if (code.length === 12) {
    if (code.endsWith('000000')) return regionLevel(code.slice(0, 6));
    return code.endsWith('000') ? 'TOWN' : 'VILLAGE';
  }
  if (code.endsWith('0000')) return 'PROVINCE';
  if (code.endsWith('00')) return 'CITY';
  return 'COUNTY';
}
