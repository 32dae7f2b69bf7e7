/** Every SQL statement of the destinations family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export const CITY_CARD_TYPE = 'CONTENT_TYPE_CITY_CARD';

export interface CityCardRow {
  id: number;
  site_code: string;
  site_id: number;
  region: string;
  region_name: string;
  name: string;
  slogan: string;
  images: string;
  summary: string;
  introduce: string;
  card_type: string;
  unreal_card: number;
  tags: string;
  heat: number;
  last_rank: number | null;
  sort: number;
}

/** Which of a site's cards a list asks for. */
export interface CardFilter {
  siteCode: string;
  /** The region's division-code prefix: the cards of that region and below it. */
  regionPrefix?: string;
  /** CITY, COUNTY, TOWN (or THEME). */
  cardType?: string;
  /** 0 the administrative cards, 1 the themed ones. */
  unreal?: number;
  /** In the name. */
  keyword?: string;
}

function whereOf(filter: CardFilter): { sql: string; params: unknown[] } {
  const where = ['site_code = ?'];
  const params: unknown[] = [filter.siteCode];
  if (filter.regionPrefix) {
    where.push('substr(region, 1, ?) = ?');
    params.push(filter.regionPrefix.length, filter.regionPrefix);
  }
  if (filter.cardType) {
    where.push('card_type = ?');
    params.push(filter.cardType);
  }
  if (filter.unreal !== undefined) {
    where.push('unreal_card = ?');
    params.push(filter.unreal);
  }
  if (filter.keyword) {
    where.push('instr(name, ?) > 0');
    params.push(filter.keyword);
  }
  return { sql: where.join(' AND '), params };
}

export function destinationsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count(filter: CardFilter): number {
      const where = whereOf(filter);
      return (sql(`SELECT COUNT(*) AS n FROM city_cards WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    page(filter: CardFilter, limit: number, offset: number): CityCardRow[] {
      const where = whereOf(filter);
      return sql(`SELECT * FROM city_cards WHERE ${where.sql} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as CityCardRow[];
    },
    byId: (siteCode: string, id: number) =>
      sql('SELECT * FROM city_cards WHERE id = ? AND site_code = ?').get(id, siteCode) as CityCardRow | undefined,
    counts: (id: number) =>
      sql('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?').get(
        CITY_CARD_TYPE,
        id,
      ) as { like_num: number; collection_num: number; comment_num: number } | undefined,
  };
}
