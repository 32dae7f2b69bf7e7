// Makes the demo media catalogue: a few short videos rendered from the project's own pictures
// (slow pan/zoom over a generated picture, a soft chord underneath) and a narrated audio guide per
// site language, into upstream/assets/media/demo/, then writes upstream/src/media/catalogue.ts with
// each file's subject and real duration (read back with ffprobe).
//
// Needs Debian's ffmpeg and espeak-ng (`apt-get install -y ffmpeg espeak-ng`); nothing is fetched.
// Run from the repository root:  pnpm --filter @ctp/upstream exec tsx scripts/demo-media.mjs
// (tsx, because it draws the pictures with src/images/placeholder.ts); give ids (`guide-ja ...`) to
// remake only those files (the others are kept and measured again). The output is committed;
// CI and the tests use the committed files and never run this script.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholderSvg } from '../src/images/placeholder.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'assets/media/demo');
const CATALOGUE = join(ROOT, 'src/media/catalogue.ts');

const FPS = 20;
const SIZE = { w: 360, h: 202 };
const SOURCE = { w: 1920, h: 1080 };

/**
 * The videos: id (the file's name), subject, the picture it is rendered from (an image name and a
 * composition), its length in seconds, its motion and the root note (Hz) of its sound bed.
 */
const VIDEOS = [
  {
    id: 'scenery-mountains',
    subject: 'scenery',
    picture: 'scenic-10271-1',
    composition: 'mountains',
    seconds: 23,
    motion: 'in',
    note: 196,
  },
  { id: 'scenery-lake', subject: 'scenery', picture: 'scenic-20417-2', composition: 'lake', seconds: 41, motion: 'right', note: 220 },
  { id: 'city-skyline', subject: 'city', picture: 'region-510104-1', composition: 'skyline', seconds: 17, motion: 'left', note: 246.94 },
  {
    id: 'craft-pattern',
    subject: 'craft',
    picture: 'course-shu-brocade-1',
    composition: 'pattern',
    seconds: 34,
    motion: 'out',
    note: 174.61,
  },
  {
    id: 'craft-papercut',
    subject: 'craft',
    picture: 'heritage-papercut-2',
    composition: 'papercut',
    seconds: 13,
    motion: 'in',
    note: 261.63,
  },
  { id: 'food-bowl', subject: 'food', picture: 'dish-10271-1', composition: 'bowl', seconds: 28, motion: 'right', note: 207.65 },
  { id: 'food-steamer', subject: 'food', picture: 'food-20417-3', composition: 'steamer', seconds: 19, motion: 'in', note: 233.08 },
  { id: 'stage-opera', subject: 'stage', picture: 'show-30011-1', composition: 'stage', seconds: 57, motion: 'out', note: 185 },
  { id: 'stage-festival', subject: 'stage', picture: 'activity-40023-2', composition: 'festival', seconds: 31, motion: 'left', note: 220 },
  {
    id: 'museum-gallery',
    subject: 'museum',
    picture: 'exhibition-50031-1',
    composition: 'gallery',
    seconds: 46,
    motion: 'right',
    note: 164.81,
  },
];

/** The narrated guides: one per site language (espeak-ng voice and a short welcome text). */
const GUIDES = [
  {
    id: 'guide-cn',
    language: 'CN',
    voice: 'cmn',
    speed: 165,
    text: '欢迎来到这里。这段语音导览将陪伴您慢慢游览。请沿着步道前行，看看山水、老街和手艺人的作坊。请爱护环境，注意脚下安全。祝您旅途愉快。',
  },
  {
    id: 'guide-en',
    language: 'EN',
    voice: 'en-us',
    text: 'Welcome. This audio guide will keep you company as you explore. Follow the main path at your own pace, and look out for the landscape, the old streets and the workshops of local craftspeople. When you reach a signboard, pause for a moment and read its story. Please respect the site, do not touch the exhibits, and watch your step. Enjoy your visit.',
  },
  {
    id: 'guide-fr',
    language: 'FRENCH',
    voice: 'fr',
    text: 'Bienvenue. Ce guide audio vous accompagne tout au long de la visite. Suivez le chemin principal à votre rythme et regardez les paysages, les vieilles rues et les ateliers des artisans. Devant chaque panneau, prenez le temps de lire son histoire. Merci de respecter les lieux, de ne pas toucher les objets exposés et de faire attention où vous marchez. Bonne visite.',
  },
  {
    id: 'guide-ja',
    language: 'JAPANESE',
    voice: 'ja',
    // kana only: espeak-ng reads Japanese kana, not kanji
    text: 'ようこそ。この おんせい ガイドが、みなさまの けんがくを ごあんない します。ゆっくり みちを すすみ、けしきや ふるい まちなみを おたのしみ ください。あしもとに ごちゅうい ください。どうぞ よい たびを。',
  },
  {
    id: 'guide-ko',
    language: 'KOREAN',
    voice: 'ko',
    text: '환영합니다. 이 음성 안내가 여러분의 관람을 함께합니다. 천천히 길을 따라 걸으며 풍경과 옛 거리, 장인들의 공방을 둘러보세요. 안내판 앞에서는 잠시 멈추어 그 이야기를 읽어 보세요. 전시물은 만지지 마시고 발밑을 조심해 주세요. 즐거운 여행 되세요.',
  },
];

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** The real duration of a media file in seconds (what a player shows), rounded to the millisecond. */
const duration = (file) =>
  Math.round(Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim()) * 1000) / 1000;

/** The zoompan expression of a motion: a slow 12 % zoom in or out, or a pan across a 12 % zoom. */
function motion(kind, frames) {
  const t = `(on/${frames - 1})`;
  const z = kind === 'in' ? `1+0.12*${t}` : kind === 'out' ? `1.12-0.12*${t}` : '1.12';
  const cx = 'iw/2-(iw/zoom/2)';
  const x = kind === 'left' ? `(iw-iw/zoom)*(1-${t})` : kind === 'right' ? `(iw-iw/zoom)*${t}` : cx;
  return `zoompan=z='${z}':x='${x}':y='ih/2-(ih/zoom/2)':d=${frames}:s=${SIZE.w}x${SIZE.h}:fps=${FPS}`;
}

/** A soft chord (root, third, fifth) that breathes slowly, fading in and out. */
function soundBed(note, seconds) {
  const third = note * 1.26;
  const fifth = note * 1.5;
  const expr = `(0.05*sin(2*PI*${note}*t)+0.035*sin(2*PI*${third}*t)+0.03*sin(2*PI*${fifth}*t))*(0.7+0.3*sin(2*PI*t/7))`;
  return `aevalsrc='${expr}':s=48000:c=mono:d=${seconds},afade=t=in:d=2,afade=t=out:st=${seconds - 2.5}:d=2.5`;
}

function makeVideo(v, tmp, remake) {
  const out = join(OUT, `${v.id}.webm`);
  const entry = () => ({ id: v.id, kind: 'video', subject: v.subject, file: `${v.id}.webm`, seconds: duration(out) });
  if (!remake) return entry();
  const svg = join(tmp, `${v.id}.svg`);
  const png = join(tmp, `${v.id}.png`);
  writeFileSync(svg, placeholderSvg(v.picture, SOURCE.w, SOURCE.h, v.composition));
  run('ffmpeg', ['-y', '-v', 'error', '-i', svg, png]);
  const frames = v.seconds * FPS;
  run('ffmpeg', [
    ...['-y', '-v', 'error', '-i', png, '-f', 'lavfi', '-i', soundBed(v.note, v.seconds)],
    ...['-filter_complex', `[0:v]${motion(v.motion, frames)},format=yuv420p[v]`, '-map', '[v]', '-map', '1:a'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '40k', '-crf', '45', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1'],
    ...['-g', String(FPS * 10), '-c:a', 'libopus', '-b:a', '16k', '-ac', '1', '-t', String(v.seconds), out],
  ]);
  return entry();
}

function makeGuide(g, tmp, remake) {
  const out = join(OUT, `${g.id}.ogg`);
  const entry = () => ({ id: g.id, kind: 'audio', subject: 'guide', language: g.language, file: `${g.id}.ogg`, seconds: duration(out) });
  if (!remake) return entry();
  const wav = join(tmp, `${g.id}.wav`);
  run('espeak-ng', ['-v', g.voice, '-s', String(g.speed ?? 150), '-w', wav, g.text]);
  run('ffmpeg', [
    ...['-y', '-v', 'error', '-i', wav, '-af', 'apad=pad_dur=0.6,loudnorm=I=-18:TP=-2', '-ar', '48000'],
    ...['-c:a', 'libopus', '-b:a', '20k', '-ac', '1', '-application', 'voip', out],
  ]);
  return entry();
}

function writeCatalogue(entries) {
  const value = (v) => (typeof v === 'string' ? `'${v}'` : String(v));
  const rows = entries
    .map(
      (e) =>
        `  { ${Object.entries(e)
          .map(([k, v]) => `${k}: ${value(v)}`)
          .join(', ')} },`,
    )
    .join('\n');
  writeFileSync(
    CATALOGUE,
    `/**
 * The demo media catalogue: the files in upstream/assets/media/demo, each with its subject and its
 * real duration in seconds. Written by upstream/scripts/demo-media.mjs together with the files (do
 * not edit by hand; upstream/test/demo-media.test.ts checks every duration against its file).
 */
import type { MediaEntry } from './types.ts';

export const CATALOGUE: readonly MediaEntry[] = [
${rows}
];
`,
  );
}

const only = process.argv.slice(2);
const remake = (id) => only.length === 0 || only.includes(id);
mkdirSync(OUT, { recursive: true });
const known = new Set([...VIDEOS, ...GUIDES].map((e) => e.id));
for (const f of readdirSync(OUT))
  if (/\.(webm|ogg)$/.test(f) && (remake(f.replace(/\.\w+$/, '')) || !known.has(f.replace(/\.\w+$/, '')))) unlinkSync(join(OUT, f));
const tmp = mkdtempSync(join(tmpdir(), 'demo-media-'));
try {
  const entries = [...VIDEOS.map((v) => makeVideo(v, tmp, remake(v.id))), ...GUIDES.map((g) => makeGuide(g, tmp, remake(g.id)))];
  writeCatalogue(entries);
  for (const e of entries) console.log(`${e.file.padEnd(24)} ${String(e.seconds).padStart(7)} s ${statSync(join(OUT, e.file)).size} bytes`);
  console.log(`total ${entries.reduce((n, e) => n + statSync(join(OUT, e.file)).size, 0)} bytes`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
