/** `m:ss` (or `h:mm:ss`) of a number of seconds, for players and timers. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A score without a trailing `.0`. */
export function score(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The route's `{type}` (practice | exam) as the graph's AnswerRecordKind. */
export function kindOfType(type: string | undefined): 'PRACTICE' | 'EXAM' {
  return type === 'exam' ? 'EXAM' : 'PRACTICE';
}
