/**
 * The site's own content as one searchable list: its places of every kind, its news and its
 * activities, each with its resourceType, id, title and one line about it. The site robot
 * answers from it (families `robot`); the search family owns it because it reads the other
 * families' content through their exports only.
 */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, NEWS_PUBLIC_TYPE, PLACE_KINDS } from '../../resources.ts';
import { activitiesStore } from '../activities/index.ts';
import { contentStore } from '../content/index.ts';
import { placesStore } from '../places/index.ts';

export interface SiteItem {
  /** The resourceType as the list calls answer it (a place kind, CONTENT_TYPE_CONTENT, CONTENT_TYPE_ACTIVITY). */
  resourceType: string;
  id: number;
  title: string;
  /** One line about it (a place's summary or address, an article's summary, an activity's address). */
  summary: string;
}

/** Most items of one source read (the demo sites have far fewer). */
const READ_MAX = 500;

const oneLine = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function siteContent(db: Database.Database, siteCode: string, nowMs: number): SiteItem[] {
  const places = placesStore(db)
    .page({ siteCode, types: PLACE_KINDS.map((k) => k.type) }, READ_MAX, 0)
    .map((p) => ({ resourceType: p.resource_type, id: p.id, title: p.name, summary: oneLine(p.summary) || p.address }));
  const news = contentStore(db)
    .page({ siteCode, channel: null, links: null }, READ_MAX, 0)
    .map((n) => ({ resourceType: NEWS_PUBLIC_TYPE, id: n.id, title: n.title, summary: oneLine(n.summary) }));
  const activities = activitiesStore(db)
    .list(siteCode, { classifyId: null, day: null, keyword: null, status: null, nowMs, regionPrefix: null }, READ_MAX, 0)
    .rows.map((a) => ({ resourceType: ACTIVITY_TYPE, id: a.id, title: a.name, summary: a.address }));
  return [...places, ...news, ...activities];
}
