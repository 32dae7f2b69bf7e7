import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { bottomMenuLayout, clientMenu, homeLayout, siteInfo } from './upstream.ts';
import { loadViewer } from './viewer.ts';
import type { Viewer } from './viewer.ts';
import type { UserInfoRow } from '../viewer/types.ts';
import type { BottomMenuLayout, LayoutModuleRow, MenuRow, SiteRow } from './types.ts';

export interface SiteLoaders {
  /** Site details by site code. */
  site: DataLoader<string, SiteRow>;
  /** Old menus keyed by `siteCode|location`. */
  menu: DataLoader<string, MenuRow[]>;
  bottomMenuLayout: DataLoader<string, BottomMenuLayout | null>;
  homeLayout: DataLoader<string, LayoutModuleRow[]>;
  viewer(): Promise<Viewer>;
}

const each = <K, V>(fn: (key: K) => Promise<V>) => (keys: readonly K[]) =>
  Promise.all(keys.map((key) => fn(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))));

/** `me`: the per-request viewer loader (getDsUserInfo); anonymous when not given. */
export function createSiteLoaders(upstream: UpstreamClient, _token: string | null, me: () => Promise<UserInfoRow | null> = () => Promise.resolve(null)): SiteLoaders {
  let viewer: Promise<Viewer> | null = null;
  return {
    site: new DataLoader(each((code: string) => siteInfo(upstream.forSite(code)))),
    menu: new DataLoader(
      each((key: string) => {
        const [code, location] = key.split('|') as [string, string];
        return clientMenu(upstream.forSite(code), location);
      }),
    ),
    bottomMenuLayout: new DataLoader(each((code: string) => bottomMenuLayout(upstream.forSite(code)))),
    homeLayout: new DataLoader(each((code: string) => homeLayout(upstream.forSite(code)))),
    viewer: () => (viewer ??= loadViewer(me)),
  };
}
