import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { FeedbackCategoryRow, FeedbackRow } from './types.ts';

/** Upstream calls of feedback (API.md "Feedback"). */

export async function feedbackCategories(upstream: UpstreamClient): Promise<FeedbackCategoryRow[]> {
  return (await upstream.getPage<FeedbackCategoryRow>('user/api/feedback/types', { pageSize: 50 })).items;
}

/** The token's user's feedback on the site, newest first. */
export function feedbackList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<FeedbackRow>> {
  return upstream.getPage<FeedbackRow>('user/api/feedback/list', { currPage, pageSize });
}

export function feedbackDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('user/api/feedback/detail', { id });
}

/** The form body of `save` (form-encoded). */
export interface FeedbackForm {
  typeId: string;
  content: string;
  /** Comma-separated upload keys. */
  images: string;
  contact: string;
}

export function saveFeedback(upstream: UpstreamClient, form: FeedbackForm): Promise<Envelope> {
  return upstream.post('user/api/feedback/save', { ...form });
}
