import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { menuEntriesOfRows, type BannerSlideSource, type MenuEntrySource, type MenuRow } from '../site/index.ts';
import { entriesOf, flowOf, flowPath, galleryPictures, linkRows, mapPoints, sectionsOf, slideImage, slideRow } from './sections.ts';
import { loadByIds, queryKey, shelfQuery, type PageItemSource } from './shelf.ts';
import type { PageItemKind, PageSource, SectionSource } from './types.ts';

/** A page key: a route stem, lower-case words joined by dashes. */
const PAGE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An in-app path a banner slide may lead to. */
const IN_APP_PATH = /^\/[A-Za-z0-9/_-]*$/;

export const loadPage: NodeLoader<PageSource> = async (key, ctx) => {
  if (!PAGE_KEY.test(key)) return null;
  const row = await ctx.loaders.pages.page.load(key);
  return row ? { __typename: 'Page', key, row } : null;
};

/** A shelf's or ranking's items: one list call per distinct query, or the hand-picked ids batched by their domains. */
async function itemsOf(s: SectionSource, ctx: GatewayContext): Promise<PageItemSource[]> {
  const query = shelfQuery(s.config);
  if (!query) return [];
  if (query.by === 'ids') return loadByIds(query, (typeName, id) => ctx.loadNode(typeName, id));
  return ctx.loaders.pages.list.load(queryKey(query));
}

function kindOf(s: SectionSource): PageItemKind {
  return shelfQuery(s.config)?.kind ?? 'PLACE';
}

const base = {
  id: (s: SectionSource) => s.id,
  title: (s: SectionSource) => text(s.row.title),
  variant: (s: SectionSource) => text(s.row.layout) ?? '',
};

async function slidesOf(s: SectionSource, ctx: GatewayContext): Promise<BannerSlideSource[]> {
  const slides = entriesOf(s.config.slides);
  const rows = slides.map((slide, i) => slideRow(slide, i));
  const linked = await menuEntriesOfRows(
    ctx,
    rows.filter((r): r is MenuRow => r !== null),
  );
  return slides.flatMap((slide, i) => {
    const image = slideImage(slide);
    if (!image) return [];
    const title = text(slide.title) ?? '';
    const path = text(slide.link);
    const byCode = rows[i] ? linked.find((entry) => entry.key.endsWith(`-slide-${i}`)) : undefined;
    const link: MenuEntrySource | null =
      byCode ??
      (path && IN_APP_PATH.test(path)
        ? {
            key: `slide-${i}`,
            code: null,
            title,
            icon: null,
            selectedIcon: null,
            target: 'INTERNAL',
            path,
            url: null,
            needLogin: false,
            children: [],
          }
        : null);
    // a page's slides have no detail page: they follow their link
    return [{ id: null, content: null, title, image, link, destination: link }];
  });
}

export const pageResolvers: Resolvers = {
  Query: {
    page: (_root, args, ctx) => loadPage(args.key.trim(), ctx),
  },
  Page: {
    id: (p) => toGlobalId('Page', p.key),
    key: (p) => p.key,
    title: (p) => text(p.row.title) ?? '',
    updatedAt: (p) => chinaDateTime(p.row.updateTime),
    sections: (p) => sectionsOf(p.key, p.row),
  },
  PageSection: { __resolveType: (s) => s.__typename },
  PageItem: { __resolveType: (s) => s.__typename },
  BannerSection: { ...base, slides: (s, _, ctx) => slidesOf(s, ctx) },
  RichTextSection: { ...base, html: (s) => sanitizeBody(s.config.html) },
  ShelfSection: { ...base, kind: kindOf, items: (s, _, ctx) => itemsOf(s, ctx) },
  RankingSection: { ...base, kind: kindOf, items: (s, _, ctx) => itemsOf(s, ctx) },
  MapSection: { ...base, points: (s) => mapPoints(s.config) },
  GallerySection: { ...base, pictures: (s) => galleryPictures(s.config) },
  GalleryPicture: {
    image: (p) => imageFrom(p.picture, p.caption ?? '') ?? { url: p.picture, alt: p.caption ?? '' },
    caption: (p) => p.caption,
  },
  VideoSection: {
    ...base,
    video: (s) => {
      const url = text(s.config.video);
      return url ? { url, poster: text(s.config.poster), alt: text(s.row.title) ?? '' } : null;
    },
  },
  CountdownSection: {
    ...base,
    at: (s) => chinaDateTime(s.config.at) ?? '',
    secondsLeft: (s, _, ctx) => {
      const at = Date.parse(chinaDateTime(s.config.at) ?? '');
      return Number.isFinite(at) ? Math.max(0, Math.ceil((at - ctx.now.getTime()) / 1000)) : 0;
    },
    doneText: (s) => text(s.config.doneText),
  },
  LinksSection: { ...base, entries: (s, _, ctx) => menuEntriesOfRows(ctx, linkRows(s.config)) },
  FormSection: {
    ...base,
    flow: (s) => flowOf(s.config) ?? 'COMPLAINT',
    label: (s) => text(s.config.label) ?? text(s.row.title) ?? '',
    path: (s) => flowPath(s.config),
  },
};
