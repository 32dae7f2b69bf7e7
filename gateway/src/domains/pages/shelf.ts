/**
 * What a shelf or a ranking lists, read from its section config (API.md "Pages"): by query, one
 * list call of the owning domain (the same query on one page is one call), or by hand as ids,
 * loaded as Nodes through the owning domain's batching loaders (one call per kind for stories,
 * heritage projects and short videos). Every kind may be chosen either way.
 */
import type { NodeValue } from '../../core/context.ts';
import type { ResolversParentTypes, ResolversUnionTypes } from '../../generated/resolvers-types.ts';
import { int, text } from '../../core/normalise.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { activityList, activitySource } from '../activities/index.ts';
import { heritageProjectList } from '../heritage/index.ts';
import { shortVideoList } from '../media/index.ts';
import { newsList, newsSource } from '../news/index.ts';
import { kindOfResourceType, listPlaces, placeSource } from '../places/index.ts';
import { storyList, storySource } from '../stories/index.ts';
import type { PageItemKind, ShelfQuery } from './types.ts';

/** How many items a shelf shows when its config does not say, and at most. */
const DEFAULT_SIZE = 6;
const MAX_SIZE = 20;

/** What a shelf's items resolve from: the owning domains' sources of the `PageItem` members. */
export type PageItemSource = ResolversUnionTypes<ResolversParentTypes>['PageItem'];

const KINDS: readonly PageItemKind[] = ['PLACE', 'NEWS', 'ACTIVITY', 'STORY', 'HERITAGE', 'VIDEO'];

/** The graph's type of a hand-picked item of a kind (a place's from its resourceType). */
function nodeTypeOf(kind: PageItemKind, placeType: string | null): string | null {
  switch (kind) {
    case 'PLACE': {
      return kindOfResourceType(placeType)?.typeName ?? null;
    }
    case 'NEWS':
      return 'NewsArticle';
    case 'ACTIVITY':
      return 'Activity';
    case 'STORY':
      return 'Story';
    case 'HERITAGE':
      return 'HeritageProject';
    case 'VIDEO':
      return 'ShortVideo';
  }
}

/** The shelf's query from its config; null when the config names no kind the graph knows. */
export function shelfQuery(config: Record<string, unknown>): ShelfQuery | null {
  const kind = KINDS.find((k) => k === config.kind);
  if (!kind) return null;
  const placeType = text(config.placeType);
  if (Array.isArray(config.ids)) {
    const ids = config.ids.map((id) => String(id)).filter((id) => isUpstreamId(id));
    return { by: 'ids', kind, placeType, ids: ids.slice(0, MAX_SIZE) };
  }
  const size = int(config.size);
  return {
    by: 'query',
    kind,
    placeType,
    channelCode: text(config.channelCode),
    keyword: text(config.keyword),
    size: size === null || size < 1 ? DEFAULT_SIZE : Math.min(size, MAX_SIZE),
  };
}

/** The canonical text of a query (the list loader's key). */
export function queryKey(query: Extract<ShelfQuery, { by: 'query' }>): string {
  return JSON.stringify([query.kind, query.placeType, query.channelCode, query.keyword, query.size]);
}

/** The items of a query (`queryKey`'s text): one list call of the owning domain. */
export async function listByQuery(upstream: UpstreamClient, key: string): Promise<PageItemSource[]> {
  const [kind, placeType, channelCode, keyword, size] = JSON.parse(key) as [
    PageItemKind,
    string | null,
    string | null,
    string | null,
    number,
  ];
  switch (kind) {
    case 'PLACE': {
      const placeKind = kindOfResourceType(placeType)?.kind;
      if (!placeKind) return [];
      const page = await listPlaces(upstream, placeKind, { currPage: 1, pageSize: size, keyword });
      return page.items.slice(0, size).map((row) => placeSource(placeKind, row, 'list'));
    }
    case 'NEWS':
      return (await newsList(upstream, channelCode, 1, size)).items.slice(0, size).map((row) => newsSource(row, false));
    case 'ACTIVITY':
      return (await activityList(upstream, 1, size, { keyword })).items.slice(0, size).map((row) => activitySource(row));
    case 'STORY':
      return (await storyList(upstream, { keyword }, 1, size)).items.slice(0, size).map((row) => storySource(row, false));
    case 'HERITAGE':
      return (await heritageProjectList(upstream, keyword, 1, size)).slice(0, size);
    case 'VIDEO':
      return (await shortVideoList(upstream, 1, size)).slice(0, size);
  }
}

/** The hand-picked items, in the operator's order, those gone left out. */
export async function loadByIds(
  query: Extract<ShelfQuery, { by: 'ids' }>,
  loadNode: (typeName: string, rawId: string) => Promise<NodeValue | null>,
): Promise<PageItemSource[]> {
  const typeName = nodeTypeOf(query.kind, query.placeType);
  if (!typeName) return [];
  const nodes = await Promise.all(query.ids.map((id) => loadNode(typeName, id)));
  // the node registry answers each id with the source of the type asked for: a member of PageItem
  return nodes.filter((node): node is NodeValue => node !== null) as PageItemSource[];
}
