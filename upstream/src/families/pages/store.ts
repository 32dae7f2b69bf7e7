/** Every SQL statement of the pages family: page definitions, and what their sections point at. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** A page key is a route stem: lower-case words joined by dashes. */
export const PAGE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PageRow {
  id: number;
  site_code: string;
  page_key: string;
  title: string;
  updated_at: number;
}

export interface SectionRow {
  id: number;
  sort: number;
  type: string;
  title: string;
  layout: string;
  /** The section's own settings, as JSON. */
  config: string;
}

/** A section as an operator (or the demo data) defines it. */
export interface SectionDefinition {
  type: string;
  title?: string;
  layout?: string;
  config?: Record<string, unknown>;
}

export function pagesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const page = (siteCode: string, key: string) =>
    sql('SELECT * FROM pages WHERE site_code = ? AND page_key = ?').get(siteCode, key) as PageRow | undefined;
  return {
    page,
    sections: (pageId: number) => sql('SELECT * FROM page_sections WHERE page_id = ? ORDER BY sort, id').all(pageId) as SectionRow[],
    /** Writes a page's whole definition (title and sections), replacing what it had; answers its id. */
    define(siteCode: string, key: string, title: string, sections: readonly SectionDefinition[], at: number): number {
      return db.transaction(() => {
        sql(
          `INSERT INTO pages (site_code, page_key, title, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (site_code, page_key) DO UPDATE SET title = excluded.title, updated_at = excluded.updated_at`,
        ).run(siteCode, key, title, at);
        const id = (page(siteCode, key) as PageRow).id;
        sql('DELETE FROM page_sections WHERE page_id = ?').run(id);
        sections.forEach((s, i) =>
          sql('INSERT INTO page_sections (page_id, sort, type, title, layout, config) VALUES (?, ?, ?, ?, ?, ?)').run(
            id,
            i + 1,
            s.type,
            s.title ?? '',
            s.layout ?? '',
            JSON.stringify(s.config ?? {}),
          ),
        );
        return id;
      })();
    },
    remove: (siteCode: string, key: string) => sql('DELETE FROM pages WHERE site_code = ? AND page_key = ?').run(siteCode, key).changes > 0,
    keys: (siteCode: string) =>
      (sql('SELECT page_key FROM pages WHERE site_code = ? ORDER BY id').all(siteCode) as { page_key: string }[]).map((r) => r.page_key),
  };
}
