/**
 * Every statement of the narrators family. A narrator is busy on a day and slot while a
 * narrator order in a status that holds places (reservation orders' HOLDING) took them; an
 * interpretation session's places left are its capacity minus other visitors' minus the orders
 * holding places. Nothing is counted twice: a cancelled order frees by its status alone.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { HOLDING, INTERPRETATION_ORDER_TYPE, LIVE } from '../reservations/index.ts';

export interface OfferRow {
  place_id: number;
  site_code: string;
  price: string;
  min_group: number;
  max_group: number;
  cancel_status: string;
  cancel_time: string;
  notes: string;
  place_name: string;
  resource_type: string;
}

export interface NarratorSlotRow {
  id: number;
  place_id: number;
  start_time: string;
  end_time: string;
}

export interface NarratorRow {
  id: number;
  site_code: string;
  place_id: number;
  name: string;
  languages: string;
  photo: string;
  intro: string;
}

export interface SessionRow {
  id: number;
  site_code: string;
  place_id: number;
  title: string;
  language: string;
  start_at: number;
  end_at: number;
  capacity: number;
  external_taken: number;
  price: string;
  max_per_order: number;
  cancel_status: string;
  cancel_time: string;
  intro: string;
  place_name: string;
  place_images: string;
  place_type: string;
  /** Places held by platform orders. */
  ordered: number;
}

const BUSY = `SELECT b.narrator_id FROM narrator_bookings b JOIN reservation_orders o ON o.id = b.order_id
  WHERE b.slot_id = @slot AND b.date = @date AND o.status IN ${HOLDING}`;

const SESSION = `SELECT s.*, p.name AS place_name, p.images AS place_images, p.resource_type AS place_type,
  (SELECT COALESCE(SUM(o.order_num), 0) FROM reservation_orders o
     WHERE o.order_type = '${INTERPRETATION_ORDER_TYPE}' AND o.session_id = s.id AND o.status IN ${HOLDING}) AS ordered
  FROM interpretation_sessions s JOIN places p ON p.id = s.place_id`;

export function narratorsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    offer: (site: string, placeId: number) =>
      sql(
        `SELECT f.*, p.name AS place_name, p.resource_type FROM narrator_offers f JOIN places p ON p.id = f.place_id
         WHERE f.site_code = ? AND f.place_id = ?`,
      ).get(site, placeId) as OfferRow | undefined,
    slots: (placeId: number) =>
      sql('SELECT id, place_id, start_time, end_time FROM narrator_slots WHERE place_id = ? ORDER BY sort, id').all(
        placeId,
      ) as NarratorSlotRow[],
    narrators: (placeId: number) => sql('SELECT * FROM narrators WHERE place_id = ? ORDER BY sort, id').all(placeId) as NarratorRow[],
    /** The narrators busy on the slot and day. */
    busy: (slot: number, date: string) => new Set((sql(BUSY).all({ slot, date }) as { narrator_id: number }[]).map((r) => r.narrator_id)),
    /** The first narrator of the place speaking `language` who is free on the slot and day. */
    freeNarrator: (placeId: number, language: string, slot: number, date: string) =>
      sql(
        `SELECT * FROM narrators WHERE place_id = @place AND (',' || languages || ',') LIKE '%,' || @language || ',%'
         AND id NOT IN (${BUSY}) ORDER BY sort, id LIMIT 1`,
      ).get({ place: placeId, language, slot, date }) as NarratorRow | undefined,
    insertBooking(r: {
      orderId: number;
      narratorId: number;
      slotId: number;
      date: string;
      language: string;
      note: string;
      leaderCertNumber: string;
    }): void {
      sql(
        `INSERT INTO narrator_bookings (order_id, narrator_id, slot_id, date, language, note, leader_cert_number)
         VALUES (@orderId, @narratorId, @slotId, @date, @language, @note, @leaderCertNumber)`,
      ).run(r);
    },
    /** Which of the places offer narrators, and how many upcoming interpretation sessions each has. */
    servicesOf: (site: string, placeIds: readonly number[], nowMs: number) =>
      sql(
        `SELECT p.value AS place_id,
           EXISTS (SELECT 1 FROM narrator_offers f WHERE f.place_id = p.value AND f.site_code = @site) AS narrator,
           (SELECT COUNT(*) FROM interpretation_sessions s WHERE s.place_id = p.value AND s.site_code = @site AND s.start_at > @now) AS sessions
         FROM json_each(@ids) p`,
      ).all({ site, ids: JSON.stringify(placeIds), now: nowMs }) as { place_id: number; narrator: number; sessions: number }[],
    sessionsOfPlace: (site: string, placeId: number, nowMs: number, limit: number, offset: number) =>
      sql(`${SESSION} WHERE s.site_code = ? AND s.place_id = ? AND s.start_at > ? ORDER BY s.start_at, s.id LIMIT ? OFFSET ?`).all(
        site,
        placeId,
        nowMs,
        limit,
        offset,
      ) as SessionRow[],
    sessionCountOfPlace: (site: string, placeId: number, nowMs: number) =>
      (
        sql('SELECT COUNT(*) AS n FROM interpretation_sessions WHERE site_code = ? AND place_id = ? AND start_at > ?').get(
          site,
          placeId,
          nowMs,
        ) as { n: number }
      ).n,
    session: (site: string, id: number) => sql(`${SESSION} WHERE s.site_code = ? AND s.id = ?`).get(site, id) as SessionRow | undefined,
    /** Whether the user already holds a live order (0, 4, 11) for the session. */
    hasLiveSessionOrder: (userId: number, sessionId: number) =>
      sql(
        `SELECT 1 FROM reservation_orders WHERE user_id = ? AND order_type = '${INTERPRETATION_ORDER_TYPE}' AND session_id = ? AND status IN ${LIVE}`,
      ).get(userId, sessionId) !== undefined,
    insertOffer(r: Omit<OfferRow, 'place_name' | 'resource_type'>): void {
      sql(
        `INSERT INTO narrator_offers (place_id, site_code, price, min_group, max_group, cancel_status, cancel_time, notes)
         VALUES (@place_id, @site_code, @price, @min_group, @max_group, @cancel_status, @cancel_time, @notes)`,
      ).run(r);
    },
    insertSlot(placeId: number, start: string, end: string, sort: number): void {
      sql('INSERT INTO narrator_slots (place_id, start_time, end_time, sort) VALUES (?, ?, ?, ?)').run(placeId, start, end, sort);
    },
    insertNarrator(r: Omit<NarratorRow, 'id'> & { sort: number }): void {
      sql(
        `INSERT INTO narrators (site_code, place_id, name, languages, photo, intro, sort)
         VALUES (@site_code, @place_id, @name, @languages, @photo, @intro, @sort)`,
      ).run(r);
    },
    insertSession(r: Omit<SessionRow, 'id' | 'place_name' | 'place_images' | 'place_type' | 'ordered'>): void {
      sql(
        `INSERT INTO interpretation_sessions (site_code, place_id, title, language, start_at, end_at, capacity, external_taken, price,
           max_per_order, cancel_status, cancel_time, intro)
         VALUES (@site_code, @place_id, @title, @language, @start_at, @end_at, @capacity, @external_taken, @price,
           @max_per_order, @cancel_status, @cancel_time, @intro)`,
      ).run(r);
    },
  };
}

export type NarratorsStore = ReturnType<typeof narratorsStore>;
