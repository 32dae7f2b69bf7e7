import type { QueryParams, UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import { kindInfo } from './kind-table.ts';
import type { HotelRoomRow, PlaceKind, PlaceRow } from './types.ts';

/** Upstream calls of the places domain (API.md "Places"). */

export interface PlaceListParams {
  currPage: number;
  pageSize: number;
  keyword?: string | null;
  region?: string | null;
  level?: string | null;
  type?: string | null;
  scenicId?: string | null;
  /** The village of RURAL_SPOT lists. */
  ruralId?: string | null;
  /** The theme area of AMUSEMENT_FACILITY lists. */
  themeId?: string | null;
  /** The upstream id of a site: the places of that site (a county site below the request's). */
  siteId?: string | null;
  sortType?: '1' | null;
  lng?: number | null;
  lat?: number | null;
}

export function listPlaces(upstream: UpstreamClient, kind: PlaceKind, params: PlaceListParams): Promise<UpstreamPage<PlaceRow>> {
  return upstream.getPage<PlaceRow>(`${kindInfo(kind).prefix}/list`, { ...params } as QueryParams & PlaceListParams);
}

/** The detail object, or null when the upstream says it does not exist. */
export async function placeDetail(upstream: UpstreamClient, kind: PlaceKind, id: string): Promise<PlaceRow | null> {
  return orNotFound(upstream.getData<PlaceRow>(`${kindInfo(kind).prefix}/detail`, { id }));
}

export function listHotelRooms(
  upstream: UpstreamClient,
  hotelId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<HotelRoomRow>> {
  return upstream.getPage<HotelRoomRow>('res/api/hotel/roomList', { hotelId, currPage, pageSize });
}

export interface SearchRow extends PlaceRow {
  resourceType?: string | null;
}

export function searchPlaces(
  upstream: UpstreamClient,
  keyword: string,
  resourceType: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<SearchRow>> {
  return upstream.getPage<SearchRow>('res/api/es/search', { keyword, type: resourceType, currPage, pageSize });
}

export function scenicRanking(upstream: UpstreamClient, count: number): Promise<UpstreamPage<PlaceRow>> {
  return upstream.getPage<PlaceRow>('res/api/ranking/scenicRank', { currPage: 1, pageSize: count });
}

/** The place kinds with an introduce page (the upstream's `res/api/place/introduce` refuses the others). */
export const INTRODUCED_KINDS: readonly PlaceKind[] = [
  'SCENIC_AREA',
  'HOTEL',
  'FOOD',
  'VENUE',
  'RURAL',
  'ENTERTAINMENT',
  'STUDY_BASE',
  'SPECIALITY',
];

export interface IntroductionRow {
  introduce?: string | null;
  total?: number | string | null;
  list?: PlaceRow[] | null;
}

/** A kind's introduction with its place count and hottest places, in one call. */
export function placeKindIntroduction(upstream: UpstreamClient, kind: PlaceKind): Promise<IntroductionRow | null> {
  return upstream.getData<IntroductionRow>('res/api/place/introduce', { resourceType: kindInfo(kind).resourceType });
}
