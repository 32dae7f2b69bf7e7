import { geoPoint } from './normalise.ts';

/** The in-app map page of a position (/open-map/{longitude}/{latitude}/{name}/{address}). */
export function mapPathOf(location: { longitude: number; latitude: number }, name: string | null, address: string | null): string {
  const seg = (s: string | null) => encodeURIComponent(s?.trim() || '-');
  return `/open-map/${location.longitude}/${location.latitude}/${seg(name)}/${seg(address)}`;
}

/** The map page of an upstream row's position (its raw longitude and latitude), null without one. */
export function mapPathAt(longitude: unknown, latitude: unknown, name: string | null, address: string | null): string | null {
  const at = geoPoint(longitude, latitude);
  return at ? mapPathOf(at, name, address) : null;
}
