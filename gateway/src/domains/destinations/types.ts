/** Upstream rows of the destinations domain (API.md "Destinations and city cards"). */
export interface CityCardRow {
  id: string | number;
  cardId?: string | number | null;
  name?: string | null;
  slogan?: string | null;
  cover?: string | null;
  images?: string | null;
  region?: string | null;
  regionName?: string | null;
  siteId?: string | number | null;
  summary?: string | null;
  introduce?: string | null;
  cardType?: string | null;
  unrealCard?: string | number | null;
  tags?: string[] | string | null;
  heat?: string | number | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
}

export interface CityCardSource {
  __typename: 'CityCard';
  id: string;
  row: CityCardRow;
  detailed: boolean;
}
