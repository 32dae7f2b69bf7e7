import type { DomainModule } from '../../core/module.ts';
import type { ResourceTypeEntry } from '../../core/resource-types.ts';
import { heritageResolvers } from './resolvers.ts';
import { heritageNodeLoaders } from './nodes.ts';
import { createHeritageLoaders } from './loaders.ts';
import type { HeritageLoaders } from './loaders.ts';
import { BASE_KINDS, KIND_OF_TYPE } from './rules.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { projectSource } from './source.ts';
import type { HeritageProjectSource } from './types.ts';
import { kindPage } from './upstream.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    heritage: HeritageLoaders;
  }
}

/** The heritage types that take likes, favourites, follows and comments, and their pages. */
const RESOURCE_TYPES: readonly ResourceTypeEntry[] = [
  { typeName: 'HeritageProject', resourceType: 'CONTENT_TYPE_HERITAGE_ITEM', detailPath: '/project-desc/{id}' },
  { typeName: 'HeritageInheritor', resourceType: 'CONTENT_TYPE_HERITAGE_PERSON', detailPath: '/successor-desc/{id}' },
  ...BASE_KINDS.map((k): ResourceTypeEntry => ({ typeName: k.typeName, resourceType: k.resourceType, detailPath: k.detailPath })),
  { typeName: 'HeritageFood', resourceType: 'CONTENT_TYPE_HERITAGE_FOOD', detailPath: '/intangible-food-desc/{id}' },
  { typeName: 'HeritageNews', resourceType: 'CONTENT_TYPE_HERITAGE_NEWS', detailPath: '/intangible-news-desc/{id}' },
  // the video page plays an audio item on the audio page (client routes)
  { typeName: 'HeritageMedia', resourceType: 'CONTENT_TYPE_HERITAGE_MEDIA', detailPath: '/intangible-video/{id}' },
];

/** The intangible-heritage domain: its SDL is `schema.graphql` beside this file. */
export const heritageModule: DomainModule = {
  name: 'heritage',
  resolvers: heritageResolvers,
  nodes: { ...heritageNodeLoaders },
  loaders: { heritage: createHeritageLoaders },
  resourceTypes: RESOURCE_TYPES,
  forget: (typeName, rawId, loaders) => {
    const kind = KIND_OF_TYPE[typeName as keyof typeof KIND_OF_TYPE];
    if (!kind) return;
    loaders.heritage[kind].byId.clear(rawId);
    loaders.heritage[kind].detail.clear(rawId);
  },
};

/** A page of the site's heritage projects (newest list order, `keyword` on their names): one list call. */
export async function heritageProjectList(
  upstream: UpstreamClient,
  keyword: string | null,
  currPage: number,
  pageSize: number,
): Promise<HeritageProjectSource[]> {
  return (await kindPage(upstream, 'project', { keyword }, currPage, pageSize)).items.map((row) => projectSource(row, 'list'));
}
