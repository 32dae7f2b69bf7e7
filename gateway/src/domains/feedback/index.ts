import type { DomainModule } from '../../core/module.ts';
import { FEEDBACK_REFUSALS } from './refusals.ts';
import { feedbackNodeLoaders, feedbackResolvers } from './resolvers.ts';
import { createFeedbackLoaders } from './loaders.ts';
import type { FeedbackLoaders } from './loaders.ts';
import { feedbackErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    feedback: FeedbackLoaders;
  }
}

/** Feedback: what the user tells the platform (categories, sending with pictures, the user's feedback and its answers). */
export const feedbackModule: DomainModule = {
  name: 'feedback',
  resolvers: feedbackResolvers,
  nodes: feedbackNodeLoaders,
  loaders: { feedback: createFeedbackLoaders },
  errorTexts: feedbackErrorTexts,
  refusals: FEEDBACK_REFUSALS,
};
