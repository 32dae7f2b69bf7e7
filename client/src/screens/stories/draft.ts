/**
 * The draft of a writing form (addStrategy), kept while the writer
 * picks tags (/add-story-tag) and a place (/now-address) on their own screens, and across a
 * reload (sessionStorage). Cleared once the story is sent.
 */
import { useSyncExternalStore } from 'react';
import type { UploadedMedia } from '../../widgets/upload/MediaUploader';

export interface DraftTag {
  id: string;
  name: string;
}

export interface DraftPlace {
  id: string;
  name: string;
}

export interface StoryDraft {
  title: string;
  text: string;
  pictures: UploadedMedia[];
  tags: DraftTag[];
  place: DraftPlace | null;
  side: 'A' | 'B' | null;
  craft: string;
  days: string;
  cost: string;
  month: string;
}

export const EMPTY_DRAFT: StoryDraft = {
  title: '',
  text: '',
  pictures: [],
  tags: [],
  place: null,
  side: null,
  craft: '',
  days: '',
  cost: '',
  month: '',
};

const PREFIX = 'ctp.storyDraft.';
const listeners = new Set<() => void>();
const memory = new Map<string, StoryDraft | null>();

function read(key: string): StoryDraft | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  let value: StoryDraft | null = null;
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (raw) value = { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<StoryDraft>) };
  } catch {
    /* a broken or unavailable storage: start afresh */
  }
  memory.set(key, value);
  return value;
}

function write(key: string, value: StoryDraft | null): void {
  memory.set(key, value);
  try {
    if (value) window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    /* kept in memory only */
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft of `key` (null until something was written), and how to change or drop it. */
export function useDraft(
  key: string,
): [StoryDraft | null, (update: (prev: StoryDraft) => StoryDraft, seed?: StoryDraft) => void, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const update = (fn: (prev: StoryDraft) => StoryDraft, seed: StoryDraft = EMPTY_DRAFT) => write(key, fn(read(key) ?? seed));
  const clear = () => write(key, null);
  return [value, update, clear];
}
