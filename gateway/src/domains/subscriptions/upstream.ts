import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { SubscriptionRow } from './types.ts';

/** The booking subscriptions' calls (API.md "Booking subscriptions"). */
const P = 'res/api/subscribe/';

export function subscriptionList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<SubscriptionRow>> {
  return upstream.getPage<SubscriptionRow>(`${P}myList`, { currPage, pageSize });
}

export function saveSubscription(upstream: UpstreamClient, resourceType: string, resourceId: string, date: string): Promise<Envelope> {
  return upstream.post(`${P}save`, { resourceType, resourceId, date });
}

export function cancelSubscription(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post(`${P}cancel`, { id });
}
