import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of the search service's records and hot words (API.md "Search records and hot words"). */

export interface SearchRecordRow {
  id?: unknown;
  keyword?: unknown;
  createTime?: unknown;
}

export interface HotWordRow {
  id?: unknown;
  name?: unknown;
  sort?: unknown;
  searchNum?: unknown;
}

export async function searchRecords(upstream: UpstreamClient): Promise<SearchRecordRow[]> {
  return (await upstream.getPage<SearchRecordRow>('res/api/es/getSearchRecord', {})).items;
}

export function saveSearchRecord(upstream: UpstreamClient, keyword: string): Promise<Envelope> {
  return upstream.post('res/api/es/saveSearchRecord', { keyword });
}

export function clearSearchRecords(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.post('res/api/es/clearSearchRecord', {});
}

export async function hotWords(upstream: UpstreamClient): Promise<HotWordRow[]> {
  return (await upstream.getPage<HotWordRow>('res/api/hotWord/list', {})).items;
}

export function countHotWordSearch(upstream: UpstreamClient, name: string): Promise<Envelope> {
  return upstream.post('res/api/hotWord/addHotWordSearchRecord', { name });
}
