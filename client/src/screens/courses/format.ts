/** A score without a trailing `.0`. */
export function score(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The route's `{type}` (practice | exam) as the graph's AnswerRecordKind. */
export function kindOfType(type: string | undefined): 'PRACTICE' | 'EXAM' {
  return type === 'exam' ? 'EXAM' : 'PRACTICE';
}
