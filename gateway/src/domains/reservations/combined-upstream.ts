import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { AppointmentDetailRow, ConsumptionRow, OfferRow } from './combined-types.ts';

/** One page of what the site's places offer on `date` (of one resourceType, or '' both). */
export function offerPage(
  upstream: UpstreamClient,
  date: string,
  resourceType: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<OfferRow>> {
  return upstream.getPage<OfferRow>('res/api/appointment/resources', { date, resourceType, currPage, pageSize });
}

/** What the places `ids` offer on `date` (one call for them all). */
export async function offersOf(upstream: UpstreamClient, date: string, ids: readonly string[]): Promise<OfferRow[]> {
  return (await upstream.getPage<OfferRow>('res/api/appointment/resources', { date, ids: ids.join(',') })).items;
}

export function makeAppointmentCall(
  upstream: UpstreamClient,
  form: { date: string; items: string; contactIds: string },
): Promise<Envelope> {
  return upstream.post('res/api/appointment/make', form);
}

/** The caller's own appointment; null when missing or another user's (the upstream answers both alike). */
export async function appointmentDetail(upstream: UpstreamClient, appointmentCode: string): Promise<AppointmentDetailRow | null> {
  const row = await orNotFound(upstream.getData<AppointmentDetailRow>('res/api/appointment/detail', { appointmentCode }));
  return row && typeof row === 'object' && row.appointmentCode ? row : null;
}

export function consumptionPage(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<ConsumptionRow>> {
  return upstream.getPage<ConsumptionRow>('res/api/appointment/consumption', { currPage, pageSize });
}

/** Cancels the caller's appointment whole (one transaction upstream: every voucher or none). */
export function cancelAppointmentCall(upstream: UpstreamClient, appointmentCode: string): Promise<Envelope> {
  return upstream.post('res/api/appointment/cancel', { appointmentCode });
}
