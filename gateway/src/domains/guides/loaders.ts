import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { instructorDetail } from './upstream.ts';
import type { InstructorRow } from './types.ts';

export interface GuideLoaders {
  /** Study-tour instructors' own records by id (the introduction comes only with them); null for one the site lacks. */
  instructor: DataLoader<string, InstructorRow | null>;
}

export function createGuideLoaders({ upstream }: RequestScope): GuideLoaders {
  return { instructor: new DataLoader(each((id: string) => instructorDetail(upstream, id))) };
}
