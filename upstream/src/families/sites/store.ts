/** Every statement of the sites' calls: a site by its code (the site guard), its menus, its layouts. */
import type Database from 'better-sqlite3';
import type { SiteRow } from '../../context.ts';

export interface MenuRow {
  id: number;
  name: string;
  menu_code: string;
  jump_type: string;
  external_link: string | null;
  resource_value: string | null;
  icon: string;
  sort: number;
  develop: string;
  parent_id: number | null;
}

export interface SitesStore {
  site(siteCode: string): SiteRow | undefined;
  /** The site's menus at a location (HOME_BOTTOM, SERVICE…), in their order: the top-level entries. */
  menus(siteCode: string, location: string): MenuRow[];
  /** The entries under the given ones (a group's), in their order. */
  children(parentIds: readonly number[]): MenuRow[];
  /** A page's layout (its JSON detail), or undefined when the site has none for that page. */
  layout(siteCode: string, pageType: string): string | undefined;
  /** Turns the site's debugging console on or off; false for an unknown site. */
  setVConsole(siteCode: string, on: boolean): boolean;
  /** True when the phone is one of the (beta) site's testers. */
  isBetaTester(siteCode: string, phone: string): boolean;
}

export function sitesStore(db: Database.Database): SitesStore {
  const site = db.prepare('SELECT * FROM sites WHERE site_code = ?');
  const menus = db.prepare('SELECT * FROM menus WHERE site_code = ? AND location = ? AND parent_id IS NULL ORDER BY sort, id');
  const children = db.prepare('SELECT * FROM menus WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY sort, id');
  const layout = db.prepare('SELECT detail FROM layouts WHERE site_code = ? AND page_type = ?');
  const setVConsole = db.prepare('UPDATE sites SET v_console = ? WHERE site_code = ?');
  const betaTester = db.prepare('SELECT 1 FROM site_beta_testers WHERE site_code = ? AND phone = ?');
  return {
    site: (siteCode) => site.get(siteCode) as SiteRow | undefined,
    menus: (siteCode, location) => menus.all(siteCode, location) as MenuRow[],
    children: (parentIds) => (parentIds.length === 0 ? [] : (children.all(JSON.stringify(parentIds)) as MenuRow[])),
    layout: (siteCode, pageType) => (layout.get(siteCode, pageType) as { detail: string } | undefined)?.detail,
    setVConsole: (siteCode, on) => setVConsole.run(on ? 1 : 0, siteCode).changes > 0,
    isBetaTester: (siteCode, phone) => betaTester.get(siteCode, phone) !== undefined,
  };
}
