/** The site's information (user/api/site/siteInfo), its client menus and its page layouts (config/api). */
import type { FastifyInstance } from 'fastify';
import { param, requireSite, type AppContext } from '../../context.ts';
import { ok, plainList } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { iconRef } from '../../resources.ts';
import { sitesStore, type MenuRow } from './store.ts';
import { selectedIconRef } from './tab-colors.ts';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = sitesStore(ctx.db);

  app.get('/user/api/site/siteInfo', async (req) => {
    const site = requireSite(req);
    return ok({
      id: String(site.id),
      siteCode: site.site_code,
      name: site.name,
      english: site.english,
      region: site.region,
      siteLanguage: site.site_language,
      siteVersion: site.site_version,
      siteLogo: iconRef(`logo-${site.site_code}`),
      shopUrl: site.shop_url,
      h5Domain: site.h5_domain,
      useNewMenu: site.use_new_menu,
      siteIntroduce: site.introduce,
      siteInfos: { site: site.site_code, vConsole: site.v_console, firstPage: site.first_page },
      betaStatus: site.beta_status,
    });
  });

  // Whether the caller may see the site: a site in beta opens to its testers only.
  app.get('/user/api/site/betaAccess', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const allowed = !site.beta_status || (user?.phone ? store.isBetaTester(site.site_code, user.phone) : false);
    return ok({ betaStatus: site.beta_status, signedIn: user ? 1 : 0, allowed: allowed ? 1 : 0 });
  });

  app.get('/config/api/clientMenu/list', async (req) => {
    const site = requireSite(req);
    const location = param(req, 'location') || 'HOME_BOTTOM';
    const rows = store.menus(site.site_code, location);
    const children = store.children(rows.map((m) => m.id));
    const item = (m: MenuRow): Record<string, unknown> => ({
      id: String(m.id),
      name: m.name,
      selectIcon: selectedIconRef(m.icon, site.site_code, site.site_version),
      unSelectIcon: iconRef(m.icon),
      jumpType: m.jump_type,
      menuCode: m.menu_code,
      externalLink: m.external_link,
      resourceValue: m.resource_value,
      sort: m.sort,
      develop: m.develop,
      subList: children.filter((c) => c.parent_id === m.id).map(item),
    });
    return plainList(rows.map(item));
  });

  app.get('/config/api/clientCustomConfig/getBottomMenuLayout', async (req) => {
    const site = requireSite(req);
    const detail = store.layout(site.site_code, 'BOTTOM_MENU');
    return ok(detail !== undefined ? { layoutDetail: detail } : null);
  });

  app.get('/config/api/clientCustomConfig/getLayout', async (req) => {
    const site = requireSite(req);
    const detail = store.layout(site.site_code, param(req, 'pageType') || 'HOME');
    return ok(detail !== undefined ? { layoutDetail: detail } : null);
  });
}

/** The support staff's switch: POST `{ on }` turns a site's debugging console on or off. */
export function registerSiteDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = sitesStore(ctx.db);
  app.post<{ Params: { siteCode: string } }>('/__dev/sites/:siteCode/vconsole', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    if (typeof body.on !== 'boolean') return reply.code(400).send({ error: 'give { on: true | false }' });
    if (!store.setVConsole(req.params.siteCode, body.on)) return reply.code(404).send({ error: 'no such site' });
    return { siteCode: req.params.siteCode, vConsole: body.on };
  });
}
