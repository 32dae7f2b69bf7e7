import type { RouteObject } from 'react-router-dom';
import type { ScreenName } from './screens';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A route whose screen (and the table of the family's screens) loads when it is first visited. */
const screen = (name: ScreenName): Lazy => (async () => ((await import('./screens')).SCREENS[name] as () => Promise<object>)()) as Lazy;

const storyDetail = screen('storyDetail');

/**
 * Stories, strategies and topics: TIME (`/time`), RAIDERS
 * (`/strategy-list`) and TOPIC (`/topic-list`) and every page they lead to. Only these paths are in
 * the app's first load; the screens are chunks of their own (screens.tsx).
 */
export const storiesRoutes: RouteObject[] = [
  { path: '/time', lazy: screen('time') },
  { path: '/time-list', lazy: screen('timeList') },
  // every story of the site, newest first: the same timeline
  { path: '/all-story', lazy: screen('timeList') },
  { path: '/photo-wall', lazy: screen('photoWall') },
  { path: '/find', lazy: screen('find') },
  { path: '/tag-list', lazy: screen('tagList') },
  { path: '/topic-list', lazy: screen('topicList') },
  { path: '/topic-detail/:id', lazy: screen('topicDetail') },
  { path: '/topic-rule/:id', lazy: screen('topicRule') },
  { path: '/story-list/:id', lazy: screen('storyList') },
  // the PK debates, and a debate's entries by stance (the same waterfall)
  { path: '/all-pk', lazy: screen('pkList') },
  { path: '/all-pk/:id', lazy: screen('storyList') },
  ...['/story-detail/:id', '/work-detail/:id', '/strategy-detail/:id'].flatMap((path) => [
    { path, lazy: storyDetail },
    { path: `${path}/:type`, lazy: storyDetail },
  ]),
  { path: '/strategy-list', lazy: screen('strategyList') },
  { path: '/find-strategy', lazy: screen('findStrategy') },
  { path: '/add-story/:topicId/:storyId', lazy: screen('addStory') },
  { path: '/add-work/:topicId/:storyId/:ichWorks', lazy: screen('addWork') },
  { path: '/add-pk/:topicId/:storyId', lazy: screen('addPk') },
  { path: '/add-strategy/:storyId', lazy: screen('strategyForm') },
  { path: '/strategy-edit/:storyId', lazy: screen('strategyForm') },
  { path: '/add-story-tag', lazy: screen('tagPick') },
  { path: '/now-address', lazy: screen('nowAddress') },
  { path: '/user-story', lazy: screen('userStory') },
  { path: '/user-pk', lazy: screen('userPk') },
];
