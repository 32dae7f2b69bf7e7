/** The subscriptions family's demo data: no subscriptions, the JMG-SUB entry on the Chengdu site's service menu. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { MENU_NAME } from './texts.ts';

export function seed(_db: Database.Database, env: SeedEnv): void {
  env.addServiceMenu('site510100', [{ name: MENU_NAME, menuCode: 'JMG-SUB', icon: 'bell-ring', sort: 1 }]);
}
