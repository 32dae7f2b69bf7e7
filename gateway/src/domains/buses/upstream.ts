/** The buses family's calls (`busSubways/...`, API.md "City buses"). */
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { BusDeparturesRow, BusLineDetailRow, BusLineRow, BusStopRow } from './types.ts';

/** Most ids one `ids` list call takes (the upstream's page size). */
export const IDS_PER_CALL = 50;

export function linesNamed(upstream: UpstreamClient, name: string, currPage: number, pageSize: number): Promise<UpstreamPage<BusLineRow>> {
  return upstream.getPage<BusLineRow>('busSubways/lineList', { lineName: name, currPage, pageSize });
}

export function stopsNamed(upstream: UpstreamClient, name: string, currPage: number, pageSize: number): Promise<UpstreamPage<BusStopRow>> {
  return upstream.getPage<BusStopRow>('busSubways/stationList', { stationName: name, currPage, pageSize });
}

export function stopsNear(
  upstream: UpstreamClient,
  near: { longitude: number; latitude: number },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<BusStopRow>> {
  return upstream.getPage<BusStopRow>('busSubways/nearStations', { lng: near.longitude, lat: near.latitude, currPage, pageSize });
}

/** The site's lines among `ids` (at most IDS_PER_CALL), in any order. */
export async function linesByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<BusLineRow[]> {
  return (await upstream.getPage<BusLineRow>('busSubways/lineList', { ids: ids.join(','), currPage: 1, pageSize: IDS_PER_CALL })).items;
}

/** The site's stops among `ids` (at most IDS_PER_CALL), in any order. */
export async function stopsByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<BusStopRow[]> {
  return (await upstream.getPage<BusStopRow>('busSubways/stationList', { ids: ids.join(','), currPage: 1, pageSize: IDS_PER_CALL })).items;
}

export function lineDetail(upstream: UpstreamClient, id: string): Promise<BusLineDetailRow | null> {
  return upstream.getData<BusLineDetailRow>('busSubways/lineDetail', { lineId: id });
}

export function departures(upstream: UpstreamClient, stopId: string): Promise<BusDeparturesRow | null> {
  return upstream.getData<BusDeparturesRow>('busSubways/departures', { stationId: stopId });
}
