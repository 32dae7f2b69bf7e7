/**
 * A page's sections as the graph types them: each upstream section type has its type of the
 * `PageSection` union; a type this gateway does not know (a newer operators' console) is left
 * out of the page and reported once per process.
 */
import { imageFrom } from '../../core/image.ts';
import { geoPoint, text } from '../../core/normalise.ts';
import { kindOfResourceType, placeDetailPath } from '../places/index.ts';
import type { MenuRow } from '../site/index.ts';
import { SECTION_TYPENAMES, type GalleryPictureSource, type MapPointSource, type PageRow, type SectionSource } from './types.ts';

const reported = new Set<string>();

/** Reports an unknown section type once (a line on stderr for the operators' dashboards). */
function reportUnknown(type: string): void {
  if (reported.has(type)) return;
  reported.add(type);
  process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'page section type unknown to the gateway: skipped', type })}\n`);
}

function isKnown(type: string): type is keyof typeof SECTION_TYPENAMES {
  return Object.hasOwn(SECTION_TYPENAMES, type);
}

/** The page's sections the graph knows, in order. */
export function sectionsOf(key: string, row: PageRow): SectionSource[] {
  return (row.sections ?? []).flatMap((section, index) => {
    const type = text(section?.type) ?? '';
    if (!isKnown(type)) {
      reportUnknown(type);
      return [];
    }
    const config = section.config && typeof section.config === 'object' ? section.config : {};
    if (type === 'FORM' && flowOf(config) === null) return [];
    return [{ __typename: SECTION_TYPENAMES[type], id: `${key}/${text(section.id) ?? index}`, row: section, config }];
  });
}

/** An array in a config (anything else: none). */
export function entriesOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

/** The flows a form section opens, with their in-app paths (`{id}`: the flow's object). */
const FLOWS = {
  COMPLAINT: { path: '/sc-complain', withId: null },
  QUESTIONNAIRE: { path: '/question-list', withId: '/question-detail/{id}' },
  VOLUNTEER: { path: '/volunteer-apply', withId: null },
} as const;

export type PageFlowName = keyof typeof FLOWS;

export function flowOf(config: Record<string, unknown>): PageFlowName | null {
  const flow = text(config.flow);
  return flow && Object.hasOwn(FLOWS, flow) ? (flow as PageFlowName) : null;
}

export function flowPath(config: Record<string, unknown>): string {
  const flow = FLOWS[flowOf(config) ?? 'COMPLAINT'];
  const id = text(config.id);
  return id && flow.withId ? flow.withId.replace('{id}', encodeURIComponent(id)) : flow.path;
}

export function mapPoints(config: Record<string, unknown>): MapPointSource[] {
  return entriesOf(config.points).flatMap((point) => {
    const location = geoPoint(point.longitude, point.latitude);
    const name = text(point.name);
    if (!location || !name) return [];
    const kind = kindOfResourceType(text(point.resourceType))?.kind;
    const id = text(point.id);
    return [{ name, location, path: kind && id ? placeDetailPath(kind, id) : null }];
  });
}

export function galleryPictures(config: Record<string, unknown>): GalleryPictureSource[] {
  return entriesOf(config.pictures).flatMap((p) => {
    const picture = text(p.picture);
    return picture ? [{ picture, caption: text(p.caption) }] : [];
  });
}

/** A links section's entries as menu rows (the site domain resolves their destinations). */
export function linkRows(config: Record<string, unknown>): MenuRow[] {
  return entriesOf(config.links).map((link, index) => ({
    id: `link-${index}`,
    name: text(link.name),
    menuCode: text(link.menuCode),
    jumpType: text(link.jumpType) ?? '1',
    externalLink: text(link.externalLink),
    resourceValue: text(link.resourceValue),
    unSelectIcon: text(link.icon),
  }));
}

/** A banner slide's destination as a menu row: an in-app path, or a menu code; null for neither. */
export function slideRow(slide: Record<string, unknown>, index: number): MenuRow | null {
  const code = text(slide.menuCode);
  if (code) return { id: `slide-${index}`, name: text(slide.title), menuCode: code, jumpType: '1' };
  return null;
}

export function slideImage(slide: Record<string, unknown>) {
  return imageFrom(slide.picture, text(slide.title) ?? '');
}
