/**
 * How the demo data use the media catalogue: a seed asks for a video by subject (the item's key
 * picks among the fitting files, for variety) or for the audio guide in the site's language, stores
 * the entry's duration, and names the medium with `mediaName` so the files route serves that
 * entry's file (`mediaEntry`). Lists, details, totals and players then agree.
 */
import { hashString } from '../db/seed/prng.ts';
import { CATALOGUE } from './catalogue.ts';
import type { MediaEntry, MediaSubject } from './types.ts';

export type { MediaEntry, MediaSubject } from './types.ts';
export type VideoSubject = Exclude<MediaSubject, 'guide'>;
type Language = NonNullable<MediaEntry['language']>;

const VIDEOS = CATALOGUE.filter((e) => e.kind === 'video');
const GUIDES = CATALOGUE.filter((e) => e.kind === 'audio');
const pick = <T>(list: readonly T[], key: string): T => list[hashString(key) % list.length]!;

/** A video about `subject`; `key` (the item's own name) picks among the fitting ones. */
export function demoVideo(subject: VideoSubject, key: string): MediaEntry {
  const fitting = VIDEOS.filter((e) => e.subject === subject);
  return pick(fitting.length > 0 ? fitting : VIDEOS, key);
}

/** The narrated audio guide in a site's language. */
export function demoGuide(language: Language): MediaEntry {
  return GUIDES.find((e) => e.language === language) ?? GUIDES[0]!;
}

/** The media name of an item's medium: its own name, then the catalogue entry it plays. */
export const mediaName = (base: string, entry: MediaEntry): string => `${base}--${entry.id}`;

/** `@/files/media/…` of an item's medium (the form the demo data store). */
export const mediaUrl = (base: string, entry: MediaEntry): string =>
  `@/files/media/${mediaName(base, entry)}.${entry.kind === 'video' ? 'webm' : 'ogg'}`;

/**
 * The entry a media file name plays: the entry its name ends with (`mediaName`), else one of the
 * right kind chosen by the name's hash (names stored before the catalogue existed).
 */
export function mediaEntry(name: string, ext: 'webm' | 'ogg'): MediaEntry {
  const kind = ext === 'webm' ? 'video' : 'audio';
  const id = /--([\w-]+)$/.exec(name)?.[1];
  return CATALOGUE.find((e) => e.id === id && e.kind === kind) ?? pick(kind === 'video' ? VIDEOS : GUIDES, name);
}
