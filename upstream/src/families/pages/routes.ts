/** The pages family's calls: a page definition by key, and the dev channel that changes one. */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { placesStore } from '../places/index.ts';
import { sitesStore } from '../sites/index.ts';
import { pageItem, type PageLookups } from './sections.ts';
import { PAGE_KEY, pagesStore, type SectionDefinition } from './store.ts';
import { PAGE_TEXTS } from './texts.ts';

/** The page call; a reference path (families/pages/index.ts), so its answers carry a short public max-age. */
export const PAGE_DETAIL_PATH = 'res/api/page/detail';

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = pagesStore(ctx.db);
  const places = placesStore(ctx.db);
  const sites = sitesStore(ctx.db);
  const lookups: PageLookups = {
    sections: (pageId) => store.sections(pageId),
    places: (siteCode, ids) => places.onSite(siteCode, ids),
    serviceMenu: (siteCode) => sites.menus(siteCode, 'SERVICE'),
  };
  api.get(`/${PAGE_DETAIL_PATH}`, async (req) => {
    const site = requireSite(req);
    const key = input(req, 'key').trim();
    const page = PAGE_KEY.test(key) ? store.page(site.site_code, key) : undefined;
    if (!page) return refused(PAGE_TEXTS.notFound);
    return ok(pageItem(lookups, page));
  });
}

function sectionsOf(value: unknown): SectionDefinition[] | null {
  if (!Array.isArray(value)) return null;
  const sections: SectionDefinition[] = [];
  for (const s of value as unknown[]) {
    if (!s || typeof s !== 'object') return null;
    const { type, title, layout, config } = s as Record<string, unknown>;
    if (typeof type !== 'string' || type === '') return null;
    sections.push({
      type,
      title: typeof title === 'string' ? title : '',
      layout: typeof layout === 'string' ? layout : '',
      config: config && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : {},
    });
  }
  return sections;
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = pagesStore(ctx.db);
  // The operators' console: POST { title, sections: [{ type, title, layout, config }] } replaces the
  // page's whole definition (creating it); any section type is taken, as a newer console may write one.
  app.post<{ Params: { siteCode: string; key: string } }>('/__dev/pages/:siteCode/:key', async (req, reply) => {
    const { siteCode, key } = req.params;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const sections = sectionsOf(body.sections);
    if (!PAGE_KEY.test(key) || typeof body.title !== 'string' || !sections)
      return reply.code(400).send({ error: 'give a page key, a title and sections [{ type, title, layout, config }]' });
    const id = store.define(siteCode, key, body.title, sections, ctx.clock.now());
    return { id: String(id), key, sections: sections.length };
  });
  app.delete<{ Params: { siteCode: string; key: string } }>('/__dev/pages/:siteCode/:key', async (req) => ({
    removed: store.remove(req.params.siteCode, req.params.key),
  }));
  // The site's page keys (what a route table of the app would list).
  app.get<{ Params: { siteCode: string } }>('/__dev/pages/:siteCode', async (req) => ({ keys: store.keys(req.params.siteCode) }));
}
