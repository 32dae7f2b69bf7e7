/** Place rows → the backend's list items and detail objects, quirks included. */
import { absent } from '../../context.ts';
import {
  ENTERTAINMENT,
  EXHIBITION,
  FACILITY,
  HOMESTAY,
  HOTEL,
  RESTAURANT,
  RURAL,
  SCENERY,
  SHOW,
  SPECIALITY,
  STUDY_BASE,
  SUBJECT_AREA,
  VENUE,
  imagesString,
} from '../../resources.ts';
import type { InteractionStatus } from '../interactions/index.ts';

export interface PlaceRow {
  id: number;
  site_code: string;
  resource_type: string;
  name: string;
  region: string;
  region_name: string;
  cut_region_name: string;
  address: string;
  longitude: number;
  latitude: number;
  level: string;
  sub_type: string | null;
  parent_id: number | null;
  images: string;
  summary: string;
  content: string;
  phone: string | null;
  website_url: string | null;
  open_time_start: string | null;
  open_time_end: string | null;
  real_time_num: number | null;
  max_num: number | null;
  price: string | null;
  heat: number;
  sort: number;
  extra: string;
}

export interface RoomRow {
  id: number;
  hotel_id: number;
  name: string;
  images: string;
  price: string;
  area: string;
  bed_type: string;
  breakfast: string;
  stock: string;
}

export interface Counts {
  like_num: number;
  collection_num: number;
  comment_num: number;
}

const WITH_OPEN_TIME = new Set<string>([SCENERY, VENUE, RESTAURANT, RURAL, ENTERTAINMENT, EXHIBITION, STUDY_BASE, FACILITY, SUBJECT_AREA]);
const WITH_OCCUPANCY = new Set<string>([SCENERY, VENUE]);
const WITH_PRICE = new Set<string>([HOTEL, RESTAURANT, SPECIALITY, HOMESTAY, SHOW]);
const WITH_LEVEL = new Set<string>([SCENERY, HOTEL, HOMESTAY, STUDY_BASE]);

function extraOf(row: PlaceRow): { list: Record<string, unknown>; detail: Record<string, unknown> } {
  return JSON.parse(row.extra) as { list: Record<string, unknown>; detail: Record<string, unknown> };
}

function optNumber(row: PlaceRow, value: number | null): string | null {
  return value === null ? absent(row.id) : String(value);
}

export function placeListItem(row: PlaceRow, status: InteractionStatus): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: String(row.id),
    name: row.name,
    images: imagesString(row.images),
    address: row.address,
    // Quirk of the real backend (upstream-facts): scenic list items name their region but carry no code.
    ...(row.resource_type === SCENERY ? {} : { region: row.region }),
    regionName: row.region_name,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    summary: row.summary,
    resourceType: row.resource_type,
    vipResourceStatus: { collectionStatus: status.collectionStatus, likeStatus: status.likeStatus },
  };
  if (WITH_LEVEL.has(row.resource_type)) item.level = row.level;
  if (WITH_OPEN_TIME.has(row.resource_type)) {
    item.openTimeStart = row.open_time_start ?? absent(row.id);
    item.openTimeEnd = row.open_time_end ?? absent(row.id);
  }
  if (WITH_OCCUPANCY.has(row.resource_type)) {
    item.realTimeNum = optNumber(row, row.real_time_num);
    item.maxNum = optNumber(row, row.max_num);
  }
  if (WITH_PRICE.has(row.resource_type)) item.price = row.price ?? absent(row.id);
  return { ...item, ...extraOf(row).list };
}

export function roomItem(room: RoomRow): Record<string, unknown> {
  return {
    id: String(room.id),
    hotelId: String(room.hotel_id),
    name: room.name,
    images: imagesString(room.images),
    price: room.price,
    area: room.area,
    bedType: room.bed_type,
    breakfast: room.breakfast,
    stock: room.stock,
  };
}

export function placeDetail(
  row: PlaceRow,
  status: InteractionStatus,
  counts: Counts | undefined,
  rooms: RoomRow[] | null,
): Record<string, unknown> {
  const detail: Record<string, unknown> = {
    ...placeListItem(row, status),
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    collectionNum: String(counts?.collection_num ?? 0),
    likeNum: String(counts?.like_num ?? 0),
    commentNum: String(counts?.comment_num ?? 0),
    phone: row.phone,
    websiteUrl: row.website_url,
    content: row.content,
    cutRegionName: row.cut_region_name,
    ...extraOf(row).detail,
  };
  if (rooms) detail.rooms = rooms.map(roomItem);
  return detail;
}
