/**
 * The stories domain's business rules, computed here once: topic state from its dates, what a
 * story is and where it opens, the forms' paths, PK shares, the text a user types → the HTML the
 * service stores (and back), and the input limits of the writing forms.
 */
import sanitizeHtml from 'sanitize-html';
import { int, text } from '../../core/normalise.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { PkStanceSource, StoryRow, TopicRow } from './types.ts';

/** The writing forms' limits (spec: not shown; what a mobile form of a real platform takes). */
export const STORY_LIMITS = {
  storyTitleMaxLength: 30,
  storyTextMaxLength: 2000,
  storyMaxPictures: 9,
  storyMaxTags: 3,
  craftMaxLength: 20,
  tripMaxDays: 30,
  tripMaxCost: 100_000,
} as const;

export type TopicState = 'NOT_STARTED' | 'UNDER_WAY' | 'OVER';
export type TopicMode = 'STORY' | 'WORK' | 'PK';
export type StoryKind = 'STORY' | 'STRATEGY' | 'WORK' | 'PK_ENTRY';
export type StoryStatus = 'PENDING' | 'PUBLISHED' | 'REJECTED';
export type PkSide = 'A' | 'B';

/**
 * A topic is not started before its start, over after its end, under way between (both ends
 * included). A topic without readable dates is taken as under way (the service did not bound it).
 */
export function topicState(startMs: number | null, endMs: number | null, nowMs: number): TopicState {
  if (startMs !== null && nowMs < startMs) return 'NOT_STARTED';
  if (endMs !== null && nowMs > endMs) return 'OVER';
  return 'UNDER_WAY';
}

const TOPIC_TYPES = { STORY: 'story', WORK: 'works', PK: 'pk' } as const satisfies Record<TopicMode, string>;

export function topicMode(topicType: unknown): TopicMode {
  const t = text(topicType);
  return t === TOPIC_TYPES.WORK ? 'WORK' : t === TOPIC_TYPES.PK ? 'PK' : 'STORY';
}

/** The topic-list parameter of a mode (the reverse of `topicMode`). */
export function topicTypeParam(mode: TopicMode): (typeof TOPIC_TYPES)[TopicMode] {
  return TOPIC_TYPES[mode];
}

/** A topic's entries page: a PK debate's is `/all-pk/{id}`, any other's `/story-list/{id}`. */
export function topicEntriesPath(mode: TopicMode, topicId: string): string {
  return `${mode === 'PK' ? '/all-pk' : '/story-list'}/${encodeURIComponent(topicId)}`;
}

/** What a story is: strategies are strategies; a story of a works or PK topic is a work or a PK entry. */
export function storyKind(row: Pick<StoryRow, 'storyType' | 'topicType'>): StoryKind {
  if (text(row.storyType) === 'strategy') return 'STRATEGY';
  const mode = text(row.topicType) ? topicMode(row.topicType) : 'STORY';
  return mode === 'WORK' ? 'WORK' : mode === 'PK' ? 'PK_ENTRY' : 'STORY';
}

const enc = (id: string | number) => encodeURIComponent(String(id));

/** Where a story opens: strategy items go to the strategy page, works and PK entries to the work page, others to the story page. */
export function storyDetailPath(kind: StoryKind, id: string): string {
  switch (kind) {
    case 'STRATEGY':
      return `/strategy-detail/${enc(id)}`;
    case 'WORK':
      return `/work-detail/${enc(id)}`;
    case 'PK_ENTRY':
      return `/work-detail/${enc(id)}/pk`;
    default:
      return `/story-detail/${enc(id)}`;
  }
}

/** The form that takes part in a topic (new entry: story id 0). */
export function topicWritePath(mode: TopicMode, topicId: string, heritage: boolean): string {
  if (mode === 'WORK') return `/add-work/${enc(topicId)}/0/${heritage ? 1 : 0}`;
  if (mode === 'PK') return `/add-pk/${enc(topicId)}/0`;
  return `/add-story/${enc(topicId)}/0`;
}

/** The form that edits a story (topic 0: a story of no topic). */
export function storyEditPath(kind: StoryKind, id: string, topicId: string | null, heritage: boolean): string {
  const topic = topicId ?? '0';
  switch (kind) {
    case 'STRATEGY':
      return `/strategy-edit/${enc(id)}`;
    case 'WORK':
      return `/add-work/${enc(topic)}/${enc(id)}/${heritage ? 1 : 0}`;
    case 'PK_ENTRY':
      return `/add-pk/${enc(topic)}/${enc(id)}`;
    default:
      return `/add-story/${enc(topic)}/${enc(id)}`;
  }
}

export function storyStatus(auditStatus: unknown): StoryStatus {
  const n = int(auditStatus);
  return n === 0 ? 'PENDING' : n === 2 ? 'REJECTED' : 'PUBLISHED';
}

export function statusParam(status: StoryStatus): 0 | 1 | 2 {
  return status === 'PENDING' ? 0 : status === 'REJECTED' ? 2 : 1;
}

/** The story-list parameters that select one kind of story (the reverse of `storyKind`). */
export function kindParams(kind: StoryKind | null | undefined): { storyType?: 'story' | 'strategy'; topicType?: 'story' | 'works' | 'pk' } {
  switch (kind) {
    case 'STRATEGY':
      return { storyType: 'strategy' };
    case 'WORK':
      return { storyType: 'story', topicType: 'works' };
    case 'PK_ENTRY':
      return { storyType: 'story', topicType: 'pk' };
    case 'STORY':
      return { storyType: 'story', topicType: 'story' };
    default:
      return {};
  }
}

export function pkSide(value: unknown): PkSide | null {
  const t = text(value);
  return t === 'A' || t === 'B' ? t : null;
}

/** The two stances of a PK topic with their counts and shares of the published entries. */
export function stancesOf(row: TopicRow): PkStanceSource[] {
  if (topicMode(row.topicType) !== 'PK') return [];
  const sides = (row.pkSides ?? []).flatMap((s) => {
    const side = pkSide(s?.pkSide);
    return side ? [{ side, name: text(s?.name) ?? side, entryCount: Math.max(0, int(s?.storyNum) ?? 0) }] : [];
  });
  const total = sides.reduce((sum, s) => sum + s.entryCount, 0);
  return sides.map((s) => ({ ...s, share: total > 0 ? s.entryCount / total : 0 }));
}

/** `TripLength` → the service's day range. */
export function tripDays(length: 'SHORT' | 'MEDIUM' | 'LONG' | null | undefined): { minDays: number | null; maxDays: number | null } {
  if (length === 'SHORT') return { minDays: 1, maxDays: 2 };
  if (length === 'MEDIUM') return { minDays: 3, maxDays: 5 };
  if (length === 'LONG') return { minDays: 6, maxDays: null };
  return { minDays: null, maxDays: null };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The text a user typed → the HTML the service keeps: each non-empty line a paragraph, every
 * character escaped (what a user types is text, never markup).
 */
export function textToHtml(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('');
}

/** Stored HTML → plain text, one paragraph (or heading, list item, line break) per line. */
export function htmlToText(html: unknown): string | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|blockquote|section|article)>/gi, '$&\n');
  const plain = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'template', 'svg', 'math', 'title'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const lines = plain
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

export interface StoryTextInput {
  title: string;
  text: string;
  pictureIds: readonly string[];
  tagIds?: readonly string[] | null;
  craft?: string | null;
}

/** The checks every writing form shares: title, text, pictures, tags (before any call). */
export function validateStoryText(input: StoryTextInput): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const L = STORY_LIMITS;
  const title = input.title.trim();
  if (title === '') errors.push(inputError('STORY_TITLE_REQUIRED', 'title'));
  else if (codePointLength(title) > L.storyTitleMaxLength) errors.push(inputError('STORY_TITLE_TOO_LONG', 'title', L.storyTitleMaxLength));
  const body = input.text.trim();
  if (body === '') errors.push(inputError('STORY_TEXT_REQUIRED', 'text'));
  else if (codePointLength(body) > L.storyTextMaxLength) errors.push(inputError('STORY_TEXT_TOO_LONG', 'text', L.storyTextMaxLength));
  if (input.pictureIds.length === 0) errors.push(inputError('STORY_PICTURES_REQUIRED', 'pictureIds'));
  else if (input.pictureIds.length > L.storyMaxPictures)
    errors.push(inputError('STORY_TOO_MANY_PICTURES', 'pictureIds', L.storyMaxPictures));
  if ((input.tagIds?.length ?? 0) > L.storyMaxTags) errors.push(inputError('TOO_MANY_TAGS', 'tagIds', L.storyMaxTags));
  if (input.craft && codePointLength(input.craft.trim()) > L.craftMaxLength)
    errors.push(inputError('CRAFT_TOO_LONG', 'craft', L.craftMaxLength));
  return errors;
}

/** A strategy's trip: 1 to tripMaxDays days, a cost of 0 to tripMaxCost, a month of 1 to 12. */
export function validateTrip(days: number, cost: number | null | undefined, month: number | null | undefined): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const L = STORY_LIMITS;
  if (!Number.isInteger(days) || days < 1 || days > L.tripMaxDays) errors.push(inputError('TRIP_DAYS_INVALID', 'days', L.tripMaxDays));
  if (cost !== null && cost !== undefined && (!Number.isInteger(cost) || cost < 0 || cost > L.tripMaxCost))
    errors.push(inputError('TRIP_COST_INVALID', 'costPerPerson', L.tripMaxCost));
  if (month !== null && month !== undefined && (!Number.isInteger(month) || month < 1 || month > 12))
    errors.push(inputError('TRAVEL_MONTH_INVALID', 'travelMonth'));
  return errors;
}

/** The rule of a topic entry: the topic under way, a stance in a PK debate, a heritage work's craft. */
export function validateEntry(
  topic: { state: TopicState; mode: TopicMode; heritage: boolean },
  side: PkSide | null | undefined,
  craft: string | null | undefined,
): UserErrorSource[] {
  if (topic.state === 'NOT_STARTED') return [inputError('TOPIC_NOT_STARTED', 'topicId')];
  if (topic.state === 'OVER') return [inputError('TOPIC_OVER', 'topicId')];
  if (topic.mode === 'PK' && !side) return [inputError('PK_SIDE_REQUIRED', 'side')];
  if (topic.mode === 'WORK' && topic.heritage && !craft?.trim()) return [inputError('CRAFT_REQUIRED', 'craft')];
  return [];
}
