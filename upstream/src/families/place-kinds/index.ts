/**
 * The later place kinds: farm stays (民宿/农家乐, CONTENT_TYPE_AGRITAINMENT,
 * /homestay-list), the spots of a village (CONTENT_TYPE_RURAL_SPOTS), research bases
 * (CONTENT_TYPE_RESEARCH_BASE, /studies-base) and a scenic area's parts: theme areas
 * (CONTENT_TYPE_SCENIC_THEME, /subject-area/{scenicId}), amusement facilities
 * (CONTENT_TYPE_SCENIC_PROJECT, /amusement-facility/{scenicId}) and shows
 * (CONTENT_TYPE_SCENIC_SHOW, /wonderful-show/{scenicId}). They are rows of the `places` table like
 * every other kind, so the place calls (`res/api/<path>/list|detail`), search, interactions and
 * comments serve them with no call of their own; this family only seeds them (and tops the
 * villages of each demo site up to a dozen) and adds their menu entries.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { seed } from './seed.ts';

export const placeKindsFamily: UpstreamFamily = {
  name: 'place-kinds',
  migrations,
  seed,
};
