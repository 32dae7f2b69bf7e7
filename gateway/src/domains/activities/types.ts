import type { PayloadSource } from '../../core/payload.ts';
import type { NodeValue } from '../../core/context.ts';
/** getActivityList item / getActivityInfo data (API.md "Activities, rooms and reservations"). */
export interface ActivityRow {
  id: string | number;
  name?: string | null;
  images?: string | null;
  type?: string | null;
  method?: string | number | null;
  money?: string | number | null;
  integral?: string | number | null;
  stock?: string | number | null;
  totalStock?: string | number | null;
  useStartTime?: string | null;
  useEndTime?: string | null;
  signStartTime?: string | null;
  signEndTime?: string | null;
  classifyId?: string | number | null;
  classifyName?: string | null;
  tagNames?: string | null;
  regionName?: string | null;
  address?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  jumpUrl?: string | null;
  activityStatus?: string | null;
  needAudit?: string | number | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  maxOrderNum?: string | number | null;
  faithUseStatus?: string | number | null;
  faithAuditStatus?: string | number | null;
  faithScore?: string | number | null;
  likeNum?: string | number | null;
  collectionNum?: string | number | null;
  commentNum?: string | number | null;
  /** Detail only. */
  content?: string | null;
  phone?: string | null;
  sessions?: ActivitySessionRow[] | null;
  /** Detail only: "1" when its seats are chosen on a seat map. */
  seatSelection?: string | null;
  [key: string]: unknown;
}

export interface ActivitySessionRow {
  id: string | number;
  startTime?: string | null;
  endTime?: string | null;
  stock?: string | number | null;
  totalStock?: string | number | null;
}

export interface ActivitySource {
  __typename: 'Activity';
  id: string;
  row: ActivityRow;
}

export interface ClassifyRow {
  id: string | number;
  name?: string | null;
  icon?: string | null;
  sort?: string | number | null;
}

export interface CalendarRow {
  date?: string | null;
  dateTime?: string | null;
  activityCount?: string | number | null;
}

/** res/api/activityRoom/list item and detail. */
export interface ActivityRoomRow {
  id: string | number;
  venueId?: string | number | null;
  venueName?: string | null;
  name?: string | null;
  images?: string | null;
  capacity?: string | number | null;
  area?: string | number | null;
  facilities?: string | string[] | null;
  money?: string | number | null;
  integral?: string | number | null;
  needAudit?: string | number | null;
  content?: string | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  /** Not sent by the reference upstream; honoured when a deployment sends them. */
  faithUseStatus?: string | number | null;
  faithScore?: string | number | null;
  [key: string]: unknown;
}

export interface RoomSlotRow {
  id: string | number;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  status?: string | number | null;
}

export interface ActivityRoomSource {
  __typename: 'ActivityRoom';
  id: string;
  row: ActivityRoomRow;
}

/** res/api/activity/rules data (API.md "Activity pages"). */
export interface RulesRow {
  kind?: string | null;
  title?: string | null;
  content?: string | null;
  language?: string | null;
}

/** res/api/activity/survey data. */
export interface SurveyRow {
  orderCode: string;
  activityId?: string | number | null;
  activityName?: string | null;
  surveyStatus?: string | number | null;
  questions?: { id: string | number; text?: string | null; sort?: string | number | null }[] | null;
  answer?: {
    stars?: { questionId: string | number; stars: string | number }[] | null;
    content?: string | null;
    createdTime?: string | null;
  } | null;
}

/** res/api/activity/survey/states item. */
export interface SurveyStateRow {
  orderCode: string;
  surveyStatus?: string | number | null;
}

/** res/api/activity/venueCalendar item. */
export interface VenueCalendarRow {
  date?: string | null;
  activityCount?: string | number | null;
  venueCount?: string | number | null;
  closedVenueCount?: string | number | null;
}

/** res/api/activity/venueDay data. */
export interface VenueDayRow {
  date: string;
  venues?: { id: string | number; name?: string | null; open?: string | number | null }[] | null;
}

/** What an ActivityPlace resolves from: the place's kind, upstream id and name. */
export interface ActivityPlaceSource {
  kind: 'VENUE' | 'SCENIC_AREA';
  id: string;
  name: string;
}

/** What answerActivitySurvey's payload resolves from. */
export interface SurveyPayloadSource extends PayloadSource {
  survey: SurveyRow | null;
  /** The reservation order (a node loaded through the registry). */
  order: NodeValue | null;
}
