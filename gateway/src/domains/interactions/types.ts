/** resourceCount's row: counts and the viewer's state of one resource (API.md "Interactions"). */
export interface InteractionRow {
  resourceId: string | number;
  resourceType?: string | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  likeStatus?: string | number | null;
  collectionStatus?: string | number | null;
  focusStatus?: string | number | null;
}
