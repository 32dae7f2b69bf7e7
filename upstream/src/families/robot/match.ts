/**
 * How a question meets a text, with no outside model: both are cut into units (two-character runs
 * of Chinese, Japanese and Korean script, whole words of Latin script) and a text scores the share
 * of its units the question holds; a text held whole in the question scores above 1.
 */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** Lower case, accents and punctuation gone, one space between runs. */
export function normalised(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text's units: its CJK pairs (a lone CJK character alone) and its Latin words of two letters or more. */
export function unitsOf(text: string): Set<string> {
  const units = new Set<string>();
  for (const run of normalised(text).split(' ')) {
    if (!run) continue;
    if (!CJK.test(run)) {
      if (run.length > 1) units.add(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) units.add(run);
    for (let i = 0; i + 1 < chars.length; i++) units.add(chars[i]! + chars[i + 1]!);
  }
  return units;
}

/** How well `text` answers `question`: 0 (nothing shared) to 1 (all its units asked), 2 when it is asked whole. */
export function matchScore(question: string, text: string): number {
  const q = normalised(question);
  const t = normalised(text);
  if (t.length >= 2 && ` ${q} `.includes(CJK.test(t) ? t : ` ${t} `)) return 2;
  const units = unitsOf(text);
  if (units.size === 0) return 0;
  const asked = unitsOf(question);
  let shared = 0;
  for (const u of units) if (asked.has(u)) shared += 1;
  return shared / units.size;
}
