import type { AttentionKind } from './AttentionScreen';

/** Each attention page's path, in the order /user-focus links them. */
export const ATTENTION_PATHS: readonly (readonly [AttentionKind, string])[] = [
  ['ACTIVITY', '/activity-attention'],
  ['VOLUNTEER_TEAM', '/volunteer-attention'],
  ['STORY', '/dynamic-attention'],
  ['TOPIC', '/community-attention'],
];
