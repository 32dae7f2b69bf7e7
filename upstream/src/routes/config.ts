/** config/api: client menus and page layouts. */
import type { FastifyInstance } from 'fastify';
import { param, requireSite, type AppContext } from '../context.ts';
import { ok, plainList } from '../envelope.ts';
import { iconRef } from '../resources.ts';

interface MenuRow {
  id: number;
  name: string;
  menu_code: string;
  jump_type: string;
  external_link: string | null;
  resource_value: string | null;
  icon: string;
  sort: number;
  develop: string;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menus = ctx.db.prepare('SELECT * FROM menus WHERE site_code = ? AND location = ? ORDER BY sort, id');
  const layout = ctx.db.prepare('SELECT detail FROM layouts WHERE site_code = ? AND page_type = ?');

  app.get('/config/api/clientMenu/list', async (req) => {
    const site = requireSite(req);
    const location = param(req, 'location') || 'HOME_BOTTOM';
    const rows = menus.all(site.site_code, location) as MenuRow[];
    return plainList(
      rows.map((m) => ({
        id: String(m.id),
        name: m.name,
        selectIcon: iconRef(`${m.icon}-active`),
        unSelectIcon: iconRef(m.icon),
        jumpType: m.jump_type,
        menuCode: m.menu_code,
        externalLink: m.external_link,
        resourceValue: m.resource_value,
        sort: m.sort,
        develop: m.develop,
        subList: [],
      })),
    );
  });

  app.get('/config/api/clientCustomConfig/getBottomMenuLayout', async (req) => {
    const site = requireSite(req);
    const row = layout.get(site.site_code, 'BOTTOM_MENU') as { detail: string } | undefined;
    return ok(row ? { layoutDetail: row.detail } : null);
  });

  app.get('/config/api/clientCustomConfig/getLayout', async (req) => {
    const site = requireSite(req);
    const pageType = param(req, 'pageType') || 'HOME';
    const row = layout.get(site.site_code, pageType) as { detail: string } | undefined;
    return ok(row ? { layoutDetail: row.detail } : null);
  });
}
