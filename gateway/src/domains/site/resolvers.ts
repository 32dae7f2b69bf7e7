import { UpstreamCodeError, userError } from '../../core/upstream/errors.ts';
import { menuCategory, menuSections } from './menu-categories.ts';
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import { channelSource, newsSource } from '../news/index.ts';
import { newsSimplifyList } from '../news/index.ts';
import { plainText } from '../../core/sanitize.ts';
import { flag, int, text } from '../../core/normalise.ts';
import { kindInfo, placeSource, listPlaces, scenicRanking } from '../places/index.ts';
import { findInTree, regionFromInfo, regionFromTree } from '../regions/index.ts';
import { bannerSlide, homeModules, slideDetailPath } from './layout.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { defaultBottomMenu, menuEntries } from './menu.ts';
import { inAppPath, type MenuPathParams } from './menu-codes.ts';
import { siteLanguage } from '../../core/language.ts';
import { LANGUAGE_SITE_DEFAULTS, languageSiteCode } from './language-sites.ts';
import { siteEdition } from './edition.ts';
import { skinFor } from './skins.ts';
import { requireSiteAccess, siteAccess } from './beta.ts';
import type { MenuEntrySource, MenuRow, SiteSource } from './types.ts';

export async function loadSite(ctx: GatewayContext, code: string): Promise<SiteSource> {
  const row = await ctx.loaders.site.site.load(code);
  return { __typename: 'Site', code: row.siteCode || code, row };
}

async function pathParams(site: SiteSource, ctx: GatewayContext): Promise<MenuPathParams> {
  const viewer = await ctx.loaders.site.viewer();
  return { resourceValue: null, region: text(site.row.region), isVolunteer: viewer.volunteerStatus === 1 };
}

/**
 * Menu rows another domain holds (a page's links and banner slides), their destinations resolved
 * for the request's site as its own menus' are.
 */
export async function menuEntriesOfRows(ctx: GatewayContext, rows: readonly MenuRow[]): Promise<MenuEntrySource[]> {
  return menuEntries(rows, await pathParams(await loadSite(ctx, ctx.siteCode), ctx));
}

/** The site's menu entries at a location (the service grid's, a configurable page's groups), destinations resolved. */
export async function serviceMenu(site: SiteSource, ctx: GatewayContext, location = 'SERVICE') {
  const rows = await ctx.loaders.site.menu.load(`${site.code}|${location}`);
  return menuEntries(rows, await pathParams(site, ctx));
}

/** The upstream's "站点不存在" (the site guard's code 1): there is no site of that code. */
function isUnknownSite(error: unknown): boolean {
  return error instanceof UpstreamCodeError && error.upstreamCode === 1 && /站点不存在/.test(error.upstreamMessage);
}

export const siteResolvers: Resolvers = {
  Query: {
    site: async (_root, args, ctx) => {
      const code = args.code?.trim() || ctx.siteCode;
      try {
        return await loadSite(ctx, code);
      } catch (error) {
        // "站点不存在" (the site guard's code 1): the app shows its "site not found" page, once
        if (isUnknownSite(error)) throw userError('NOT_FOUND', `There is no site ${code}.`, { reason: 'SITE' });
        throw error;
      }
    },
    languageSite: async (_root, args, ctx) => {
      const code = languageSiteCode(args.language, ctx.settings.languageSites ?? LANGUAGE_SITE_DEFAULTS);
      if (!code) return null;
      try {
        return await loadSite(ctx, code);
      } catch (error) {
        // a configured site the upstream does not know: no language site (the app stays where it is)
        if (isUnknownSite(error)) return null;
        throw error;
      }
    },
  },
  Site: {
    id: (s) => toGlobalId('Site', s.code),
    code: (s) => s.code,
    name: (s) => text(s.row.name) ?? s.code,
    englishName: (s) => text(s.row.english),
    edition: (s) => siteEdition(s.row.siteVersion),
    language: (s) => siteLanguage(s.row.siteLanguage),
    skin: (s) => skinFor(s.code, siteEdition(s.row.siteVersion)),
    logo: (s) => imageFrom(s.row.siteLogo, text(s.row.name) ?? s.code),
    region: async (s, _, ctx) => {
      const code = text(s.row.region);
      if (!code) return null;
      const info = await ctx.loaders.regions.info.load(code);
      return info ? regionFromInfo(info) : null;
    },
    introduction: (s) => plainText(s.row.siteIntroduce),
    shopUrl: (s) => text(s.row.shopUrl),
    beta: (s) => flag(s.row.betaStatus),
    access: (s, _, ctx) => siteAccess(s, ctx),
    debugConsole: (s) => flag(s.row.siteInfos?.vConsole),
    firstVisitPath: (s) => inAppPath(text(s.row.siteInfos?.firstPage)),
    bottomMenu: async (s, _, ctx) => {
      const params = await pathParams(s, ctx);
      const menus =
        int(s.row.useNewMenu) === 1
          ? ((await ctx.loaders.site.bottomMenuLayout.load(s.code))?.menus ?? [])
          : await ctx.loaders.site.menu.load(`${s.code}|HOME_BOTTOM`);
      const entries = menuEntries(menus, params);
      return entries.length > 0 ? entries : defaultBottomMenu(siteLanguage(s.row.siteLanguage), params);
    },
    serviceMenu: async (s, _, ctx) => {
      await requireSiteAccess(s, ctx);
      return serviceMenu(s, ctx);
    },
    serviceMenuSections: async (s, _, ctx) => {
      await requireSiteAccess(s, ctx);
      return menuSections(await serviceMenu(s, ctx));
    },
    homeLayout: async (s, _, ctx) => {
      await requireSiteAccess(s, ctx);
      return homeModules(await ctx.loaders.site.homeLayout.load(s.code), s.code, await pathParams(s, ctx));
    },
    bannerSlide: async (s, { id }, ctx) => {
      await requireSiteAccess(s, ctx);
      if (id.length > 64) return null;
      return bannerSlide(homeModules(await ctx.loaders.site.homeLayout.load(s.code), s.code, await pathParams(s, ctx)), id);
    },
    regions: async (s, _, ctx) => {
      const code = text(s.row.region);
      if (!code) return [];
      return (await ctx.loaders.regions.tree.load(code)).map(regionFromTree);
    },
    regionInTree: async (s, { code }, ctx) => {
      const root = text(s.row.region);
      if (!root) return null;
      const found = findInTree(await ctx.loaders.regions.tree.load(root), code);
      return found ? regionFromTree(found) : null;
    },
  },
  MenuEntry: { category: (e) => menuCategory(e.code, e.path) },
  BannerSlide: {
    body: (s) => sanitizeBody(s.content),
    detailPath: (s) => (s.id && s.content ? slideDetailPath(s.id) : null),
  },
  HomeModule: { __resolveType: (m) => m.__typename },
  MenuGridModule: {
    entries: async (m, _, ctx) => serviceMenu(await loadSite(ctx, m.siteCode), ctx, m.location),
  },
  PlaceShelfModule: {
    morePath: (m) => kindInfo(m.kind).listPath,
    places: async (m, _, ctx) => {
      const page = await listPlaces(ctx.upstream.forSite(m.siteCode), m.kind, { currPage: 1, pageSize: m.count });
      return page.items.slice(0, m.count).map((row) => placeSource(m.kind, row, 'list'));
    },
  },
  NewsShelfModule: {
    morePath: (m) => `/news-list/${encodeURIComponent(m.channelCode ?? 'all')}`,
    channel: async (m, _, ctx) => {
      if (!m.channelCode) return null;
      const channels = await ctx.loaders.news.channels.load(m.siteCode);
      const row = channels.find((c) => c.channelCode === m.channelCode);
      return row ? channelSource(row) : null;
    },
    articles: async (m, _, ctx) => {
      const page = await newsSimplifyList(ctx.upstream.forSite(m.siteCode), m.channelCode, 1, m.count);
      return page.items.slice(0, m.count).map((row) => newsSource(row, false));
    },
  },
  RankingModule: {
    entries: async (m, _, ctx) => {
      const page = await scenicRanking(ctx.upstream.forSite(m.siteCode), m.count);
      return page.items.slice(0, m.count).map((row, index) => ({
        rank: index + 1,
        heat: int(row.heat) ?? 0,
        place: placeSource('SCENIC_AREA', row, 'summary'),
      }));
    },
  },
};
