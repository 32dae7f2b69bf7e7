import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { ContactRow } from './types.ts';

/** Upstream calls of regular contacts (API.md "Regular contacts"). Numbers and phones travel SM4 hex. */

export function contactList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<ContactRow>> {
  return upstream.getPage<ContactRow>('user/api/userContact/list', { currPage, pageSize });
}

/** A contact's form: `certNumber` and `phone` SM4 hex (empty on update: keep the stored one). */
export interface ContactForm {
  name: string;
  certType: string;
  certNumber: string;
  phone: string;
}

export function saveContact(upstream: UpstreamClient, form: ContactForm): Promise<Envelope> {
  return upstream.post('user/api/userContact/save', { ...form });
}

export function updateContact(upstream: UpstreamClient, id: string, form: ContactForm): Promise<Envelope> {
  return upstream.post('user/api/userContact/update', { id, ...form });
}

export function deleteContact(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('user/api/userContact/delete', { id });
}
