import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { betaAccess, bottomMenuLayout, clientMenu, homeLayout, siteInfo } from './upstream.ts';
import type { BetaAccessRow } from './beta.ts';
import { loadViewer } from './viewer.ts';
import type { Viewer } from './viewer.ts';
import type { BottomMenuLayout, LayoutModuleRow, MenuRow, SiteRow } from './types.ts';
import { each } from '../../core/loaders.ts';

export interface SiteLoaders {
  /** Site details by site code. */
  site: DataLoader<string, SiteRow>;
  /** Old menus keyed by `siteCode|location`. */
  menu: DataLoader<string, MenuRow[]>;
  bottomMenuLayout: DataLoader<string, BottomMenuLayout | null>;
  homeLayout: DataLoader<string, LayoutModuleRow[]>;
  /** Whether the session's user may see a site in beta, by site code. */
  betaAccess: DataLoader<string, BetaAccessRow | null>;
  viewer(): Promise<Viewer>;
}

export function createSiteLoaders({ upstream, response }: RequestScope, loaders: Loaders): SiteLoaders {
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
    betaAccess: new DataLoader(each((code: string) => betaAccess(upstream.forSite(code)))),
    viewer: () =>
      (viewer ??= loadViewer(
        () => loaders.viewer.me(),
        () => response.degraded(),
      )),
  };
}
