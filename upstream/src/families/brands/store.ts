/** Every SQL statement of the brands family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { PlaceRow } from '../places/index.ts';

export const BRAND_TYPE = 'CONTENT_TYPE_BRAND';

export interface BrandRow {
  id: number;
  site_code: string;
  name: string;
  slogan: string;
  images: string;
  banner: string;
  logo: string;
  main_color: string;
  introduce: string;
  site_count: number;
  sort: number;
  resource_count: number;
}

/** Which of a site's brands a list asks for. */
export interface BrandFilter {
  siteCode: string;
  /** In the name. */
  keyword?: string;
  /** Only the brands a resource belongs to. */
  links?: { type: string; id: number };
}

const SELECT = `SELECT b.*, (SELECT COUNT(*) FROM brand_resources r JOIN places p ON p.id = r.resource_id AND p.resource_type = r.resource_type
    WHERE r.brand_id = b.id) AS resource_count FROM brands b`;

const RESOURCES = 'FROM brand_resources r JOIN places p ON p.id = r.resource_id AND p.resource_type = r.resource_type';

function whereOf(filter: BrandFilter): { sql: string; params: unknown[] } {
  const where = ['b.site_code = ?'];
  const params: unknown[] = [filter.siteCode];
  if (filter.keyword) {
    where.push('instr(b.name, ?) > 0');
    params.push(filter.keyword);
  }
  if (filter.links) {
    where.push('b.id IN (SELECT brand_id FROM brand_resources WHERE resource_type = ? AND resource_id = ?)');
    params.push(filter.links.type, filter.links.id);
  }
  return { sql: where.join(' AND '), params };
}

export function brandsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count(filter: BrandFilter): number {
      const where = whereOf(filter);
      return (sql(`SELECT COUNT(*) AS n FROM brands b WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    page(filter: BrandFilter, limit: number, offset: number): BrandRow[] {
      const where = whereOf(filter);
      return sql(`${SELECT} WHERE ${where.sql} ORDER BY b.sort, b.id LIMIT ? OFFSET ?`).all(...where.params, limit, offset) as BrandRow[];
    },
    byId: (siteCode: string, id: number) => sql(`${SELECT} WHERE b.id = ? AND b.site_code = ?`).get(id, siteCode) as BrandRow | undefined,
    exists: (siteCode: string, id: number) => sql('SELECT id FROM brands WHERE id = ? AND site_code = ?').get(id, siteCode) !== undefined,
    counts: (id: number) =>
      sql('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?').get(
        BRAND_TYPE,
        id,
      ) as { like_num: number; collection_num: number; comment_num: number } | undefined,
    newsCount: (id: number) =>
      (
        sql(
          'SELECT COUNT(*) AS n FROM content_links l JOIN news n ON n.id = l.news_id WHERE l.resource_type = ? AND l.resource_id = ?',
        ).get(BRAND_TYPE, id) as { n: number }
      ).n,
    /** A brand's places (of one kind when `type` is given): how many, and a page of them. */
    resourceCount(brandId: number, type: string): number {
      const where = `r.brand_id = ?${type ? ' AND r.resource_type = ?' : ''}`;
      return (sql(`SELECT COUNT(*) AS n ${RESOURCES} WHERE ${where}`).get(...(type ? [brandId, type] : [brandId])) as { n: number }).n;
    },
    resources(brandId: number, type: string, limit: number, offset: number): PlaceRow[] {
      const where = `r.brand_id = ?${type ? ' AND r.resource_type = ?' : ''}`;
      return sql(`SELECT p.* ${RESOURCES} WHERE ${where} ORDER BY r.sort, p.id LIMIT ? OFFSET ?`).all(
        ...(type ? [brandId, type] : [brandId]),
        limit,
        offset,
      ) as PlaceRow[];
    },
  };
}
