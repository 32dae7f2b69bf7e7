import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { NarratorDayRow, PlaceServicesRow, SessionRow } from './types.ts';

/** Upstream calls of narrators and interpretation sessions (API.md "Narrators and interpretation sessions"). */

export function narratorOffer(upstream: UpstreamClient, placeId: string): Promise<Envelope> {
  return upstream.get('res/api/narrator/offer', { placeId });
}

export async function narratorDays(upstream: UpstreamClient, placeId: string): Promise<NarratorDayRow[]> {
  return (await upstream.getPage<NarratorDayRow>('res/api/narrator/days', { placeId })).items;
}

export async function servicesByPlaces(upstream: UpstreamClient, placeIds: readonly string[]): Promise<PlaceServicesRow[]> {
  return (await upstream.getPage<PlaceServicesRow>('res/api/guideService/byPlaces', { placeIds: placeIds.join(',') })).items;
}

export function sessionsOfPlace(
  upstream: UpstreamClient,
  placeId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<SessionRow>> {
  return upstream.getPage<SessionRow>('res/api/interpretation/list', { placeId, currPage, pageSize });
}

export async function sessionsByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<SessionRow[]> {
  return (await upstream.getPage<SessionRow>('res/api/interpretation/byIds', { ids: ids.join(',') })).items;
}

export function saveNarratorOrder(
  upstream: UpstreamClient,
  form: {
    placeId: string;
    date: string;
    orderTimeId: string;
    language: string;
    orderNum: number;
    contactName: string;
    contactPhone: string;
    /** The group leader's certificate number, SM4 hex. */
    contactCertNumber?: string;
    note: string;
  },
): Promise<Envelope> {
  return upstream.post('act/api/narratorOrder/save', { ...form });
}

export function saveInterpretationOrder(
  upstream: UpstreamClient,
  form: { sessionId: string; orderNum: number; contactName: string; contactPhone: string },
): Promise<Envelope> {
  return upstream.post('act/api/interpretationOrder/save', { ...form });
}
