/** Upstream rows of the media domain (API.md "Media") and the sources of its types. */

export interface StreamMediaRow {
  id: string | number;
  title?: string | null;
  videoUrl?: string | null;
  coverImg?: string | null;
  nickName?: string | null;
  headImg?: string | null;
  resourceId?: string | number | null;
  resourceType?: string | null;
  resourceName?: string | null;
  duration?: string | number | null;
  likeNum?: string | number | null;
  commentNum?: string | number | null;
  showNum?: string | number | null;
  likeStatus?: string | number | null;
  publishTime?: string | null;
  [key: string]: unknown;
}

export interface StreamCommentRow {
  id: string | number;
  content?: string | null;
  userName?: string | null;
  headImg?: string | null;
  createTime?: string | null;
}

export interface LibraryRow {
  id: string | number;
  title?: string | null;
  description?: string | null;
  url?: string | null;
  coverImg?: string | null;
  resourceId?: string | number | null;
  resourceName?: string | null;
  duration?: string | number | null;
  createTime?: string | null;
  [key: string]: unknown;
}

export type ScenicMediaKind = 'IMAGE' | 'VIDEO' | 'AUDIO' | 'PANORAMA';
export type ScenicMediaTypeName = 'ScenicImage' | 'ScenicVideo' | 'ScenicAudio' | 'Panorama';

export interface ShortVideoSource {
  __typename: 'ShortVideo';
  id: string;
  row: StreamMediaRow;
}

export interface ShortVideoCommentSource {
  videoId: string;
  row: StreamCommentRow;
}

export interface ShortVideoAuthorSource {
  nickname: string;
  avatar: string | null;
}

export interface ScenicMediaSource {
  __typename: ScenicMediaTypeName;
  /** (not `kind`: places' sources are told apart by that) */
  mediaKind: ScenicMediaKind;
  id: string;
  row: LibraryRow;
}
