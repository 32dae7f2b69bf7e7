import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { JourneyRow, LabelRow, TravelRow } from './types.ts';

/** Upstream calls of the itineraries domain (API.md "Itineraries"). */

export async function journeyLabels(upstream: UpstreamClient): Promise<LabelRow[]> {
  return (await upstream.getPage<LabelRow>('resExt/api/journey/journeyLabel')).items;
}

export function journeyList(
  upstream: UpstreamClient,
  type: 'RECOMMEND' | 'MINE',
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<JourneyRow>> {
  return upstream.getPage<JourneyRow>('resExt/api/journey/list', { type, currPage, pageSize });
}

export async function journeyDetail(upstream: UpstreamClient, id: string): Promise<JourneyRow | null> {
  return orNotFound(upstream.getData<JourneyRow>('resExt/api/journey/detail', { id }));
}

export function saveJourney(
  upstream: UpstreamClient,
  body: { scenicIds: string[]; days: number; playTime: number; labelIds: string[]; name: string | null; startDate: string | null },
): Promise<Envelope> {
  return upstream.post('resExt/api/journey/save', body, { json: true });
}

export function updateJourney(upstream: UpstreamClient, body: { id: string; version: number; name: string }): Promise<Envelope> {
  return upstream.post('resExt/api/journey/update', body, { json: true });
}

export type SourceOperation =
  | { type: 'ADD'; dayId: string; resourceId: string; afterSourceId: string | null }
  | { type: 'DELETE'; sourceId: string }
  | { type: 'MOVE'; sourceId: string; toDayId: string | null; toIndex: number | null };

export function operateSource(upstream: UpstreamClient, journeyId: string, version: number, operation: SourceOperation): Promise<Envelope> {
  return upstream.post('resExt/api/journey/operateSource', { journeyId, version, ...operation }, { json: true });
}

export function copyJourney(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('resExt/api/journey/copy', { id });
}

export function deleteJourney(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('resExt/api/journey/delete', { id });
}

export async function travelQuery(upstream: UpstreamClient, startSourceId: string, endSourceId: string): Promise<TravelRow | null> {
  return orNotFound(upstream.getData<TravelRow>('resExt/api/journey/travelQuery', { startSourceId, endSourceId }));
}
