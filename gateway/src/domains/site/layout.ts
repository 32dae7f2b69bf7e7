import { imageFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { resourceDetailPath } from '../../core/resource-types.ts';
import { kindOfResourceType } from '../places/index.ts';
import { inAppPath, resolveMenuTarget } from './menu-codes.ts';
import type { MenuPathParams } from './menu-codes.ts';
import type { BannerSlideSource, HomeModuleSource, LayoutBannerItem, LayoutModuleRow, MenuEntrySource } from './types.ts';

const DEFAULT_COUNT = 6;
const MAX_COUNT = 50;

function count(value: unknown): number {
  const n = int(value);
  return n === null || n < 1 ? DEFAULT_COUNT : Math.min(n, MAX_COUNT);
}

function slideLink(item: LayoutBannerItem, key: string, title: string, params: MenuPathParams): MenuEntrySource | null {
  const base = { key, title, icon: null, selectedIcon: null, children: [] };
  switch (item.linkType) {
    case 'MENU': {
      const code = text(item.menuCode);
      if (!code) return null;
      return {
        ...base,
        code,
        ...resolveMenuTarget({ menuCode: code, jumpType: '1', externalLink: null, develop: null, resourceValue: null }, params),
      };
    }
    case 'RESOURCE': {
      const path = resourceDetailPath(text(item.resourceType), text(item.resourceId));
      return path
        ? { ...base, code: null, target: 'INTERNAL', path, url: null, needLogin: false }
        : { ...base, code: null, target: 'COMING_SOON', path: null, url: null, needLogin: false };
    }
    case 'URL': {
      const url = text(item.url);
      if (!url) return null;
      if (/^https?:\/\//i.test(url)) return { ...base, code: null, target: 'EXTERNAL', path: null, url, needLogin: false };
      // an operator's address in the app (`/cc-guide`): opened in place
      const path = inAppPath(url);
      if (path) return { ...base, code: null, target: 'INTERNAL', path, url: null, needLogin: false };
      return { ...base, code: null, target: 'COMING_SOON', path: null, url: null, needLogin: false };
    }
    default:
      return null;
  }
}

/** The in-app path of a banner slide's detail page. */
export function slideDetailPath(id: string): string {
  return `/swiper-detail/${encodeURIComponent(id)}`;
}

/** The slide of the site's home banners with this id, or null. */
export function bannerSlide(modules: readonly HomeModuleSource[], id: string): BannerSlideSource | null {
  for (const m of modules) {
    if (m.__typename !== 'BannerModule') continue;
    const slide = m.slides.find((s) => s.id === id);
    if (slide) return slide;
  }
  return null;
}

/**
 * The home modules of a site from its getLayout JSON, in order. Modules of unknown type and
 * resource lists of resource types that are not places are skipped.
 */
export function homeModules(rows: readonly LayoutModuleRow[], siteCode: string, params: MenuPathParams): HomeModuleSource[] {
  const modules: HomeModuleSource[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    let key = text(row.key) ?? `${(row.type ?? 'module').toLowerCase()}-${index}`;
    if (seen.has(key)) key = `${key}-${index}`;
    seen.add(key);
    const base = { key, title: text(row.title), siteCode };
    switch (row.type) {
      case 'BANNER': {
        const slides: BannerSlideSource[] = [];
        (row.items ?? []).forEach((item, slideIndex) => {
          const title = text(item.title) ?? '';
          const image = imageFrom(item.image, title);
          if (!image) return;
          const id = text(item.id);
          const content = text(item.content);
          const destination = slideLink(item, `${key}/${slideIndex}`, title, params);
          const detail = id && content ? slideDetailPath(id) : null;
          // a slide with a rich text opens its detail page, which offers the slide's own link
          const link: MenuEntrySource | null = detail
            ? {
                key: `${key}/${slideIndex}`,
                code: null,
                title,
                icon: null,
                selectedIcon: null,
                children: [],
                target: 'INTERNAL',
                path: detail,
                url: null,
                needLogin: false,
              }
            : destination;
          slides.push({ id, content, title, image, link, destination });
        });
        modules.push({ __typename: 'BannerModule', ...base, slides });
        break;
      }
      case 'MENU_GRID':
        modules.push({ __typename: 'MenuGridModule', ...base, location: text(row.location) ?? 'SERVICE' });
        break;
      case 'RESOURCE_LIST': {
        const info = kindOfResourceType(text(row.resourceType));
        if (info) modules.push({ __typename: 'PlaceShelfModule', ...base, kind: info.kind, count: count(row.count) });
        break;
      }
      case 'NEWS':
        modules.push({ __typename: 'NewsShelfModule', ...base, channelCode: text(row.channelCode), count: count(row.count) });
        break;
      case 'RANKING':
        modules.push({ __typename: 'RankingModule', ...base, count: count(row.count) });
        break;
      default:
        break;
    }
  });
  return modules;
}
