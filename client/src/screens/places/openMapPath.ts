/** Spec §2.16: a map item opens /open-map/{longitude}/{latitude}/{name}/{address}. */
export function openMapPath(longitude: number, latitude: number, name: string, address: string): string {
  const seg = (s: string) => encodeURIComponent(s.trim() || '-');
  return `/open-map/${longitude}/${latitude}/${seg(name)}/${seg(address)}`;
}
