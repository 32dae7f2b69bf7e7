/** Runs each family's demo data once per database (family.ts `seed`), recorded in `family_seeds`. */
import type Database from 'better-sqlite3';
import type { SeedEnv, ServiceMenuSeed, UpstreamFamily } from '../../family.ts';

/** Service-menu entries a family adds sort after the site's own (10…990) and after earlier families'. */
const FAMILY_MENU_SORT_BASE = 1000;

/**
 * Seeds the families not seeded yet, in list order; true when any was. A family's service-menu
 * entries sort by its position counted from `menuSlotsFrom` (the families listed before it add
 * no service-menu entries).
 */
export function seedFamilies(db: Database.Database, families: readonly UpstreamFamily[], nowMs: number, menuSlotsFrom = 0): boolean {
  db.exec(`CREATE TABLE IF NOT EXISTS family_seeds (family TEXT PRIMARY KEY, seeded_at TEXT NOT NULL)`);
  const done = db.prepare('SELECT 1 FROM family_seeds WHERE family = ?');
  const record = db.prepare('INSERT INTO family_seeds (family, seeded_at) VALUES (?, ?)');
  const insertMenu = db.prepare(`INSERT INTO menus (site_code, location, name, menu_code, jump_type, external_link,
      resource_value, icon, sort, develop) VALUES (?, 'SERVICE', ?, ?, ?, ?, ?, ?, ?, '0')`);
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_code = ?');
  let any = false;
  families.forEach((family, index) => {
    if (!family.seed || done.get(family.name)) return;
    const env: SeedEnv = {
      nowMs,
      addServiceMenu(siteCode: string, entries: readonly ServiceMenuSeed[]) {
        if (!siteExists.get(siteCode)) throw new Error(`${family.name}: no demo site ${siteCode}`);
        const slot = index - menuSlotsFrom;
        if (slot < 0) throw new Error(`${family.name}: listed before the service-menu slots, it adds no service-menu entries`);
        for (const e of entries) {
          insertMenu.run(
            siteCode,
            e.name,
            e.menuCode,
            e.link ? '2' : '1',
            e.link ?? '',
            e.resourceValue ?? '',
            e.icon,
            FAMILY_MENU_SORT_BASE * (slot + 1) + e.sort,
          );
        }
      },
    };
    db.transaction(() => {
      family.seed!(db, env);
      record.run(family.name, new Date().toISOString());
    })();
    any = true;
  });
  return any;
}
