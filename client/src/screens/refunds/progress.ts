import type { RefundProgress } from '../../__generated__/RefundListScreenQuery.graphql';

/** A refund's progress values in the order a refund moves through them (REJECTED ends it instead). */
export const PROGRESS: readonly Exclude<RefundProgress, '%future added value'>[] = ['APPLIED', 'APPROVED', 'REFUNDED', 'REJECTED'];
