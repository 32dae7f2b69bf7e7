/**
 * The demo pages: the Chengdu site's edition home (`sc-index`) and two campaigns
 * (`tianfu-cuisine`, with a countdown to a food festival two weeks after the seed's now, a map of
 * old restaurants and a shelf of stories; `spring-festival`), its other edition homes and
 * campaigns (editions.ts) behind the hub `/default`, and a visit page (`visit`) on every
 * other live demo site in its language. Pictures are the demo pictures of the places they show.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { imageRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { demoVideo, mediaUrl } from '../../media/pick.ts';
import { dayAt, demoScenics, everyDemoSite, type DemoSite } from '../demo.ts';
import { GREAT_WALL_SITE, LIVE_DEMO_SITE_CODES } from '../sites/index.ts';
import { greatWallSections, type GreatWallRefs } from './great-wall.ts';
import { pagesStore, type SectionDefinition } from './store.ts';
import { editionSections, type EditionStem } from './editions.ts';
import {
  CUISINE_TEXTS,
  EDITION_LABELS,
  EDITION_TEXTS,
  GREAT_WALL_TEXTS,
  SC_INDEX_TEXTS,
  SPRING_TEXTS,
  VISIT_TEXTS,
  type GreatWallStem,
} from './texts.ts';

const CHENGDU = 'site510100';
/** Chengdu's old restaurants (places of type CONTENT_TYPE_RESTAURANT) the food festival maps. */
const OLD_RESTAURANTS = [10268, 10269, 10270, 10271, 10272, 10273];
/** Published Chengdu stories about eating out, and about the city's sights. */
const FOOD_STORIES = [200029, 200012, 200032];
const CITY_STORIES = [200013, 200005, 200010, 200070];
/** Chengdu's heritage projects shown at the spring festival (Sichuan opera, brocade, embroidery). */
const FESTIVAL_HERITAGE = [150001, 150002, 150003];

function scIndex(): SectionDefinition[] {
  const t = SC_INDEX_TEXTS;
  return [
    {
      type: 'BANNER',
      layout: 'carousel',
      config: {
        slides: [
          { picture: imageRef('food-10273-1'), title: t.slides[0], link: '/tianfu-cuisine' },
          { picture: imageRef('scenic-10025-2'), title: t.slides[1], link: '/spring-festival' },
          { picture: imageRef('scenic-10014-1'), title: t.slides[2], menuCode: 'SCENIC' },
        ],
      },
    },
    {
      type: 'LINKS',
      title: t.links,
      layout: 'grid',
      config: { menuCodes: ['SCENIC', 'HOTEL', 'FOOD', 'VENUE', 'NEWS', 'RAIDERS', 'TOPIC', 'COMPLAINT'] },
    },
    { type: 'SHELF', title: t.scenic, layout: 'row', config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_SCENERY', size: 6 } },
    { type: 'SHELF', title: t.news, layout: 'list', config: { kind: 'NEWS', channelCode: 'systemChannel', size: 4 } },
    { type: 'SHELF', title: t.activities, layout: 'grid', config: { kind: 'ACTIVITY', size: 4 } },
    { type: 'RANKING', title: t.ranking, layout: 'list', config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_SCENERY', size: 5 } },
    { type: 'SHELF', title: t.stories, layout: 'row', config: { kind: 'STORY', ids: CITY_STORIES } },
  ];
}

function tianfuCuisine(nowMs: number): SectionDefinition[] {
  const t = CUISINE_TEXTS;
  return [
    { type: 'BANNER', layout: 'single', config: { slides: [{ picture: imageRef('food-10269-2'), title: t.slide, menuCode: 'FOOD' }] } },
    {
      type: 'COUNTDOWN',
      title: t.countdown,
      layout: 'card',
      config: { at: formatChinaTime(dayAt(nowMs, 14, '10:00')), doneText: t.started },
    },
    { type: 'RICH_TEXT', title: t.intro, layout: 'plain', config: { html: t.introHtml } },
    { type: 'MAP', title: t.map, layout: 'map', config: { placeIds: OLD_RESTAURANTS } },
    { type: 'SHELF', title: t.restaurants, layout: 'grid', config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_RESTAURANT', size: 6 } },
    { type: 'SHELF', title: t.stories, layout: 'list', config: { kind: 'STORY', ids: FOOD_STORIES } },
    {
      type: 'GALLERY',
      title: t.gallery,
      layout: 'grid',
      config: {
        pictures: OLD_RESTAURANTS.slice(0, 4).map((id, i) => ({ picture: imageRef(`food-${id}-1`), caption: t.captions[i] ?? '' })),
      },
    },
    {
      type: 'VIDEO',
      title: t.video,
      layout: 'wide',
      config: { video: mediaUrl('page-tianfu-cuisine', demoVideo('food', 'page-tianfu-cuisine')), poster: imageRef('food-10271-3') },
    },
    { type: 'FORM', title: t.form, layout: 'button', config: { flow: 'QUESTIONNAIRE', id: '97101', label: t.formLabel } },
  ];
}

function springFestival(nowMs: number): SectionDefinition[] {
  const t = SPRING_TEXTS;
  return [
    {
      type: 'BANNER',
      layout: 'single',
      config: { slides: [{ picture: imageRef('scenic-10031-3'), title: t.slide, menuCode: 'ACTIVITY' }] },
    },
    {
      type: 'COUNTDOWN',
      title: t.countdown,
      layout: 'card',
      config: { at: formatChinaTime(dayAt(nowMs, 60, '00:00')), doneText: t.started },
    },
    { type: 'RICH_TEXT', title: t.intro, layout: 'plain', config: { html: t.introHtml } },
    { type: 'SHELF', title: t.activities, layout: 'row', config: { kind: 'ACTIVITY', size: 6 } },
    { type: 'SHELF', title: t.heritage, layout: 'grid', config: { kind: 'HERITAGE', ids: FESTIVAL_HERITAGE } },
    { type: 'LINKS', title: t.links, layout: 'grid', config: { menuCodes: ['PARKING', 'TOILET', 'ASK_FOR_HELP', 'VOLUNTEER'] } },
    { type: 'FORM', title: t.form, layout: 'button', config: { flow: 'VOLUNTEER', label: t.formLabel } },
  ];
}

function visit(db: Database.Database, site: DemoSite): SectionDefinition[] {
  const t = VISIT_TEXTS[site.language];
  // the site's own scenic areas (none: a site whose places live in its regional pack)
  const scenics = demoScenics(db, site).filter((s) => s.id > 0);
  const sections: SectionDefinition[] = [];
  if (scenics.length > 0)
    sections.push({
      type: 'BANNER',
      layout: 'carousel',
      config: {
        slides: scenics.slice(0, 3).map((s, i) => ({ picture: imageRef(`scenic-${s.id}-${i + 1}`), title: s.name, menuCode: 'SCENIC' })),
      },
    });
  sections.push({ type: 'RICH_TEXT', title: t.welcome, layout: 'plain', config: { html: t.welcomeHtml } });
  if (scenics.length > 0) {
    sections.push({ type: 'SHELF', title: t.scenic, layout: 'row', config: { kind: 'PLACE', placeType: 'CONTENT_TYPE_SCENERY', size: 6 } });
    sections.push({ type: 'MAP', title: t.map, layout: 'map', config: { placeIds: scenics.slice(0, 5).map((s) => s.id) } });
  }
  sections.push({ type: 'LINKS', title: t.links, layout: 'grid', config: { menuCodes: ['SCENIC', 'HOTEL', 'FOOD', 'NEWS'] } });
  return sections;
}

/** What the Great Wall section's banners point at: the site's first scenic areas, heritage project and news article. */
function greatWallRefs(db: Database.Database): GreatWallRefs {
  const first = (sql: string) => (db.prepare(sql).get(GREAT_WALL_SITE) as { id: number } | undefined)?.id ?? null;
  return {
    scenicIds: (
      db
        .prepare("SELECT id FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' ORDER BY id LIMIT 8")
        .all(GREAT_WALL_SITE) as { id: number }[]
    ).map((r) => r.id),
    projectId: first('SELECT id FROM heritage_projects WHERE site_code = ? ORDER BY id LIMIT 1'),
    newsId: first("SELECT id FROM news WHERE site_code = ? AND channel_code = 'systemChannel' ORDER BY id LIMIT 1"),
  };
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = pagesStore(db);
  const at = env.nowMs;
  for (const site of everyDemoSite(db)) {
    // the Great Wall edition's pages come last (below), so every earlier page keeps its id
    if (!LIVE_DEMO_SITE_CODES.includes(site.siteCode) || site.siteCode === GREAT_WALL_SITE) continue;
    if (site.siteCode === CHENGDU) {
      store.define(site.siteCode, 'sc-index', SC_INDEX_TEXTS.title, scIndex(), at);
      store.define(site.siteCode, 'tianfu-cuisine', CUISINE_TEXTS.title, tianfuCuisine(at), at);
      store.define(site.siteCode, 'spring-festival', SPRING_TEXTS.title, springFestival(at), at);
      // the operators link their edition home from the service menu (an in-app link, no menu code)
      env.addServiceMenu(site.siteCode, [
        { name: SC_INDEX_TEXTS.menu, menuCode: '', icon: 'mountain-snow', sort: 1, link: '/sc-index' },
        { name: EDITION_LABELS.menu, menuCode: '', icon: 'layout-grid', sort: 2, link: '/default' },
      ]);
    }
    store.define(site.siteCode, 'visit', VISIT_TEXTS[site.language].title, visit(db, site), at);
  }
  // written after the first pages, whose ids stay as they were
  const chengdu = everyDemoSite(db).find((s) => s.siteCode === CHENGDU);
  if (!chengdu) return;
  const scenicIds = demoScenics(db, chengdu)
    .map((s) => s.id)
    .filter((id) => id > 0);
  for (const [stem, sections] of Object.entries(editionSections(at, scenicIds)))
    store.define(CHENGDU, stem, EDITION_TEXTS[stem as EditionStem].title, sections, at);
  // the Great Wall edition's section, last (every page above keeps its id)
  const greatWall = everyDemoSite(db).find((s) => s.siteCode === GREAT_WALL_SITE);
  if (!greatWall) return;
  store.define(GREAT_WALL_SITE, 'visit', VISIT_TEXTS[greatWall.language].title, visit(db, greatWall), at);
  for (const [stem, sections] of Object.entries(greatWallSections(greatWallRefs(db))))
    store.define(GREAT_WALL_SITE, stem, GREAT_WALL_TEXTS.pages[stem as GreatWallStem].title, sections, at);
}
