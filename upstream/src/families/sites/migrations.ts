import type { FamilyMigration } from '../../family.ts';

/** The sites' tables (append only: never edit an applied migration). */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'sites, menus, layouts',
    adopts: ['sites', 'menus', 'layouts'],
    sql: `
      CREATE TABLE sites (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        english TEXT NOT NULL,
        region TEXT NOT NULL,
        site_language TEXT NOT NULL,
        site_version TEXT NOT NULL,
        use_new_menu INTEGER NOT NULL DEFAULT 0,
        suspended INTEGER NOT NULL DEFAULT 0,
        beta_status INTEGER NOT NULL DEFAULT 0,
        introduce TEXT NOT NULL DEFAULT '',
        shop_url TEXT NOT NULL DEFAULT '',
        h5_domain TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE menus (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        location TEXT NOT NULL,
        name TEXT NOT NULL,
        menu_code TEXT NOT NULL,
        jump_type TEXT NOT NULL DEFAULT '1',
        external_link TEXT,
        resource_value TEXT,
        icon TEXT NOT NULL,
        sort INTEGER NOT NULL,
        develop TEXT NOT NULL DEFAULT '0'
      );
      CREATE INDEX menus_site_location ON menus (site_code, location, sort, id);
      CREATE TABLE layouts (
        site_code TEXT NOT NULL,
        page_type TEXT NOT NULL,
        detail TEXT NOT NULL,
        PRIMARY KEY (site_code, page_type)
      );
    `,
  },
  {
    version: 2,
    name: 'the county sites below a demo site (a region names its site; /scenic-list/{siteId})',
    adopts: ['area_sites'],
    sql: `
      -- sites the platform runs below a demo site (a county's own site): the reference upstream
      -- keeps only their id, code, name and region
      CREATE TABLE area_sites (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL UNIQUE,
        parent_site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        region TEXT NOT NULL UNIQUE
      );
    `,
  },
  {
    version: 3,
    name: 'a menu entry under another (a configurable service page groups its entries)',
    sql: `
      -- a group's entries on a configurable service page (/configure-service, /gs-service): the
      -- list answers them in their group's subList
      ALTER TABLE menus ADD COLUMN parent_id INTEGER REFERENCES menus (id);
      CREATE INDEX menus_parent ON menus (parent_id, sort, id);
    `,
  },
  {
    version: 4,
    name: "a site's debugging console flag (siteInfos.vConsole)",
    sql: `
      -- 1: the app opens its debugging console on every page of the site (support staff turn it on
      -- for a while to see a visitor's phone; the demo sites keep it off)
      ALTER TABLE sites ADD COLUMN v_console INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 5,
    name: "a beta site's testers",
    sql: `
      -- who may see a site in beta (betaStatus 1): its testers' phones; everyone else is refused
      CREATE TABLE site_beta_testers (
        site_code TEXT NOT NULL,
        phone TEXT NOT NULL,
        PRIMARY KEY (site_code, phone)
      );
    `,
  },
  {
    version: 6,
    name: "a site's first-visit page (siteInfos.firstPage)",
    sql: `
      -- the in-app address a visitor's first visit to the site opens instead of its home (the Great
      -- Wall edition's guide, /cc-guide); empty: the home
      ALTER TABLE sites ADD COLUMN first_page TEXT NOT NULL DEFAULT '';
    `,
  },
];
