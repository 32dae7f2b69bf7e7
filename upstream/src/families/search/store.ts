/** Every statement of the search service: each user's search records and each site's hot words. */
import type Database from 'better-sqlite3';

export interface SearchRecordRow {
  id: number;
  keyword: string;
  created_at: number;
}

export interface HotWordRow {
  id: number;
  name: string;
  sort: number;
  search_num: number;
}

export interface SearchStore {
  /** The user's newest `limit` records on the site, newest first. */
  records(userId: number, siteCode: string, limit: number): SearchRecordRow[];
  /** Records a search (a keyword searched again moves to the top) and keeps the newest `kept`. */
  saveRecord(userId: number, siteCode: string, keyword: string, at: number, kept: number): void;
  clearRecords(userId: number, siteCode: string): void;
  hotWords(siteCode: string): HotWordRow[];
  /** Counts a search for the site's hot word `name` (none when it is not one). */
  countHotWord(siteCode: string, name: string): void;
}

export function searchStore(db: Database.Database): SearchStore {
  const records = db.prepare(
    'SELECT id, keyword, created_at FROM search_records WHERE user_id = ? AND site_code = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const upsert = db.prepare(
    `INSERT INTO search_records (user_id, site_code, keyword, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, site_code, keyword) DO UPDATE SET created_at = excluded.created_at`,
  );
  const trim = db.prepare(
    `DELETE FROM search_records WHERE user_id = ? AND site_code = ? AND id NOT IN (
       SELECT id FROM search_records WHERE user_id = ? AND site_code = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
  );
  const clear = db.prepare('DELETE FROM search_records WHERE user_id = ? AND site_code = ?');
  const hotWords = db.prepare('SELECT id, name, sort, search_num FROM hot_words WHERE site_code = ? ORDER BY sort, id');
  const countHotWord = db.prepare('UPDATE hot_words SET search_num = search_num + 1 WHERE site_code = ? AND name = ?');
  const save = db.transaction((userId: number, siteCode: string, keyword: string, at: number, kept: number) => {
    upsert.run(userId, siteCode, keyword, at);
    trim.run(userId, siteCode, userId, siteCode, kept);
  });
  return {
    records: (userId, siteCode, limit) => records.all(userId, siteCode, limit) as SearchRecordRow[],
    saveRecord: (userId, siteCode, keyword, at, kept) => save(userId, siteCode, keyword, at, kept),
    clearRecords: (userId, siteCode) => void clear.run(userId, siteCode),
    hotWords: (siteCode) => hotWords.all(siteCode) as HotWordRow[],
    countHotWord: (siteCode, name) => void countHotWord.run(siteCode, name),
  };
}
