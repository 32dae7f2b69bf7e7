/** The in-app map page of a position (spec §2.16: /open-map/{longitude}/{latitude}/{name}/{address}). */
export function mapPathOf(location: { longitude: number; latitude: number }, name: string | null, address: string | null): string {
  const seg = (s: string | null) => encodeURIComponent(s?.trim() || '-');
  return `/open-map/${location.longitude}/${location.latitude}/${seg(name)}/${seg(address)}`;
}
