/**
 * The seats family's demo data: on every live demo site, one seated performance in the site's
 * language (a paid activity with reserved seating, at the place of the site's first activity), its
 * hall of 8 rows of 12 seats with two price zones and two aisles, and two evening sessions: one
 * with a few seats sold at the box office, one sold out but for its last seat. Deterministic
 * (mulberry32), dates relative to the clock's now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { DAY_MS } from '../../time.ts';
import { dayAt, demoSites, type InLanguages } from '../demo.ts';

/** The seated activities' ids: SEATED_FIRST_ID + the site's index among the live demo sites. */
export const SEATED_FIRST_ID = 80901;
const ROWS = 8;
const SEATS_PER_ROW = 12;
const AISLES_AFTER = '3,9';
/** Rows up to this one are the front zone. */
const FRONT_ROWS = 3;
const FRONT_PRICE = '180.00';
const BACK_PRICE = '80.00';
const MAX_SEATS = 4;

interface SeatedWords {
  name: string;
  summary: string;
  hall: string;
  front: string;
  back: string;
}

const WORDS: InLanguages<SeatedWords> = {
  CN: {
    name: '剧院之夜·民族音乐会（对号入座）',
    summary: '大剧院主厅的民族音乐会，对号入座，选座后15分钟内完成支付。',
    hall: '大剧院主厅',
    front: '贵宾区',
    back: '普通区',
  },
  FRENCH: {
    name: 'Soirée au théâtre : concert de musique traditionnelle (places numérotées)',
    summary: 'Concert de musique traditionnelle dans la grande salle, places numérotées à choisir sur le plan.',
    hall: 'Grande salle du théâtre',
    front: 'Catégorie 1',
    back: 'Catégorie 2',
  },
  EN: {
    name: 'Theatre night: folk music concert (reserved seating)',
    summary: 'A folk music concert in the main hall, with reserved seats you choose on the seat map.',
    hall: 'Main hall',
    front: 'Premium',
    back: 'Standard',
  },
  JAPANESE: {
    name: '劇場の夜・民族音楽コンサート（指定席）',
    summary: '大劇場メインホールでの民族音楽コンサート。座席表からお席を選べる指定席です。',
    hall: '大劇場メインホール',
    front: 'S席',
    back: 'A席',
  },
  KOREAN: {
    name: '극장의 밤 · 민속 음악회 (지정석)',
    summary: '대극장 본관에서 열리는 민속 음악회입니다. 좌석 배치도에서 좌석을 직접 고르는 지정석입니다.',
    hall: '대극장 본관',
    front: 'VIP석',
    back: '일반석',
  },
};

export function seed(db: Database.Database, env: SeedEnv): void {
  const insertActivity = db.prepare(
    `INSERT INTO activities (id, site_code, name, images, type, method, faith_use_status, faith_audit_status, faith_score,
       address, region, region_name, classify_name, money, integral, stock, total_stock,
       sign_start_day, sign_end_day, use_start_day, use_end_day, summary, content, sort,
       classify_id, tag_names, city_region_names, latitude, longitude, jump_url, need_audit, cancel_status, cancel_time,
       max_order_num, phone, sign_start, sign_end, use_start, use_end)
     SELECT @id, site_code, @name, images, 'ACTIVITY_TYPE_RESERVE', '6', '0', '0', NULL,
       address, region, region_name, classify_name, @money, '0', @stock, @total,
       -1, 5, 3, 5, @summary, @content, 9000,
       classify_id, tag_names, city_region_names, latitude, longitude, '', '0', '1', '2',
       @max, phone, @signStart, @signEnd, @useStart, @useEnd
     FROM activities WHERE site_code = @site ORDER BY id LIMIT 1`,
  );
  const insertSession = db.prepare(
    'INSERT INTO activity_sessions (activity_id, start_time, end_time, total_stock, external_taken) VALUES (?, ?, ?, ?, ?)',
  );
  const insertHall = db.prepare('INSERT INTO seat_halls (activity_id, site_code, name, aisles_after) VALUES (?, ?, ?, ?)');
  const insertSeat = db.prepare('INSERT INTO hall_seats (activity_id, row_no, seat_no, zone_name, price) VALUES (?, ?, ?, ?, ?)');
  const sold = db.prepare('INSERT INTO seat_holds (session_id, seat_id) VALUES (?, ?)');
  const counts = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const total = ROWS * SEATS_PER_ROW;
  for (const [i, site] of demoSites(db).entries()) {
    const id = SEATED_FIRST_ID + i;
    const words = WORDS[site.language];
    const rng = mulberry32(hashString(`seats:${site.siteCode}`));
    const first = { start: dayAt(env.nowMs, 3, '19:30'), end: dayAt(env.nowMs, 3, '21:30') };
    const last = { start: dayAt(env.nowMs, 5, '19:30'), end: dayAt(env.nowMs, 5, '21:30') };
    const seatIds: number[] = [];
    const firstSold = new Set(Array.from({ length: 10 }, () => rng.int(0, total - 1)));
    const added = insertActivity.run({
      id,
      site: site.siteCode,
      name: words.name,
      money: BACK_PRICE,
      stock: total - firstSold.size + 1,
      total: 2 * total,
      summary: words.summary,
      content: `<p>${words.summary}</p>`,
      max: MAX_SEATS,
      signStart: dayAt(env.nowMs, -1, '09:00'),
      signEnd: last.start - DAY_MS / 24,
      useStart: first.start,
      useEnd: last.end,
    });
    if (added.changes === 0) continue;
    insertHall.run(id, site.siteCode, words.hall, AISLES_AFTER);
    for (let row = 1; row <= ROWS; row++)
      for (let seat = 1; seat <= SEATS_PER_ROW; seat++) {
        const front = row <= FRONT_ROWS;
        const r = insertSeat.run(id, row, seat, front ? words.front : words.back, front ? FRONT_PRICE : BACK_PRICE);
        seatIds.push(Number(r.lastInsertRowid));
      }
    const firstSession = Number(insertSession.run(id, first.start, first.end, total, firstSold.size).lastInsertRowid);
    for (const k of firstSold) sold.run(firstSession, seatIds[k]);
    const lastSession = Number(insertSession.run(id, last.start, last.end, total, total - 1).lastInsertRowid);
    // every seat but the middle of the back row is sold
    const lastFree = (ROWS - 1) * SEATS_PER_ROW + SEATS_PER_ROW / 2;
    for (const [k, seat] of seatIds.entries()) if (k !== lastFree) sold.run(lastSession, seat);
    counts.run(ACTIVITY_TYPE, id, rng.int(20, 200), rng.int(5, 60));
  }
}
