/** Small helpers shared by the generated SVG images (placeholders, faces, icons). */

/** Text for an XML attribute or element: the five predefined entities. */
export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A coordinate with at most one decimal, so drawn pictures stay small. */
export function num(x: number): string {
  return String(Math.round(x * 10) / 10);
}
