import type { DomainModule } from '../../core/module.ts';
import { instructorResolvers, loadInstructor } from './instructors.ts';
import { createGuideLoaders, type GuideLoaders } from './loaders.ts';
import { guideResolvers } from './resolvers.ts';
import { guideErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    guides: GuideLoaders;
  }
}

/**
 * Licensed tour guides (the guide query `/guide-search`, `/guide-list`) and the study tours'
 * instructors (`/study-instructor`): its SDL is `schema.graphql` beside this file.
 */
export const guidesModule: DomainModule = {
  name: 'guides',
  resolvers: { ...guideResolvers, ...instructorResolvers, Query: { ...guideResolvers.Query, ...instructorResolvers.Query } },
  errorTexts: guideErrorTexts,
  nodes: { StudyInstructor: loadInstructor },
  loaders: { guides: createGuideLoaders },
};
