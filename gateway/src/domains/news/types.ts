/** Upstream rows of the news (content) domain and the sources of its types. */

export interface NewsChannelRow {
  id?: string | number | null;
  channelCode: string;
  channelName?: string | null;
  sort?: string | number | null;
}

export interface NewsImageRow {
  url?: string | null;
  imgUrl?: string | null;
  name?: string | null;
}

export interface NewsRow {
  id: string | number;
  title?: string | null;
  summary?: string | null;
  author?: string | null;
  channelCode?: string | null;
  channelName?: string | null;
  publishTime?: string | null;
  contentType?: string | null;
  likeNum?: string | number | null;
  commentNum?: string | number | null;
  collectionNum?: string | number | null;
  showNum?: string | number | null;
  top?: string | number | null;
  imageUrls?: NewsImageRow[] | null;
  video?: { url?: string | null; imgUrl?: string | null } | null;
  audio?: { url?: string | null; imgUrl?: string | null } | null;
  sourceUrl?: string | null;
  contentSource?: string | null;
  content?: string | null;
  [key: string]: unknown;
}

export interface NewsChannelSource {
  __typename: 'NewsChannel';
  code: string;
  name: string;
}

export interface NewsArticleSource {
  __typename: 'NewsArticle';
  id: string;
  row: NewsRow;
  /** True when `row` is the detail object (has `content`). */
  detailed: boolean;
}

export interface MediaSource {
  url: string;
  poster: string | null;
  alt: string;
}
