/**
 * The Great Wall edition's section (site110119, Yanqing): its first-visit guide `/cc-guide`, its
 * section pages (`/cc-scenic`, `/cc-scenicspot`, `/cc-art`, `/cc-activity`, `/cc-hotel`,
 * `/cc-food`, `/cc-interesting`, `/cc-service`) and its travel guides by type (`/other-guide/{type}`,
 * the pages `other-guide-<type>`), each a page of the engine's section types over the site's own
 * data. Its banners lead to the detail stems (`/cc-detail/{id}` a scenic area, `/cc-art-detail/{id}`
 * a heritage project, `/cc-swiper-detail/{id}` a news article) and to the guides.
 */
import { imageRef } from '../../resources.ts';
import { GREAT_WALL_SITE } from '../sites/index.ts';
import type { SectionDefinition } from './store.ts';
import { GREAT_WALL_TEXTS as T, type GreatWallStem } from './texts.ts';

/** The travel guides' types (`/other-guide/{type}` opens the page `other-guide-<type>`). */
export const GUIDE_TYPES = ['traffic', 'season', 'stay'] as const;

/** What the section's banners point at: the site's own first scenic areas, heritage project and news article. */
export interface GreatWallRefs {
  scenicIds: readonly number[];
  projectId: number | null;
  newsId: number | null;
}

const intro = (stem: GreatWallStem): SectionDefinition => ({ type: 'RICH_TEXT', layout: 'plain', config: { html: T.pages[stem].intro } });
const slide = (picture: string, title: string, link: string) => ({ picture: imageRef(picture), title, link });
const banner = (...slides: ReturnType<typeof slide>[]): SectionDefinition => ({
  type: 'BANNER',
  layout: slides.length > 1 ? 'carousel' : 'single',
  config: { slides },
});
const places = (title: string, placeType: string, layout: string, size: number): SectionDefinition => ({
  type: 'SHELF',
  title,
  layout,
  config: { kind: 'PLACE', placeType, size },
});
/** The heritage projects' query: the `cc-art` shelf and ranking share it (one list call). */
const HERITAGE_QUERY = { kind: 'HERITAGE', size: 6 };
const VIDEO_QUERY = { kind: 'VIDEO', size: 6 };
const pageLinks = (title: string, stems: readonly GreatWallStem[]): SectionDefinition => ({
  type: 'LINKS',
  title,
  layout: 'grid',
  config: { menuCodes: [], pages: stems.map((stem) => ({ stem, name: T.pages[stem].link, icon: T.pages[stem].icon })) },
});
const guideBanner = (): SectionDefinition =>
  banner(
    ...GUIDE_TYPES.map((type, i) =>
      slide(`guide-${GREAT_WALL_SITE}-${type}-${i + 1}`, T.pages[`other-guide-${type}`].title, `/other-guide/${type}`),
    ),
  );

/** Every page of the section, by stem. */
export function greatWallSections(refs: GreatWallRefs): Record<GreatWallStem, SectionDefinition[]> {
  const [badaling, shuiguan, ...others] = refs.scenicIds;
  const scenicSlides = [badaling, shuiguan]
    .filter((id): id is number => id !== undefined)
    .map((id, i) => slide(`scenic-${id}-${i + 2}`, T.scenicSlides[i] ?? '', `/cc-detail/${id}`));
  const news = refs.newsId === null ? [] : [slide(`news-${refs.newsId}-1`, T.newsSlide, `/cc-swiper-detail/${refs.newsId}`)];
  const art = refs.projectId === null ? [] : [slide(`heritage-${refs.projectId}-1`, T.artSlide, `/cc-art-detail/${refs.projectId}`)];
  const map = (ids: readonly number[]): SectionDefinition => ({ type: 'MAP', title: T.map, layout: 'map', config: { placeIds: ids } });
  return {
    'cc-guide': [
      banner(...scenicSlides, ...news),
      intro('cc-guide'),
      pageLinks(T.sections, ['cc-scenic', 'cc-scenicspot', 'cc-art', 'cc-activity', 'cc-hotel', 'cc-food', 'cc-interesting', 'cc-service']),
      guideBanner(),
      map(refs.scenicIds.slice(0, 5)),
    ],
    'cc-scenic': [
      banner(...scenicSlides),
      intro('cc-scenic'),
      places(T.scenic, 'CONTENT_TYPE_SCENERY', 'list', 10),
      map([badaling, shuiguan, ...others].filter((id): id is number => id !== undefined).slice(0, 6)),
    ],
    'cc-scenicspot': [
      intro('cc-scenicspot'),
      places(T.spots, 'CONTENT_TYPE_SCENIC_SPOTS', 'grid', 12),
      { type: 'RANKING', title: T.ranking, layout: 'list', config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_SCENERY', size: 5 } },
    ],
    'cc-art': [
      banner(...art),
      intro('cc-art'),
      { type: 'SHELF', title: T.heritage, layout: 'grid', config: HERITAGE_QUERY },
      { type: 'SHELF', title: T.videos, layout: 'row', config: VIDEO_QUERY },
      { type: 'RANKING', title: T.heritageRanking, layout: 'list', config: HERITAGE_QUERY },
    ],
    'cc-activity': [intro('cc-activity'), { type: 'SHELF', title: T.activities, layout: 'list', config: { kind: 'ACTIVITY', size: 8 } }],
    'cc-hotel': [intro('cc-hotel'), places(T.hotels, 'CONTENT_TYPE_HOTEL', 'list', 8), places(T.rural, 'CONTENT_TYPE_RURAL', 'row', 4)],
    'cc-food': [
      intro('cc-food'),
      places(T.restaurants, 'CONTENT_TYPE_RESTAURANT', 'list', 6),
      places(T.specialities, 'CONTENT_TYPE_SPECIALITY', 'grid', 4),
    ],
    'cc-interesting': [
      intro('cc-interesting'),
      places(T.fun, 'CONTENT_TYPE_ENTERTAINMENT', 'grid', 4),
      { type: 'SHELF', title: T.videos, layout: 'row', config: VIDEO_QUERY },
      { type: 'SHELF', title: T.activities, layout: 'row', config: { kind: 'ACTIVITY', size: 4 } },
      places(T.rural, 'CONTENT_TYPE_RURAL', 'row', 4),
    ],
    'cc-service': [
      intro('cc-service'),
      { type: 'LINKS', title: T.services, layout: 'grid', config: { menuCodes: ['SCENIC', 'HOTEL', 'FOOD', 'NEWS', 'VENUE'] } },
      pageLinks(T.sections, ['cc-guide', 'cc-art', 'cc-activity', 'cc-interesting']),
      guideBanner(),
    ],
    'other-guide-traffic': [
      intro('other-guide-traffic'),
      places(T.scenic, 'CONTENT_TYPE_SCENERY', 'row', 4),
      map(refs.scenicIds.slice(0, 4)),
    ],
    'other-guide-season': [
      intro('other-guide-season'),
      { type: 'SHELF', title: T.activities, layout: 'row', config: { kind: 'ACTIVITY', size: 4 } },
    ],
    'other-guide-stay': [
      intro('other-guide-stay'),
      places(T.hotels, 'CONTENT_TYPE_HOTEL', 'row', 4),
      places(T.restaurants, 'CONTENT_TYPE_RESTAURANT', 'row', 4),
    ],
  };
}
