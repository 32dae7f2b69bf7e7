/** Every SQL statement of the rankings family's boards and calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { PlaceRow } from '../places/index.ts';
import type { CityCardRow } from '../destinations/index.ts';

/** A place with its interaction counts (the heat of a kind that carries none of its own). */
export type CountedPlaceRow = PlaceRow & { likes: number; favourites: number; comments: number };

export function rankingsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's destination cards below the city itself. */
    destinationCards: (siteCode: string) =>
      sql("SELECT * FROM city_cards WHERE site_code = ? AND card_type != 'CITY' ORDER BY sort, id").all(siteCode) as CityCardRow[],
    placeHeats: (siteCode: string) =>
      sql('SELECT region, heat FROM places WHERE site_code = ?').all(siteCode) as { region: string; heat: number }[],
    countedPlaces: (siteCode: string, type: string) =>
      sql(`SELECT p.*, COALESCE(i.like_num, 0) AS likes, COALESCE(i.collection_num, 0) AS favourites, COALESCE(i.comment_num, 0) AS comments
        FROM places p LEFT JOIN interactions i ON i.resource_type = p.resource_type AND i.resource_id = p.id
        WHERE p.site_code = ? AND p.resource_type = ?`).all(siteCode, type) as CountedPlaceRow[],
    /** Last week's place of each row on a board (item id → rank). */
    lastRanks: (siteCode: string, board: string) =>
      new Map(
        (
          sql('SELECT item_id, last_rank FROM rank_history WHERE site_code = ? AND board = ?').all(siteCode, board) as {
            item_id: number;
            last_rank: number;
          }[]
        ).map((r) => [r.item_id, r.last_rank]),
      ),
  };
}
