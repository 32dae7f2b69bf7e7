/** getActivityList item / getActivityInfo data (API.md "Activities (minimal…)"). */
export interface ActivityRow {
  id: string | number;
  name?: string | null;
  images?: string | null;
  type?: string | null;
  method?: string | null;
  activityStatus?: string | null;
  faithUseStatus?: string | number | null;
  faithAuditStatus?: string | number | null;
  faithScore?: string | number | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  [key: string]: unknown;
}

export interface ActivitySource {
  __typename: 'Activity';
  id: string;
  row: ActivityRow;
}
