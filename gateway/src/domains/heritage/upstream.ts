import type { QueryParams, UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { BaseRow, FoodRow, HomeRow, InheritorRow, MapRow, MediaRow, NewsRow, ProjectRow, UpdateRow } from './types.ts';

/** Upstream calls of the heritage domain (API.md "Intangible heritage"). */

const P = 'res/api/heritage';

/** The list and detail paths of each kind. */
export const KIND_PATHS = {
  project: { list: `${P}/projectList`, detail: `${P}/projectDetail` },
  inheritor: { list: `${P}/inheritorList`, detail: `${P}/inheritorDetail` },
  base: { list: `${P}/baseList`, detail: `${P}/baseDetail` },
  food: { list: `${P}/foodList`, detail: `${P}/foodDetail` },
  news: { list: `${P}/newsList`, detail: `${P}/newsDetail` },
  media: { list: `${P}/mediaList`, detail: null },
} as const;

export type KindName = keyof typeof KIND_PATHS;

export interface KindRows {
  project: ProjectRow;
  inheritor: InheritorRow;
  base: BaseRow;
  food: FoodRow;
  news: NewsRow;
  media: MediaRow;
}

export function kindPage<K extends KindName>(
  upstream: UpstreamClient,
  kind: K,
  params: QueryParams,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<KindRows[K]>> {
  return upstream.getPage<KindRows[K]>(KIND_PATHS[kind].list, { ...params, currPage, pageSize });
}

/** Several items of a kind by id, in one call (`ids`); missing ids are simply absent. */
export async function kindByIds<K extends KindName>(upstream: UpstreamClient, kind: K, ids: readonly string[]): Promise<KindRows[K][]> {
  return (await upstream.getPage<KindRows[K]>(KIND_PATHS[kind].list, { ids: ids.join(','), pageSize: ids.length })).items;
}

/** One item's detail; null when it does not exist on the site. */
export async function kindDetail<K extends Exclude<KindName, 'media'>>(
  upstream: UpstreamClient,
  kind: K,
  id: string,
): Promise<KindRows[K] | null> {
  return orNotFound(upstream.getData<KindRows[K]>(KIND_PATHS[kind].detail, { id }));
}

export function heritageIndex(upstream: UpstreamClient): Promise<HomeRow | null> {
  return upstream.getData<HomeRow>(`${P}/index`);
}

export function heritageMapData(upstream: UpstreamClient): Promise<MapRow | null> {
  return upstream.getData<MapRow>(`${P}/mapData`);
}

export function followedInheritors(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<InheritorRow>> {
  return upstream.getPage<InheritorRow>(`${P}/focusInheritorList`, { currPage, pageSize });
}

export function followedUpdates(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<UpdateRow>> {
  return upstream.getPage<UpdateRow>(`${P}/focusDynamicList`, { currPage, pageSize });
}
