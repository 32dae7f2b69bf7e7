/** Upstream rows of the live domain (API.md "Live streams") and the sources of its types. */

export interface LiveRow {
  id: string | number;
  title?: string | null;
  coverImg?: string | null;
  anchorName?: string | null;
  summary?: string | null;
  /** "1" a broadcast, "2" a slow live. */
  liveType?: string | number | null;
  startTime?: string | null;
  endTime?: string | null;
  liveUrl?: string | null;
  playbackUrl?: string | null;
  scenicId?: string | number | null;
  scenicName?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  viewNum?: string | number | null;
  top?: string | number | null;
  distance?: string | number | null;
  /** Not sent by liveList (the comment count comes from the interaction counts). */
  commentNum?: string | number | null;
  [key: string]: unknown;
}

export interface LiveStreamSource {
  __typename: 'LiveStream';
  id: string;
  row: LiveRow;
}

export interface LivePlaybackSource {
  url: string;
  isLive: boolean;
}
