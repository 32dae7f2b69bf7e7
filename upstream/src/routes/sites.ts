/** user/api/site/siteInfo */
import type { FastifyInstance } from 'fastify';
import { requireSite, type AppContext } from '../context.ts';
import { ok } from '../envelope.ts';
import { iconRef } from '../resources.ts';

export function registerSiteRoutes(app: FastifyInstance, _ctx: AppContext): void {
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
      siteInfos: { site: site.site_code, vConsole: 0 },
      betaStatus: site.beta_status,
    });
  });
}
