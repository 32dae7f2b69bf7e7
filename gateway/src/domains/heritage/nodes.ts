import type { GatewayContext } from '../../core/context.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { baseKindOfType, baseKindOfTypeName } from './rules.ts';
import { baseSource, foodSource, inheritorSource, mediaSource, newsSource, projectSource } from './source.ts';
import type { AnyHeritageSource, Completeness } from './types.ts';

const completeness = (detailed: boolean): Completeness => (detailed ? 'detail' : 'list');

async function loaded<K extends 'project' | 'inheritor' | 'food' | 'news' | 'media'>(kind: K, rawId: string, ctx: GatewayContext) {
  return ctx.loaders.heritage[kind].byId.load(rawId);
}

function baseNode(typeName: string): NodeLoader<AnyHeritageSource> {
  return async (rawId, ctx) => {
    const found = await ctx.loaders.heritage.base.byId.load(rawId);
    // a base answers only under its own kind's type
    if (!found || baseKindOfType(found.row.baseType)?.typeName !== baseKindOfTypeName(typeName)?.typeName) return null;
    return baseSource(found.row, completeness(found.detailed));
  };
}

/** Node type → loader by the upstream's id (batched: several ids are one list call). */
export const heritageNodeLoaders: Record<string, NodeLoader<AnyHeritageSource>> = {
  HeritageProject: async (rawId, ctx) => {
    const found = await loaded('project', rawId, ctx);
    return found ? projectSource(found.row, completeness(found.detailed)) : null;
  },
  HeritageInheritor: async (rawId, ctx) => {
    const found = await loaded('inheritor', rawId, ctx);
    return found ? inheritorSource(found.row, completeness(found.detailed)) : null;
  },
  HeritageExperienceBase: baseNode('HeritageExperienceBase'),
  HeritageProtectionBase: baseNode('HeritageProtectionBase'),
  HeritageTeachingBase: baseNode('HeritageTeachingBase'),
  HeritageFood: async (rawId, ctx) => {
    const found = await loaded('food', rawId, ctx);
    return found ? foodSource(found.row, completeness(found.detailed)) : null;
  },
  HeritageNews: async (rawId, ctx) => {
    const found = await loaded('news', rawId, ctx);
    return found ? newsSource(found.row, completeness(found.detailed)) : null;
  },
  HeritageMedia: async (rawId, ctx) => {
    const found = await loaded('media', rawId, ctx);
    return found ? mediaSource(found.row, completeness(found.detailed)) : null;
  },
};
