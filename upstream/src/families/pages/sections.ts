/**
 * How a page's sections are answered: each with its id, type, title, layout and its own config,
 * the config as the operator wrote it plus what the page family resolves itself (a map's chosen
 * places with their coordinates, a links section's menu entries from the site's menu table).
 * Every other section's content (a shelf's items, a ranking) is the client's to load by the
 * section's query or ids: the page answer stays one small, cacheable call.
 */
import { iconRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import type { PlaceRow } from '../places/index.ts';
import type { MenuRow } from '../sites/index.ts';
import { PAGE_KEY, type PageRow, type SectionRow } from './store.ts';

/** What a page's answer reads: its sections, and the places and menu entries it names (through their families' stores). */
export interface PageLookups {
  sections(pageId: number): SectionRow[];
  places(siteCode: string, ids: readonly number[]): PlaceRow[];
  serviceMenu(siteCode: string): MenuRow[];
}

function configOf(row: SectionRow): Record<string, unknown> {
  try {
    const parsed = JSON.parse(row.config) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0) : [];
}

function codeList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The map's places in the order the operator chose them (coordinates as strings, as list items carry them). */
function pointsOf(rows: PlaceRow[], ids: number[]): Record<string, string>[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      { id: String(r.id), name: r.name, resourceType: r.resource_type, longitude: String(r.longitude), latitude: String(r.latitude) },
    ];
  });
}

/** The links' menu entries in the order the operator chose them, the first entry of each code (codes the site's menu lacks are left out). */
function linksOf(rows: MenuRow[], codes: string[]): Record<string, string>[] {
  const byCode = new Map<string, MenuRow>();
  for (const r of [...rows].sort((a, b) => a.id - b.id)) if (!byCode.has(r.menu_code)) byCode.set(r.menu_code, r);
  return codes.flatMap((code) => {
    const r = byCode.get(code);
    if (!r) return [];
    return [
      {
        menuCode: r.menu_code,
        name: r.name,
        icon: iconRef(r.icon),
        resourceValue: r.resource_value ?? '',
        jumpType: r.jump_type,
        externalLink: r.external_link ?? '',
      },
    ];
  });
}

/**
 * The links' entries to other pages of the site (`pages: [{ stem, name, icon }]`), after its menu
 * entries: each an in-app link to `/<stem>`, as the operators' own service-menu links are written.
 */
function pageLinksOf(value: unknown): Record<string, string>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { stem, name, icon } = entry as Record<string, unknown>;
    if (typeof stem !== 'string' || !PAGE_KEY.test(stem) || typeof name !== 'string' || name === '') return [];
    return [
      {
        menuCode: '',
        name,
        icon: iconRef(typeof icon === 'string' && icon !== '' ? icon : 'layout-grid'),
        resourceValue: '',
        jumpType: '2',
        externalLink: `/${stem}`,
      },
    ];
  });
}

function sectionItem(lookups: PageLookups, siteCode: string, row: SectionRow): Record<string, unknown> {
  const config = configOf(row);
  if (row.type === 'MAP') {
    const ids = idList(config.placeIds);
    config.points = pointsOf(lookups.places(siteCode, ids), ids);
  }
  if (row.type === 'LINKS') {
    const codes = codeList(config.menuCodes);
    config.links = [...linksOf(lookups.serviceMenu(siteCode), codes), ...pageLinksOf(config.pages)];
  }
  return { id: String(row.id), type: row.type, title: row.title, layout: row.layout, config };
}

/** A page as `res/api/page/detail` answers it. */
export function pageItem(lookups: PageLookups, page: PageRow): Record<string, unknown> {
  return {
    id: String(page.id),
    key: page.page_key,
    title: page.title,
    updateTime: formatChinaTime(page.updated_at),
    sections: lookups.sections(page.id).map((row) => sectionItem(lookups, page.site_code, row)),
  };
}
