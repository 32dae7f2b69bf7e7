import type { PayloadSource } from '../../core/payload.ts';

/** A subscription of `res/api/subscribe/myList` (API.md "Booking subscriptions"). */
export interface SubscriptionRow {
  id?: unknown;
  resourceType?: unknown;
  resourceId?: unknown;
  resourceName?: unknown;
  date?: unknown;
  status?: unknown;
  createTime?: unknown;
  notifyTime?: unknown;
}

/** What `BookingSubscription` resolves from. */
export interface SubscriptionSource {
  __typename: 'BookingSubscription';
  id: string;
  row: SubscriptionRow;
}

/** What `SubscribeToBookingDayPayload` resolves from. */
export interface SubscribePayloadSource extends PayloadSource {
  subscriptionId: string | null;
}

/** What `CancelBookingSubscriptionPayload` resolves from. */
export interface CancelPayloadSource extends PayloadSource {
  cancelledId: string | null;
}
