/**
 * Licensed tour guides (导游查询, the spec's `/guide-search` and `/guide-list/{keyword}/{sex}`):
 * each guide of a site with the certificate number, gender, level (junior, intermediate, senior,
 * special), the languages they guide in, the agency they work for and their mobile number.
 * `res/api/tourGuide/list` finds them by name or certificate number and gender. Also the
 * instructors of the site's study tours (研学导师, `/study-instructor`), a list and a detail.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { GUIDE_LIST_PATH, INSTRUCTOR_DETAIL_PATH, INSTRUCTOR_LIST_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const guidesFamily: UpstreamFamily = {
  name: 'guides',
  migrations,
  seed,
  routes,
  referencePaths: [GUIDE_LIST_PATH, INSTRUCTOR_LIST_PATH, INSTRUCTOR_DETAIL_PATH],
};

/** The demo guides' names in each site language (the narrators family names its narrators with them). */
export { GUIDE_WORDS, URUMQI_GUIDES, type GuideWords } from './texts.ts';
