/** Upstream rows of feedback (API.md "Feedback") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

export interface FeedbackRow {
  id: string | number;
  typeId?: string | number | null;
  typeName?: string | null;
  content?: string | null;
  images?: string | null;
  status?: string | number | null;
  createTime?: string | null;
  reply?: string | null;
  replier?: string | null;
  replyTime?: string | null;
}

export interface FeedbackDetailRow extends FeedbackRow {
  contact?: string | null;
}

export interface FeedbackCategoryRow {
  id: string | number;
  name?: string | null;
}

/**
 * What Feedback resolves from: a list item (`complete: false`; its contact, the one detail-only
 * field, loads the detail once, through the loader) or the detail.
 */
export interface FeedbackSource {
  __typename: 'Feedback';
  id: string;
  row: FeedbackRow | FeedbackDetailRow;
  complete: boolean;
}

/** What SendFeedbackPayload resolves from. */
export interface FeedbackPayloadSource {
  errors: UserErrorSource[];
  /** The feedback's upstream id once sent. */
  feedbackId: string | null;
}
