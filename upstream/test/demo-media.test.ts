/**
 * Demo media: every catalogue file exists and lasts what the catalogue says (read off the file by a
 * small WebM / Ogg duration reader), every seeded video and audio stores its catalogue entry's
 * duration, and the files route serves that entry's file for the media name the seed gave.
 */
import { readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/media/catalogue.ts';
import { demoGuide, mediaEntry } from '../src/media/pick.ts';
import { demoImage } from '../src/testing/index.ts';
import { startTestUpstream, type Client } from './helpers.ts';

const fileOf = (name: string) => new URL(`../assets/media/demo/${name}`, import.meta.url);

/** An EBML variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function vint(buf: Buffer, at: number, keepMarker = false): { value: number; length: number } {
  const first = buf[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i]!;
  return { value, length };
}

/** Seconds of a WebM file: Segment > Info > Duration × TimecodeScale. */
function webmSeconds(buf: Buffer): number {
  const children = (from: number, to: number): Map<number, { start: number; size: number }> => {
    const found = new Map<number, { start: number; size: number }>();
    let at = from;
    while (at < to) {
      const id = vint(buf, at, true);
      const size = vint(buf, at + id.length);
      const start = at + id.length + size.length;
      if (!found.has(id.value)) found.set(id.value, { start, size: size.value });
      // an unknown-size element (all ones) runs to the end of its parent
      at = size.value >= 2 ** (7 * size.length) - 1 ? to : start + size.value;
    }
    return found;
  };
  const segment = children(0, buf.length).get(0x18538067)!;
  const info = children(segment.start, Math.min(buf.length, segment.start + segment.size)).get(0x1549a966)!;
  const fields = children(info.start, info.start + info.size);
  const scale = fields.get(0x2ad7b1);
  let timecodeScale = 1_000_000;
  if (scale) timecodeScale = buf.readUIntBE(scale.start, scale.size);
  const d = fields.get(0x4489)!;
  const units = d.size === 4 ? buf.readFloatBE(d.start) : buf.readDoubleBE(d.start);
  return (units * timecodeScale) / 1e9;
}

/** Seconds of an Ogg Opus file: the last page's granule position less the pre-skip, at 48 kHz. */
function oggOpusSeconds(buf: Buffer): number {
  const head = buf.indexOf('OpusHead');
  const preSkip = buf.readUInt16LE(head + 10);
  const last = buf.lastIndexOf('OggS');
  const granule = Number(buf.readBigUInt64LE(last + 6));
  return (granule - preSkip) / 48_000;
}

const secondsOf = (file: string): number => {
  const buf = readFileSync(fileOf(file));
  return file.endsWith('.webm') ? webmSeconds(buf) : oggOpusSeconds(buf);
};

describe('the demo media catalogue', () => {
  it('has every file, lasting what the catalogue says', () => {
    for (const e of CATALOGUE) {
      expect(statSync(fileOf(e.file)).size, e.file).toBeGreaterThan(1000);
      expect(Math.abs(secondsOf(e.file) - e.seconds), e.file).toBeLessThan(0.05);
    }
  });

  it('is small, with videos of different subjects and lengths and a guide per site language', () => {
    const total = CATALOGUE.reduce((n, e) => n + statSync(fileOf(e.file)).size, 0);
    expect(total).toBeLessThan(2.5 * 1024 * 1024);
    const videos = CATALOGUE.filter((e) => e.kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(8);
    expect(new Set(videos.map((v) => v.subject))).toEqual(new Set(['scenery', 'city', 'craft', 'food', 'stage', 'museum']));
    expect(new Set(videos.map((v) => Math.round(v.seconds))).size).toBeGreaterThanOrEqual(8);
    for (const v of videos) {
      expect(v.seconds).toBeGreaterThanOrEqual(10);
      expect(v.seconds).toBeLessThanOrEqual(60);
    }
    for (const language of ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const) {
      const guide = demoGuide(language);
      expect(guide.language).toBe(language);
      expect(guide.seconds).toBeGreaterThanOrEqual(12);
      expect(guide.seconds).toBeLessThanOrEqual(32);
    }
  });
});

describe('seeded media', () => {
  const db = new Database(demoImage() ?? ':memory:', { readonly: true });
  afterAll(() => db.close());

  /** The media name and extension of a stored reference (`@/files/media/{name}.{ext}` or a bare name). */
  const entryOf = (ref: string, ext: 'webm' | 'ogg') => mediaEntry(/([\w-]+?)(?:\.(?:webm|ogg))?$/.exec(ref)![1]!, ext);

  it('store the duration of the catalogue entry their name plays', () => {
    const rows = [
      ...(
        db.prepare("SELECT url, duration, media_type AS type FROM heritage_media WHERE media_type IN ('VIDEO','AUDIO')").all() as {
          url: string;
          duration: number;
          type: string;
        }[]
      ).map((r) => ({ what: r.url, ref: r.url, ext: r.type === 'VIDEO' ? 'webm' : 'ogg', duration: r.duration, whole: true })),
      ...(db.prepare('SELECT video, duration FROM stream_media').all() as { video: string; duration: number }[]).map((r) => ({
        what: r.video,
        ref: r.video,
        ext: 'webm',
        duration: r.duration,
        whole: true,
      })),
      ...(
        db.prepare("SELECT kind, file, duration FROM media_library WHERE kind IN ('VIDEO','AUDIO')").all() as {
          kind: string;
          file: string;
          duration: number;
        }[]
      ).map((r) => ({ what: r.file, ref: r.file, ext: r.kind === 'VIDEO' ? 'webm' : 'ogg', duration: r.duration, whole: true })),
      ...(db.prepare("SELECT media, duration FROM school_lessons WHERE media <> ''").all() as { media: string; duration: number }[]).map(
        (r) => ({ what: r.media, ref: r.media, ext: r.media.endsWith('.webm') ? 'webm' : 'ogg', duration: r.duration, whole: false }),
      ),
    ];
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      // the name says which entry it plays (never a fallback by hash)
      expect(r.ref, r.what).toMatch(/--[\w-]+(\.(webm|ogg))?$/);
      const entry = entryOf(r.ref, r.ext as 'webm' | 'ogg');
      expect(r.duration, r.what).toBe(r.whole ? Math.round(entry.seconds) : entry.seconds);
    }
  });

  it('narrate audio in the site language and show a fitting subject', () => {
    const audio = db
      .prepare(
        "SELECT h.url, s.site_language AS lang FROM heritage_media h JOIN sites s ON s.site_code = h.site_code WHERE media_type = 'AUDIO'",
      )
      .all() as { url: string; lang: string }[];
    expect(new Set(audio.map((a) => a.lang)).size).toBeGreaterThanOrEqual(3);
    for (const a of audio) expect(entryOf(a.url, 'ogg').language).toBe(a.lang === 'CN' || !a.lang ? 'CN' : a.lang);
    // the brocade course's videos show a craft, the opera course's a stage
    const lessons = db
      .prepare("SELECT c.name, l.media FROM school_lessons l JOIN school_courses c ON c.id = l.course_id WHERE l.kind = 'VIDEO'")
      .all() as { name: string; media: string }[];
    const subjects = (re: RegExp) => new Set(lessons.filter((l) => re.test(l.name)).map((l) => entryOf(l.media, 'webm').subject));
    expect(subjects(/蜀锦/)).toEqual(new Set(['craft']));
    expect(subjects(/川剧/)).toEqual(new Set(['stage']));
  });
});

describe('the files route', () => {
  let c: Client;
  beforeAll(async () => {
    c = await startTestUpstream();
  });
  afterAll(async () => {
    await c.upstream.close();
  });

  it('serves the file of the entry a media name plays, which lasts what the list says', async () => {
    const list = await c.list('res/api/streamMedia/list', { pageSize: 5 });
    expect(list.datas.length).toBeGreaterThan(0);
    for (const item of list.datas) {
      const path = new URL(String(item.videoUrl)).pathname.slice(1);
      const res = await c.raw(path);
      expect(res.headers.get('content-type')).toBe('video/webm');
      const body = Buffer.from(await res.arrayBuffer());
      expect(Math.round(webmSeconds(body))).toBe(Number(item.duration));
    }
    const guide = await c.raw(`files/media/lesson-1--${demoGuide('KOREAN').id}.ogg`);
    expect(Math.abs(oggOpusSeconds(Buffer.from(await guide.arrayBuffer())) - demoGuide('KOREAN').seconds)).toBeLessThan(0.05);
  });
});
