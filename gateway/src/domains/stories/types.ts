/** Upstream rows of the stories domain (API.md "Stories, travel strategies and topics") and the sources of its types. */

export interface PkSideRow {
  pkSide?: string | null;
  name?: string | null;
  storyNum?: string | number | null;
}

export interface InteractionStatusRow {
  likeStatus?: unknown;
  collectionStatus?: unknown;
}

export interface TopicRow {
  id: string | number;
  title?: string | null;
  summary?: string | null;
  cover?: string | null;
  topicType?: string | null;
  ichWorks?: string | number | null;
  pkSides?: PkSideRow[] | null;
  startTime?: string | null;
  endTime?: string | null;
  storyNum?: string | number | null;
  userNum?: string | number | null;
  showNum?: string | number | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  /** Detail only. */
  rule?: string | null;
  vipResourceStatus?: InteractionStatusRow | null;
  [key: string]: unknown;
}

export interface StoryRow {
  id: string | number;
  storyType?: string | null;
  topicId?: string | number | null;
  topicTitle?: string | null;
  topicType?: string | null;
  pkSide?: string | null;
  craft?: string | null;
  title?: string | null;
  summary?: string | null;
  tagIds?: string | null;
  tagName?: string | null;
  imgCover?: string | null;
  imgWidth?: string | number | null;
  imgHeight?: string | number | null;
  images?: string | null;
  resourceType?: string | null;
  resourceId?: string | number | null;
  resourceName?: string | null;
  resourceRegionName?: string | null;
  address?: string | null;
  days?: string | number | null;
  cost?: string | number | null;
  travelMonth?: string | number | null;
  sourceUrl?: string | null;
  vipHead?: string | null;
  vipNickName?: string | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  showNum?: string | number | null;
  auditStatus?: string | number | null;
  auditRemark?: string | null;
  createTime?: string | null;
  publishTime?: string | null;
  isMine?: string | number | null;
  /** Detail only. */
  content?: string | null;
  vipResourceStatus?: InteractionStatusRow | null;
  [key: string]: unknown;
}

export interface StoryTagRow {
  id: string | number;
  name?: string | null;
  storyNum?: string | number | null;
}

export interface TopicSource {
  __typename: 'Topic';
  id: string;
  row: TopicRow;
  /** True when `row` is the detail object (has `rule`). */
  detailed: boolean;
}

export interface StorySource {
  __typename: 'Story';
  id: string;
  row: StoryRow;
  /** True when `row` is the detail object (has `content`). */
  detailed: boolean;
  /** `completeness: 'detail'` lets the comments domain read the comment count from the row. */
  completeness: 'detail' | 'list';
}

export interface StoryTagSource {
  __typename: 'StoryTag';
  id: string;
  name: string;
  /** Null when the tag comes from a story row (the count is then read from the tag list). */
  storyCount: number | null;
}

export interface PkStanceSource {
  side: 'A' | 'B';
  name: string;
  entryCount: number;
  share: number;
}

export interface StoryPlaceSource {
  name: string;
  regionName: string | null;
  address: string | null;
  detailPath: string | null;
  placeId: string | null;
}

export interface StoryPictureSource {
  /** The picture's address as the upstream answers it (what an edit sends back to keep it). */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface StrategyTripSource {
  days: number;
  costPerPerson: number | null;
  travelMonth: number | null;
}
