import type { DomainModule } from '../../core/module.ts';
import { commentResolvers } from './resolvers.ts';
import { commentNodeLoaders } from './nodes.ts';
import { createCommentLoaders } from './loaders.ts';
import type { CommentLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    comments: CommentLoaders;
  }
}

/** The comments domain: its SDL is `schema.graphql` beside this file. */
export const commentsModule: DomainModule = {
  name: 'comments',
  resolvers: commentResolvers,
  nodes: { ...commentNodeLoaders },
  loaders: { comments: createCommentLoaders },
};

// What other domains use of this one (they import it from here only).
export { commentSource } from './source.ts';
export { commentable as commentableResolvers } from './resolvers.ts';
export { mineCommentList, saveComment } from './upstream.ts';
export { isCatalogueId, validateComment } from './validation.ts';
