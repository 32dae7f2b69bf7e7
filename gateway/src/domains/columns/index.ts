import type { DomainModule } from '../../core/module.ts';
import { createColumnLoaders } from './loaders.ts';
import type { ColumnLoaders } from './loaders.ts';
import { columnResolvers, loadColumn } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    columns: ColumnLoaders;
  }
}

/** The columns domain (专栏: a channel with sub-channels and their articles): its SDL is `schema.graphql` beside this file. */
export const columnsModule: DomainModule = {
  name: 'columns',
  resolvers: columnResolvers,
  nodes: { Column: loadColumn },
  loaders: { columns: createColumnLoaders },
};
