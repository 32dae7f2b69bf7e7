/** A place to open in the phone's map apps (GCJ-02 coordinates, as Chinese map services use). */
export interface MapTarget {
  longitude: number;
  latitude: number;
  name: string;
}

export interface MapApp {
  key: 'amap' | 'baidu' | 'tencent';
  href: string;
}

const SOURCE = 'ctp-h5';

/**
 * The URI schemes of the three map apps of Chinese phones, each opening a route to the place
 * (their published URI APIs): AMap (`iosamap://` on iOS, `amapuri://` on Android), Baidu
 * (`baidumap://`), Tencent (`qqmap://`). Nothing is fetched; the phone hands the address to the app.
 */
export function mapApps(target: MapTarget, ios: boolean): MapApp[] {
  const { longitude: lng, latitude: lat } = target;
  const name = encodeURIComponent(target.name || `${lat},${lng}`);
  return [
    {
      key: 'amap',
      href: ios
        ? `iosamap://path?sourceApplication=${SOURCE}&dlat=${lat}&dlon=${lng}&dname=${name}&dev=0&t=0`
        : `amapuri://route/plan/?sourceApplication=${SOURCE}&dlat=${lat}&dlon=${lng}&dname=${name}&dev=0&t=0`,
    },
    {
      key: 'baidu',
      href: `baidumap://map/direction?destination=latlng:${lat},${lng}|name:${name}&coord_type=gcj02&mode=driving&src=${SOURCE}`,
    },
    { key: 'tencent', href: `qqmap://map/routeplan?type=drive&tocoord=${lat},${lng}&to=${name}&referer=${SOURCE}` },
  ];
}
