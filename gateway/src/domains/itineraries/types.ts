/** Upstream rows of the itineraries (API.md "Itineraries") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

export interface LabelRow {
  id?: unknown;
  code?: unknown;
  name?: unknown;
}

export interface SourceRow {
  id?: unknown;
  resourceId?: unknown;
  resourceType?: unknown;
  name?: unknown;
  images?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  openTimeStart?: unknown;
  openTimeEnd?: unknown;
  arriveTime?: unknown;
  leaveTime?: unknown;
  stayMinutes?: unknown;
  waitMinutes?: unknown;
  reason?: unknown;
  reasonLabel?: unknown;
  travelMode?: unknown;
  travelMinutes?: unknown;
  travelDistance?: unknown;
}

export interface DayRow {
  id?: unknown;
  dayNo?: unknown;
  sources?: SourceRow[] | null;
}

export interface JourneyRow {
  id?: unknown;
  name?: unknown;
  summary?: unknown;
  images?: unknown;
  days?: unknown;
  playTime?: unknown;
  startDate?: unknown;
  labels?: LabelRow[] | null;
  scenicIds?: unknown;
  scenicNames?: unknown;
  sourceNum?: unknown;
  copyNum?: unknown;
  source?: unknown;
  isMine?: unknown;
  version?: unknown;
  createTime?: unknown;
  updateTime?: unknown;
  /** Detail only. */
  unplacedScenic?: Array<{ id?: unknown; name?: unknown }> | null;
  dayList?: DayRow[] | null;
}

export interface RouteEndRow {
  name?: unknown;
  address?: unknown;
  longitude?: unknown;
  latitude?: unknown;
}

export interface TravelRow {
  start?: RouteEndRow | null;
  end?: RouteEndRow | null;
  distance?: unknown;
  routes?: Array<{ type?: unknown; distance?: unknown; time?: unknown; recommend?: unknown }> | null;
}

export interface ItinerarySource {
  __typename: 'Itinerary';
  id: string;
  row: JourneyRow;
  /** True when `row` is the detail (days and stops). */
  detailed: boolean;
}

export interface ItineraryDaySource {
  journeyId: string;
  row: DayRow;
}

export interface ItineraryStopSource {
  __typename: 'ItineraryStop';
  journeyId: string;
  dayId: string;
  id: string;
  row: SourceRow;
  /** The stop before it (the previous night's hotel for a day's first stop), for the traffic path. */
  previousId: string | null;
}

export interface ItineraryPayloadSource {
  errors: UserErrorSource[];
  itinerary?: ItinerarySource | null;
}

export interface DeleteItineraryPayloadSource {
  errors: UserErrorSource[];
  deletedId?: string | null;
}
