/**
 * A combined appointment being put together lives in the address (`date`, `slots`, `visitors`,
 * the graph's ids comma-separated), so every step can be opened, shared and gone back to; the
 * rules are the graph's (`appointmentDraft`).
 */
export interface Draft {
  date: string | null;
  slots: readonly string[];
  visitors: readonly string[];
}

const list = (value: string | null) => (value ? value.split(',').filter((x) => x !== '') : []);

export function draftOf(search: URLSearchParams): Draft {
  return { date: search.get('date') || null, slots: list(search.get('slots')), visitors: list(search.get('visitors')) };
}

/** `path` with the draft in its query (empty parts left out). */
export function draftHref(path: string, d: Draft): string {
  const q = new URLSearchParams();
  if (d.date) q.set('date', d.date);
  if (d.slots.length > 0) q.set('slots', d.slots.join(','));
  if (d.visitors.length > 0) q.set('visitors', d.visitors.join(','));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The draft's input for the graph. */
export const draftInput = (d: Draft, today: string) => ({ date: d.date ?? today, slotIds: [...d.slots], contactIds: [...d.visitors] });

/** Toggles `id` in `ids`. */
export const toggled = (ids: readonly string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
