/** res/api/region: the region tree below a code, and names of codes (answered in no particular order). */
import type { FastifyInstance } from 'fastify';
import { param, requireSite, type AppContext } from '../../context.ts';
import { plainList } from '../../envelope.ts';
import { childrenOf, lookupRegion, type RegionRecord } from '../../regions/division.ts';
import { regionsStore } from './store.ts';

export function registerRegionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = regionsStore(ctx.db);

  app.get('/res/api/region/siteDownRegion', async (req) => {
    const site = requireSite(req);
    const region = param(req, 'region') || site.region;
    const ids = store.siteIdsByRegion();
    const tree = childrenOf(region).map((child) => ({
      name: child.name,
      region: child.region,
      siteId: ids.get(child.region) ?? '',
      subList: childrenOf(child.region).map((g) => ({
        name: g.name,
        region: g.region,
        siteId: ids.get(g.region) ?? '',
        subList: [],
      })),
    }));
    return plainList(tree);
  });

  app.get('/res/api/region/info', async (req) => {
    requireSite(req);
    const codes = param(req, 'regions')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    const found: RegionRecord[] = [];
    const seen = new Set<string>();
    for (const code of codes) {
      const rec = lookupRegion(code);
      if (rec && !seen.has(rec.region)) {
        seen.add(rec.region);
        found.push(rec);
      }
    }
    // "In no particular order": deliberately the reverse of the request order, so callers
    // that rely on positions break here rather than in production.
    found.reverse();
    return plainList(found.map((r) => ({ region: r.region, name: r.name, parentRegion: r.parentRegion, level: String(r.level) })));
  });
}
