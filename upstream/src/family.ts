/**
 * One family of the reference upstream's REST services, in its own folder
 * (`src/families/<name>/`): its tables, its demo data, its calls and its dev controls. The list
 * of families is `families/index.ts`; the server, the migrations and the seed read it, so adding
 * a family edits nothing else.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { ResourceTable } from './resources.ts';

/** A numbered schema change of one family. Append only: never edit an applied one. */
export interface FamilyMigration {
  /** 1, 2, 3… within the family (recorded in `family_migrations` with the family's name). */
  version: number;
  name: string;
  sql: string;
  /**
   * The tables this migration creates that a database may hold already because they were made by
   * the numbered migrations of the older modules (`db/migrations.ts`) before the family took them
   * over. When every one of them exists, the migration is recorded as applied without running, and
   * the family's seed is recorded as done (the tables came with their demo data); its later
   * migrations run as usual.
   */
  adopts?: readonly string[];
}

/** What a family's seed gets besides the database. */
export interface SeedEnv {
  /** The clock's now at seed time (epoch ms): demo dates are relative to it. */
  nowMs: number;
  /** Adds entries to a demo site's service menu (the home's grid and the all-services page). */
  addServiceMenu(siteCode: string, entries: readonly ServiceMenuSeed[]): void;
}

/** A service-menu entry a family seeds for a demo site (its menuCode opens the family's screen). */
export interface ServiceMenuSeed {
  name: string;
  menuCode: string;
  /** An icon name of `files/icons/<name>.svg` (images/icons.ts). */
  icon: string;
  /** After the site's own entries, in this order. */
  sort: number;
  resourceValue?: string;
  /** An operator's link instead of a menu code (jumpType 2): an in-app address such as `/sc-index` (a page), or an outside URL. */
  link?: string;
}

export interface UpstreamFamily {
  /** The folder name, also the key of its migrations (`family_migrations.family`). */
  readonly name: string;
  readonly migrations: readonly FamilyMigration[];
  /**
   * Demo data for every demo site, run once per database in the transaction that creates the
   * family's tables (so a database made before the family existed gets it too). Deterministic:
   * draw from `mulberry32(hashString(...))` (db/seed/prng.ts), never Math.random.
   */
  seed?(db: Database.Database, env: SeedEnv): void;
  /** Its REST calls, registered behind the site guard (`req.site` is the caller's site). */
  routes?(api: FastifyInstance, ctx: AppContext): void;
  /** Calls outside the site guard (files, callbacks from third parties). */
  publicRoutes?(app: FastifyInstance, ctx: AppContext): void;
  /** Development-only controls under `/__dev/<name>/…` (not part of the real backend). */
  devRoutes?(app: FastifyInstance, ctx: AppContext): void;
  /**
   * Its resources that can be liked, favourited, followed and commented through the interaction
   * and comment paths (each table has `id` and `site_code`).
   */
  readonly resourceTables?: readonly ResourceTable[];
  /** Reference-data paths the upstream marks cacheable (site-wide data that rarely changes). */
  readonly referencePaths?: readonly string[];
}
