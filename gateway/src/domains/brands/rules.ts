/**
 * The brand banner's colour: white text sits on it, so it must reach WCAG AA (4.5:1) against
 * white. A colour that does not is darkened (each channel scaled down) until it does; anything
 * that is not `#RRGGBB` is no colour.
 */
const HEX = /^#?([0-9a-f]{6})$/i;

function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** Contrast ratio of white on the colour. */
export function contrastWithWhite(rgb: readonly number[]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

export const MIN_CONTRAST = 4.5;

export function bannerColor(value: unknown): string | null {
  const match = typeof value === 'string' ? HEX.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const hex = match[1];
  let rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  while (contrastWithWhite(rgb) < MIN_CONTRAST) rgb = rgb.map((c) => Math.floor(c * 0.9));
  return `#${rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
