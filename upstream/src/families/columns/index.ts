/**
 * Columns (专栏; the app's /column-list/{code} and /column-news-list/{code} screens; the service
 * menu's ART_FUND opens /column-list/scysjj): a column is a news channel with its own banner, introduction and
 * sub-channels, e.g. the art fund's notices, funded projects, results and rules. Its articles are
 * ordinary news rows of those sub-channels (listed by `res/api/content/list?channelCode=`); the
 * sub-channels are not among the site's news tabs (`channelList`), only in their column.
 * `res/api/content/channelDetail?channelCode=` answers a column with its sub-channels, or a
 * sub-channel with its column.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const columnsFamily: UpstreamFamily = {
  name: 'columns',
  migrations,
  seed,
  routes,
  referencePaths: ['res/api/content/channelDetail'],
};
