/** The rows of the regional family's calls (upstream API.md "Regional pack"). */

export interface RegionalPlaceRow {
  id?: unknown;
  name?: unknown;
  summary?: unknown;
  image?: unknown;
  regionName?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  heat?: unknown;
}

export interface DrivingRouteRow {
  id?: unknown;
  name?: unknown;
  summary?: unknown;
  cover?: unknown;
  days?: unknown;
  distance?: unknown;
  stops?: unknown;
}

export interface RegionalChannelRow {
  code?: unknown;
  name?: unknown;
}

export interface RegionalArticleRow {
  id?: unknown;
  channelCode?: unknown;
  title?: unknown;
  summary?: unknown;
  cover?: unknown;
  publishTime?: unknown;
}

export interface RegionalServiceRow {
  id?: unknown;
  groupName?: unknown;
  name?: unknown;
  icon?: unknown;
  phone?: unknown;
}

export interface HealthCodeRow {
  color?: unknown;
  checkTime?: unknown;
}

/** What `RegionalChannel` resolves from. */
export interface RegionalChannelSource {
  code: string;
  name: string;
}

/** What `RegionalPack` resolves from: nothing of its own (its fields call the upstream). */
export type RegionalPackSource = Record<string, never>;
