/**
 * The sites' demo data: the demo sites with their bottom-bar and service menus, the county sites
 * below them (each with a SCENIC entry in its parent's service menu, after the parent's own), and
 * each site's page layouts. Runs before the other families, which add service-menu entries to
 * these sites.
 */
import type Database from 'better-sqlite3';
import { SCENERY } from '../../resources.ts';
import { isXinjiangEdition } from '../demo.ts';
import { AREA_SITES, BETA_TESTERS, BOTTOM, GREAT_WALL_SITE, SERVICE, SERVICE_PAGES, SITES, type SiteSeed } from './data.ts';
import { bottomLayout, homeLayout, type LayoutRefs } from './layouts.ts';

export function seedSites(db: Database.Database): void {
  seedSiteRows(db);
  seedAreaSites(db);
  seedLayouts(db);
  seedBetaTesters(db);
}

function seedBetaTesters(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO site_beta_testers (site_code, phone) VALUES (?, ?)');
  for (const [siteCode, phones] of Object.entries(BETA_TESTERS)) for (const phone of phones) insert.run(siteCode, phone);
}

/** The home banner's scenic areas: each site's first two (its famous ones, seeded first). */
function bannerRefs(db: Database.Database): LayoutRefs {
  const first = db.prepare('SELECT id FROM places WHERE site_code = ? AND resource_type = ? ORDER BY id LIMIT 2');
  return {
    scenicIds: Object.fromEntries(SITES.map((s) => [s.siteCode, (first.all(s.siteCode, SCENERY) as { id: number }[]).map((r) => r.id)])),
  };
}

function seedSiteRows(db: Database.Database): void {
  const insertSite = db.prepare(`INSERT INTO sites (id, site_code, name, english, region, site_language, site_version,
      use_new_menu, suspended, beta_status, introduce, shop_url, h5_domain, first_page)
    VALUES (@id, @siteCode, @name, @english, @region, @language, @version, @useNewMenu, @suspended, @betaStatus,
      @introduce, @shopUrl, @h5Domain, @firstPage)`);
  const writeMenus = menuWriter(db);
  for (const site of SITES) {
    insertSite.run({ ...site, firstPage: site.firstPage ?? '' });
    if (!menusLast(site)) writeMenus(site.siteCode);
  }
}

/**
 * The edition sites whose own menus are written last (seedEditionMenus): the Xinjiang edition's and
 * the Great Wall edition's, added after the others, so every earlier menu row keeps its id.
 */
function menusLast(site: SiteSeed): boolean {
  return isXinjiangEdition(site.region) || site.siteCode === GREAT_WALL_SITE;
}

/** Writes a site's bottom-bar and service menus of data.ts, in order. */
function menuWriter(db: Database.Database): (siteCode: string) => void {
  const insertMenu = db.prepare(`INSERT INTO menus (site_code, location, name, menu_code, jump_type, external_link,
      resource_value, icon, sort, develop) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let alternate = 0;
  return (siteCode) => {
    for (const [location, menus] of [
      ['HOME_BOTTOM', BOTTOM[siteCode] ?? []],
      ['SERVICE', SERVICE[siteCode] ?? []],
    ] as const) {
      menus.forEach((m, i) => {
        alternate++;
        // the real backend mixes null and "" for absent optional strings
        const empty = alternate % 2 === 0 ? null : '';
        insertMenu.run(
          siteCode,
          location,
          m.name,
          m.code,
          m.jumpType ?? '1',
          m.link ?? empty,
          m.resourceValue ?? empty,
          m.icon,
          (i + 1) * 10,
          m.develop ?? '0',
        );
      });
    }
  };
}

/**
 * The Xinjiang edition sites' own menus. The regional family runs this from its seed, after every
 * other family has added its entries, so that adding an edition site leaves the id of every menu
 * row written before it unchanged (menu ids are the rows' order of insertion).
 */
export function seedEditionMenus(db: Database.Database): void {
  const writeMenus = menuWriter(db);
  for (const site of SITES) if (menusLast(site)) writeMenus(site.siteCode);
}

/** The county sites and their parents' SCENIC entries, after the parent's own service entries. */
function seedAreaSites(db: Database.Database): void {
  const insertArea = db.prepare('INSERT INTO area_sites (id, site_code, parent_site_code, name, region) VALUES (?, ?, ?, ?, ?)');
  const lastSort = db.prepare("SELECT COALESCE(MAX(sort), 0) AS s FROM menus WHERE site_code = ? AND location = 'SERVICE' AND sort < 1000");
  const insertMenu = db.prepare(`INSERT INTO menus (site_code, location, name, menu_code, jump_type, external_link,
      resource_value, icon, sort, develop) VALUES (?, 'SERVICE', ?, 'SCENIC', '1', '', ?, 'scenic', ?, '0')`);
  for (const a of AREA_SITES) {
    insertArea.run(a.id, a.siteCode, a.parent, a.name, a.region);
    const sort = (lastSort.get(a.parent) as { s: number }).s + 10;
    insertMenu.run(a.parent, a.menu, String(a.id), sort);
  }
}

/** Each site's home layout and, on the sites with the new bottom bar, its bottom-bar layout. */
function seedLayouts(db: Database.Database): void {
  const refs = bannerRefs(db);
  const insert = db.prepare('INSERT INTO layouts (site_code, page_type, detail) VALUES (?, ?, ?)');
  const nameOf = db.prepare('SELECT name FROM places WHERE id = ?');
  const names = new Map<number, string>();
  for (const id of Object.values(refs.scenicIds).flatMap((ids) => ids.slice(0, 2))) {
    const row = nameOf.get(id) as { name: string } | undefined;
    if (row) names.set(id, row.name);
  }
  for (const site of SITES) {
    insert.run(site.siteCode, 'HOME', JSON.stringify(homeLayout(site, refs, names)));
    if (site.useNewMenu === 1) insert.run(site.siteCode, 'BOTTOM_MENU', JSON.stringify(bottomLayout(site)));
  }
}

/**
 * The configurable service pages' groups and their entries (data.ts `SERVICE_PAGES`). The regional
 * family runs this from its seed, after every other family's menu entries, so every earlier menu
 * row keeps its id.
 */
export function seedServicePageMenus(db: Database.Database): void {
  const insert = db.prepare(`INSERT INTO menus (site_code, location, name, menu_code, jump_type, external_link,
      resource_value, icon, sort, develop, parent_id) VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, '0', ?)`);
  for (const [siteCode, pages] of Object.entries(SERVICE_PAGES)) {
    for (const [location, groups] of Object.entries(pages)) {
      groups.forEach((g, i) => {
        const group = Number(insert.run(siteCode, location, g.name, 'GROUP', '1', '', g.icon, (i + 1) * 10, null).lastInsertRowid);
        g.entries.forEach((m, k) =>
          insert.run(siteCode, location, m.name, m.code, m.jumpType ?? '1', m.link ?? '', m.icon, (k + 1) * 10, group),
        );
      });
    }
  }
}
