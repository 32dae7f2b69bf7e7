import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { detailById } from '../../core/upstream/envelope.ts';
import { feedbackCategories, feedbackDetail } from './upstream.ts';
import type { FeedbackCategoryRow, FeedbackDetailRow } from './types.ts';

export interface FeedbackLoaders {
  /** The site's feedback categories, once per request. */
  categories(): Promise<FeedbackCategoryRow[]>;
  /** A feedback's detail by upstream id (the user's own; null when it is not theirs or does not exist). */
  detail: DataLoader<string, FeedbackDetailRow | null>;
}

export function createFeedbackLoaders(scope: RequestScope): FeedbackLoaders {
  let categories: Promise<FeedbackCategoryRow[]> | null = null;
  return {
    categories: () => (categories ??= feedbackCategories(scope.upstream)),
    // the upstream has no batch form of the detail: one call per feedback (a screen shows one)
    detail: new DataLoader(each((id: string) => detailById<FeedbackDetailRow>(id, (raw) => feedbackDetail(scope.upstream, raw)))),
  };
}
