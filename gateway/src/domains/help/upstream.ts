import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { CommonProblemRow, EmergencyNumberRow, InformationRow } from './types.ts';

/** Upstream calls of one-key help and the help pages (API.md; `config/api/emergency/save`). */

export async function emergencyNumbers(upstream: UpstreamClient): Promise<EmergencyNumberRow[]> {
  return (await upstream.getPage<EmergencyNumberRow>('config/api/emergency/list', { pageSize: 50 })).items;
}

export function askForHelp(
  upstream: UpstreamClient,
  params: { longitude: number | null; latitude: number | null; address: string },
): Promise<Envelope> {
  return upstream.post('config/api/emergency/save', { ...params });
}

export function commonProblemList(
  upstream: UpstreamClient,
  keyword: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<CommonProblemRow>> {
  return upstream.getPage<CommonProblemRow>('res/api/commonProblem/list', { keyword, currPage, pageSize });
}

export function commonProblemDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/commonProblem/detail', { id });
}

export async function informationSections(upstream: UpstreamClient): Promise<InformationRow[]> {
  return (await upstream.getPage<InformationRow>('config/api/information/list', { pageSize: 50 })).items;
}
