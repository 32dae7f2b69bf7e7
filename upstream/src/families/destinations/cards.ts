/** A city card as the calls answer it. */
import { imageRef, imagesString } from '../../resources.ts';
import { ANONYMOUS_STATUS, type InteractionStatus } from '../interactions/index.ts';
import { CITY_CARD_TYPE, type CityCardRow } from './store.ts';

/** A card as lists answer it (images as the backend's comma-separated string, numbers as strings). */
export function cardItem(row: CityCardRow, status: InteractionStatus = ANONYMOUS_STATUS): Record<string, unknown> {
  return {
    id: String(row.id),
    cardId: String(row.id),
    name: row.name,
    slogan: row.slogan,
    cover: imageRef(row.images.split(',')[0] ?? ''),
    images: imagesString(row.images),
    region: row.region,
    regionName: row.region_name,
    siteId: String(row.site_id),
    summary: row.summary,
    cardType: row.card_type,
    unrealCard: row.unreal_card ? '1' : '0',
    tags: row.tags ? row.tags.split(',') : [],
    heat: String(row.heat),
    resourceType: CITY_CARD_TYPE,
    vipResourceStatus: { likeStatus: status.likeStatus, collectionStatus: status.collectionStatus },
  };
}
