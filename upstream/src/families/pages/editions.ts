/**
 * The Chengdu site's other edition homes (`/default-index`, `/sc-video`, `/first-guide`, ...) and
 * its campaigns (`/winter-guide`, `/skills-competition`, the spring-festival variants, ...), each a
 * page of the engine's section types over the site's own data. The hub page `/default` links every
 * one of them; the site's service menu links the hub (seed.ts).
 */
import { formatChinaTime } from '../../time.ts';
import { imageRef } from '../../resources.ts';
import { demoVideo, mediaUrl, type VideoSubject } from '../../media/pick.ts';
import { dayAt } from '../demo.ts';
import type { SectionDefinition } from './store.ts';
import { EDITION_LABELS as L, EDITION_TEXTS } from './texts.ts';

export type EditionStem = keyof typeof EDITION_TEXTS;

/** Chengdu's heritage projects (Sichuan opera, brocade, embroidery). */
const HERITAGE = [150001, 150002, 150003];
/** Published Chengdu stories about the city and about eating out. */
const STORIES = [200013, 200005, 200010, 200070, 200029, 200012, 200032];
/** The skills competition's public vote (its entrants are the vote's works). */
const COMPETITION_VOTE = 96001;

const intro = (stem: EditionStem): SectionDefinition => ({
  type: 'RICH_TEXT',
  layout: 'plain',
  config: { html: EDITION_TEXTS[stem].intro },
});
const banner = (picture: string, title: string, target: { menuCode: string } | { link: string }): SectionDefinition => ({
  type: 'BANNER',
  layout: 'single',
  config: { slides: [{ picture: imageRef(picture), title, ...target }] },
});
const places = (title: string, placeType: string, layout = 'row', size = 6): SectionDefinition => ({
  type: 'SHELF',
  title,
  layout,
  config: { kind: 'PLACE', placeType, size },
});
const scenic = (layout = 'row', size = 6) => places(L.scenic, 'CONTENT_TYPE_SCENERY', layout, size);
const news = (size = 4): SectionDefinition => ({
  type: 'SHELF',
  title: L.news,
  layout: 'list',
  config: { kind: 'NEWS', channelCode: 'systemChannel', size },
});
const activities = (layout = 'grid', size = 4): SectionDefinition => ({
  type: 'SHELF',
  title: L.activities,
  layout,
  config: { kind: 'ACTIVITY', size },
});
const stories = (ids: readonly number[], layout = 'list'): SectionDefinition => ({
  type: 'SHELF',
  title: L.stories,
  layout,
  config: { kind: 'STORY', ids },
});
const heritage = (layout = 'grid'): SectionDefinition => ({
  type: 'SHELF',
  title: L.heritage,
  layout,
  config: { kind: 'HERITAGE', ids: HERITAGE },
});
const ranking: SectionDefinition = {
  type: 'RANKING',
  title: L.ranking,
  layout: 'list',
  config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_SCENERY', size: 5 },
};
const links = (title: string, menuCodes: readonly string[]): SectionDefinition => ({
  type: 'LINKS',
  title,
  layout: 'grid',
  config: { menuCodes },
});
const gallery = (names: readonly string[]): SectionDefinition => ({
  type: 'GALLERY',
  title: L.gallery,
  layout: 'grid',
  config: { pictures: names.map((name) => ({ picture: imageRef(name), caption: '' })) },
});
const video = (name: string, poster: string, subject: VideoSubject): SectionDefinition => ({
  type: 'VIDEO',
  title: L.video,
  layout: 'wide',
  config: { video: mediaUrl(name, demoVideo(subject, name)), poster: imageRef(poster) },
});
const countdown = (nowMs: number, days: number): SectionDefinition => ({
  type: 'COUNTDOWN',
  title: L.countdown,
  layout: 'card',
  config: { at: formatChinaTime(dayAt(nowMs, days, '09:00')), doneText: L.started },
});
const map = (placeIds: readonly number[]): SectionDefinition => ({ type: 'MAP', title: L.map, layout: 'map', config: { placeIds } });

/** The edition homes the hub lists first, then the campaigns. */
export const EDITION_HOMES = [
  'default-index',
  'culture-results',
  'sc-video',
  'sc-beauty',
  'recent-news',
  'travel-directory',
  'magazine-list',
  'first-guide',
  'culture-list',
  'play-list',
  'play-guide',
  'intangible-project',
  'work-project',
  'cddy-index-demoimages',
  'study-tour-index',
] as const satisfies readonly EditionStem[];

export const CAMPAIGNS = [
  'food-prevention',
  'skills-competition',
  'winter-guide',
  'winter-map',
  'achievements-exhibition',
  'spring-festival-xj',
  'spring-festival-qc',
  'spring-festival-ws',
  'relics-story',
  'online-museum',
  'art-xinyuan',
] as const satisfies readonly EditionStem[];

const pageLinks = (title: string, stems: readonly EditionStem[], icon: string): SectionDefinition => ({
  type: 'LINKS',
  title,
  layout: 'grid',
  config: { menuCodes: [], pages: stems.map((stem) => ({ stem, name: EDITION_TEXTS[stem].link, icon })) },
});

/** Every page's sections, by stem; `scenicIds` are the site's own scenic areas (for its maps). */
export function editionSections(nowMs: number, scenicIds: readonly number[]): Record<EditionStem, SectionDefinition[]> {
  const scenicPictures = scenicIds.slice(0, 4).map((id, i) => `scenic-${id}-${i + 1}`);
  return {
    default: [intro('default'), pageLinks(L.editions, EDITION_HOMES, 'house'), pageLinks(L.campaigns, CAMPAIGNS, 'flag')],
    'default-index': [
      banner('scenic-10014-1', EDITION_TEXTS['default-index'].title, { menuCode: 'SCENIC' }),
      links(L.services, ['SCENIC', 'HOTEL', 'FOOD', 'VENUE']),
      scenic(),
      news(),
    ],
    'culture-results': [intro('culture-results'), heritage(), stories(STORIES.slice(0, 4))],
    'sc-video': [intro('sc-video'), video('page-sc-video', 'scenic-10025-1', 'scenery'), stories(STORIES.slice(0, 3), 'row')],
    'sc-beauty': [intro('sc-beauty'), gallery(scenicPictures), scenic('grid')],
    'recent-news': [intro('recent-news'), news(10)],
    'travel-directory': [
      intro('travel-directory'),
      scenic('list', 5),
      places(L.hotels, 'CONTENT_TYPE_HOTEL', 'list', 5),
      places(L.restaurants, 'CONTENT_TYPE_RESTAURANT', 'list', 5),
    ],
    'magazine-list': [intro('magazine-list'), stories(STORIES)],
    'first-guide': [
      intro('first-guide'),
      links(L.services, ['SCENIC', 'HOTEL', 'FOOD', 'PARKING', 'TOILET', 'ASK_FOR_HELP']),
      map(scenicIds.slice(0, 5)),
    ],
    'culture-list': [intro('culture-list'), places(L.venues, 'CONTENT_TYPE_VENUE', 'list'), heritage('row')],
    'play-list': [intro('play-list'), activities(), ranking],
    'play-guide': [intro('play-guide'), stories(STORIES.slice(2)), links(L.services, ['RAIDERS', 'SCENIC'])],
    'intangible-project': [intro('intangible-project'), heritage('list')],
    'work-project': [intro('work-project'), scenic('grid', 4), news()],
    'study-tour-index': [
      intro('study-tour-index'),
      {
        type: 'LINKS',
        title: L.instructors,
        layout: 'grid',
        config: { menuCodes: [], pages: [{ stem: 'study-instructor', name: L.instructors, icon: 'graduation-cap' }] },
      },
      heritage('row'),
      places(L.venues, 'CONTENT_TYPE_VENUE', 'list', 4),
    ],
    'cddy-index-demoimages': [gallery([...scenicPictures, 'food-10273-1', 'food-10269-2']), intro('cddy-index-demoimages')],
    'food-prevention': [
      intro('food-prevention'),
      places(L.restaurants, 'CONTENT_TYPE_RESTAURANT', 'grid'),
      { type: 'FORM', title: L.complain, layout: 'button', config: { flow: 'COMPLAINT', label: L.complain } },
    ],
    'skills-competition': [
      banner('scenic-10031-1', L.players, { link: `/player-list/${COMPETITION_VOTE}` }),
      countdown(nowMs, 21),
      intro('skills-competition'),
    ],
    'winter-guide': [
      banner('scenic-10014-2', EDITION_TEXTS['winter-map'].title, { link: '/winter-map' }),
      intro('winter-guide'),
      scenic(),
      places(L.hotels, 'CONTENT_TYPE_HOTEL', 'row', 4),
    ],
    'winter-map': [intro('winter-map'), map(scenicIds.slice(0, 6)), places(L.hotels, 'CONTENT_TYPE_HOTEL', 'list', 4)],
    'achievements-exhibition': [intro('achievements-exhibition'), gallery(scenicPictures), stories(STORIES.slice(0, 4), 'row')],
    'spring-festival-xj': [intro('spring-festival-xj'), activities('row', 6), places(L.restaurants, 'CONTENT_TYPE_RESTAURANT', 'grid', 4)],
    'spring-festival-qc': [intro('spring-festival-qc'), activities('grid', 4), scenic('row', 4)],
    'spring-festival-ws': [intro('spring-festival-ws'), heritage(), activities('list', 4)],
    'relics-story': [intro('relics-story'), stories(STORIES.slice(0, 4)), places(L.venues, 'CONTENT_TYPE_VENUE', 'row', 4)],
    'online-museum': [
      intro('online-museum'),
      video('page-online-museum', 'scenic-10031-2', 'museum'),
      places(L.venues, 'CONTENT_TYPE_VENUE', 'grid', 4),
    ],
    'art-xinyuan': [intro('art-xinyuan'), activities('grid', 4), gallery(scenicPictures.slice(0, 2))],
  };
}
