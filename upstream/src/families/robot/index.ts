/**
 * The site robot (智能客服, the spec's `/robot`): `res/api/robot/info` (its name and welcome),
 * `res/api/robot/greetings` (a greeting for the China time of day and the questions it suggests)
 * and `res/api/robot/answer` (a visitor's question answered from the site's own common problems
 * and its own content: places, news and activities, through the search family's `siteContent`;
 * no outside model). Every question asked is kept with whether it was answered, for the site's
 * editors to see what visitors ask.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { ROBOT_INFO_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const robotFamily: UpstreamFamily = {
  name: 'robot',
  migrations,
  seed,
  routes,
  referencePaths: [ROBOT_INFO_PATH],
};
