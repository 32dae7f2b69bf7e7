import type { UpstreamClient } from '../../core/upstream/client.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import type { BetaAccessRow } from './beta.ts';
import type { BottomMenuLayout, LayoutModuleRow, MenuRow, SiteRow } from './types.ts';

/** Upstream calls of the site domain (API.md "Sites and configuration"). */

export async function siteInfo(upstream: UpstreamClient): Promise<SiteRow> {
  const row = await upstream.getData<SiteRow>('user/api/site/siteInfo');
  if (!row || typeof row !== 'object') throw new UpstreamMalformedError();
  return { ...row, siteCode: row.siteCode || upstream.siteCode };
}

export async function clientMenu(upstream: UpstreamClient, location: 'HOME_BOTTOM' | 'SERVICE' | string): Promise<MenuRow[]> {
  const page = await upstream.getPage<MenuRow>('config/api/clientMenu/list', { clientType: 'WEB', location, pageSize: 50 });
  return page.items;
}

function parseLayoutDetail(data: { layoutDetail?: unknown } | null): unknown {
  const detail = data?.layoutDetail;
  if (detail === null || detail === undefined || detail === '') return null;
  if (typeof detail === 'object') return detail;
  if (typeof detail !== 'string') throw new UpstreamMalformedError();
  try {
    return JSON.parse(detail) as unknown;
  } catch {
    throw new UpstreamMalformedError();
  }
}

/** The new bottom menu; null when the site configures none. */
export async function bottomMenuLayout(upstream: UpstreamClient): Promise<BottomMenuLayout | null> {
  const data = await upstream.getData<{ layoutDetail?: unknown }>('config/api/clientCustomConfig/getBottomMenuLayout', {
    clientType: 'WEB',
  });
  const parsed = parseLayoutDetail(data);
  return parsed && typeof parsed === 'object' ? (parsed as BottomMenuLayout) : null;
}

/** The home layout modules; [] when the site configures none. */
export async function homeLayout(upstream: UpstreamClient): Promise<LayoutModuleRow[]> {
  const data = await upstream.getData<{ layoutDetail?: unknown }>('config/api/clientCustomConfig/getLayout', {
    clientType: 'WEB',
    pageType: 'HOME',
  });
  const parsed = parseLayoutDetail(data) as { modules?: unknown } | null;
  if (parsed === null) return [];
  if (!Array.isArray(parsed.modules)) throw new UpstreamMalformedError();
  return parsed.modules as LayoutModuleRow[];
}

/** Whether the session's user may see the site (a site in beta opens to its testers only). */
export async function betaAccess(upstream: UpstreamClient): Promise<BetaAccessRow | null> {
  return upstream.getData<BetaAccessRow>('user/api/site/betaAccess');
}
