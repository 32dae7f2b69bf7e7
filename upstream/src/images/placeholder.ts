/**
 * Generated SVG demo pictures (files/images/{name}.svg). The kind of picture comes from
 * the image name's prefix (`scenic-12-1`, `hotel-3-2`, `news-9001-1`, `banner-site510100-1`, …):
 * each kind has a few compositions (scenes.ts) and palettes, and the hash of the whole name picks
 * one of each and every detail, so a list looks like a catalogue and a name always draws the same
 * picture. The name goes into <title> (for screen readers), never onto the picture: covers are
 * cropped to many shapes and printed file names look broken.
 */
import { hashString, mulberry32 } from '../db/seed/prng.ts';
import * as scenes from './scenes.ts';
import { PALETTES, type Composition, type PaletteName } from './scenes.ts';
import { escapeXml, num } from './svg.ts';

export type ImageKind =
  | 'scenery'
  | 'rural'
  | 'hotel'
  | 'room'
  | 'food'
  | 'museum'
  | 'event'
  | 'news'
  | 'banner'
  | 'heritage'
  | 'city'
  | 'craft'
  | 'person'
  | 'generic';

export const COMPOSITIONS = {
  mountains: scenes.mountains,
  lake: scenes.lake,
  forest: scenes.forest,
  terraces: scenes.terraces,
  skyline: scenes.skyline,
  inn: scenes.inn,
  room: scenes.room,
  facade: scenes.facade,
  gallery: scenes.gallery,
  artefact: scenes.artefact,
  bowl: scenes.bowl,
  tea: scenes.tea,
  steamer: scenes.steamer,
  stage: scenes.stage,
  festival: scenes.festival,
  pattern: scenes.pattern,
  papercut: scenes.papercut,
  moongate: scenes.moongate,
  loom: scenes.loom,
  portrait: scenes.portrait,
} as const satisfies Record<string, Composition>;

export type CompositionName = keyof typeof COMPOSITIONS;

const ALL_PALETTES = Object.keys(PALETTES) as PaletteName[];

/**
 * What each kind may draw: its compositions and palettes (a name picks one of each by its hash; a
 * composition listed twice comes twice as often, so the most distinctive ones do not crowd a list).
 */
const KINDS: Readonly<Record<ImageKind, { compositions: readonly CompositionName[]; palettes: readonly PaletteName[] }>> = {
  scenery: {
    compositions: ['mountains', 'mountains', 'lake', 'lake', 'forest', 'forest', 'terraces', 'skyline', 'moongate'],
    palettes: ALL_PALETTES,
  },
  rural: { compositions: ['terraces', 'forest', 'lake', 'skyline'], palettes: ['day', 'dusk', 'spring', 'autumn', 'ink'] },
  hotel: { compositions: ['inn', 'inn', 'room', 'lake'], palettes: ALL_PALETTES },
  room: { compositions: ['room'], palettes: ['day', 'dusk', 'spring', 'autumn', 'ink', 'night'] },
  food: { compositions: ['bowl', 'tea', 'steamer'], palettes: ['day', 'dusk', 'spring', 'autumn', 'ink'] },
  museum: { compositions: ['facade', 'gallery', 'artefact'], palettes: ALL_PALETTES },
  event: { compositions: ['stage', 'festival'], palettes: ['night', 'dusk', 'autumn', 'ink', 'day'] },
  news: { compositions: ['pattern', 'papercut'], palettes: ALL_PALETTES },
  banner: { compositions: ['papercut', 'pattern', 'lake', 'festival'], palettes: ['day', 'dusk', 'night', 'spring', 'autumn'] },
  heritage: { compositions: ['moongate', 'papercut', 'artefact', 'pattern', 'loom'], palettes: ALL_PALETTES },
  city: { compositions: ['skyline'], palettes: ['day', 'dusk', 'night', 'spring', 'autumn'] },
  craft: { compositions: ['loom', 'pattern', 'papercut', 'artefact'], palettes: ['day', 'dusk', 'spring', 'autumn', 'ink'] },
  person: { compositions: ['portrait'], palettes: ['day', 'dusk', 'spring', 'autumn', 'ink'] },
  generic: { compositions: ['mountains', 'lake', 'forest', 'terraces', 'skyline', 'papercut'], palettes: ALL_PALETTES },
};

/** Palettes a composition does not look good in (a night wall hides the moon gate). */
const AVOID: Partial<Record<CompositionName, readonly PaletteName[]>> = { moongate: ['night'] };

/** Name prefixes → kind; the first match wins, so longer prefixes come first. */
const PREFIXES: ReadonlyArray<readonly [RegExp, ImageKind]> = [
  // photos entered in a contest are scenery; other `vote-…` pictures are contest covers (news)
  [/^vote-work-/, 'scenery'],
  [/^(heritage-person|volunteer-photo|creator|learner|avatar|person)-/, 'person'],
  [/^(heritage-food|food|speciality|shop|dish)-/, 'food'],
  [/^(heritage-news|news|topic|column|naire|paper|vote)-/, 'news'],
  [/^(banner|volunteer-banner|brand)-/, 'banner'],
  [/^heritage-/, 'heritage'],
  // districts, counties and towns (the city cards, `region-…`) draw a town; courses and crafts a craft
  [/^(region|district|town)-/, 'city'],
  [/^(course|lesson|craft)-/, 'craft'],
  [/^(room|venue-room)-/, 'room'],
  [/^(hotel|homestay)-/, 'hotel'],
  [/^(venue|exhibition|collection|studies)-/, 'museum'],
  [/^(activity|show|entertainment|live|short|video|audio|volunteer-activity|volunteer-project|volunteer-team)-/, 'event'],
  [/^(rural|rural-spot)-/, 'rural'],
  [/^(scenic|spot|theme|facility|card|tour|tour-point|route|panorama|image|story|vote-work)-/, 'scenery'],
];

/** The kind of picture an image name asks for (`generic` when its prefix is unknown). */
export function imageKind(name: string): ImageKind {
  return PREFIXES.find(([re]) => re.test(name))?.[1] ?? 'generic';
}

/** The composition and palette a name draws with (exported for tests and tools). */
export function imagePlan(name: string): { kind: ImageKind; composition: CompositionName; palette: PaletteName } {
  const kind = imageKind(name);
  const rng = mulberry32(hashString(name));
  const composition = rng.pick(KINDS[kind].compositions);
  const palettes = KINDS[kind].palettes.filter((p) => !AVOID[composition]?.includes(p));
  return { kind, composition, palette: rng.pick(palettes) };
}

export function clampSize(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(n, 4000);
}

/**
 * The SVG picture of `name` at width x height; `composition` draws that composition instead of the
 * one the name picks (the demo media script renders the frames of its videos so).
 */
export function placeholderSvg(name: string, width: number, height: number, only?: CompositionName): string {
  const plan = imagePlan(name);
  const { kind, palette } = plan;
  const composition = only ?? plan.composition;
  const p = PALETTES[palette];
  // drawn in a box 100 high whose width follows the asked shape (within 1:4 .. 4:1; beyond that
  // the picture is cropped rather than stretched)
  const W = Math.min(400, Math.max(25, Math.round((100 * width) / height)));
  const rng = mulberry32(hashString(`${name}#detail`));
  const body = COMPOSITIONS[composition]({ W, rng, p });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} 100" preserveAspectRatio="xMidYMid slice" role="img" data-kind="${kind}" data-composition="${composition}" data-palette="${palette}">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${num(W)}" height="100" fill="url(#s)"/>${body}</svg>`
  );
}
