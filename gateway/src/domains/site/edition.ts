import { text } from '../../core/normalise.ts';

export type SiteEdition = 'GENERAL' | 'SCENIC' | 'PROVINCIAL';

/** siteVersion SCENERY → SCENIC; PROVINCIAL (or PROVINCE) → PROVINCIAL; else GENERAL. */
export function siteEdition(siteVersion: unknown): SiteEdition {
  const v = text(siteVersion)?.toUpperCase();
  if (v === 'SCENERY' || v === 'SCENIC') return 'SCENIC';
  if (v === 'PROVINCIAL' || v === 'PROVINCE') return 'PROVINCIAL';
  return 'GENERAL';
}
