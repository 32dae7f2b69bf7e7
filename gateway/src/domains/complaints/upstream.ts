import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { ComplaintContactRow, ComplaintRow, ComplaintSettingsRow, ComplaintTypeRow } from './types.ts';

/** Upstream calls of complaints (API.md "Complaints"). */

export async function complaintSettings(upstream: UpstreamClient): Promise<ComplaintSettingsRow> {
  return (await upstream.getData<ComplaintSettingsRow>('res/api/complaints/config')) ?? {};
}

export async function complaintTypes(upstream: UpstreamClient): Promise<ComplaintTypeRow[]> {
  return (await upstream.getPage<ComplaintTypeRow>('res/api/complaints/typeList', { pageSize: 50 })).items;
}

/** The token's user's complaints on the site, newest first; `status` "0" | "1" | "2" or all. */
export function complaintList(
  upstream: UpstreamClient,
  status: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<ComplaintRow>> {
  return upstream.getPage<ComplaintRow>('res/api/complaints/list', { status, currPage, pageSize });
}

export function complaintDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/complaints/detail', { id });
}

export function lastRecordInfo(upstream: UpstreamClient): Promise<ComplaintContactRow | null> {
  return upstream.getData<ComplaintContactRow>('res/api/complaints/lastRecordInfo');
}

/** The form body of `save` (form-encoded). */
export interface ComplaintForm {
  name: string;
  phone: string;
  sex: string;
  typeId: string;
  respondent: string;
  resourceType: string | null;
  resourceId: string | null;
  longitude: number | null;
  latitude: number | null;
  address: string;
  detailAddress: string;
  happenTime: string;
  reason: string;
  images: string;
  channel: 'FORM' | 'PLACE';
}

export function saveComplaint(upstream: UpstreamClient, form: ComplaintForm): Promise<Envelope> {
  return upstream.post('res/api/complaints/save', { ...form });
}

export interface VoiceComplaintForm {
  audio: string;
  audioTime: number;
  phone: string;
  resourceType: string | null;
  resourceId: string | null;
  longitude: number | null;
  latitude: number | null;
  address: string;
}

export function saveAudioComplaint(upstream: UpstreamClient, form: VoiceComplaintForm): Promise<Envelope> {
  return upstream.post('res/api/complaints/saveAudio', { ...form });
}

export function satisfiedFeedback(upstream: UpstreamClient, id: string, satisfied: boolean, content: string): Promise<Envelope> {
  return upstream.post('res/api/complaints/satisfiedFeedback', { id, satisfied: satisfied ? '1' : '0', content });
}
