/** The app's address is its hash route: `#/index?siteCode=site513225`. */

/** The path of a hash route, e.g. `/index` of `#/index?siteCode=site513225`. */
export function hashPath(hash: string): string {
  return hash.slice(1).split('?')[0]!;
}

/** The query string of a hash route, e.g. `siteCode=site513225` of `#/index?siteCode=site513225`. */
export function hashSearch(hash: string): URLSearchParams {
  const q = hash.indexOf('?');
  return new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
}
