/**
 * Destinations and city cards (the app's /city-card, /destination, /destination-city/{region}/{siteId},
 * /destination-desc/{region}/{id}?cardId= and /city-more/… screens; content type "city card").
 * A city card is the face of one destination: the site's own city, a county or town of it, or a
 * themed destination (`unrealCard` "1": a famous valley or pass filed under the region it lies
 * in). Card lists answer in the vendor's "Response B" shape (`data.list / data.total /
 * data.pageSize`). Cards can be liked, favourited and commented (resourceType
 * CONTENT_TYPE_CITY_CARD).
 */
import type { UpstreamFamily } from '../../family.ts';
import { CITY_CARD_TYPE } from './store.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export { cardItem } from './cards.ts';
export type { CityCardRow } from './store.ts';

export const destinationsFamily: UpstreamFamily = {
  name: 'destinations',
  migrations,
  seed,
  routes,
  resourceTables: [{ type: CITY_CARD_TYPE, table: 'city_cards', nameSql: 'name', imagesSql: 'images' }],
};
