import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { ClassCountData, MessageRow, ReplyDetailRow } from './types.ts';

/** Upstream calls of the message centre (API.md "Message centre"). */

export function classCount(upstream: UpstreamClient): Promise<ClassCountData | null> {
  return upstream.getData<ClassCountData>('websocket/api/message/classCount');
}

export function messageList(
  upstream: UpstreamClient,
  msgClass: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<MessageRow>> {
  return upstream.getPage<MessageRow>('websocket/api/message/list', { msgClass, currPage, pageSize });
}

/** The caller's messages among `ids` (others' and unknown ones left out). */
export async function messagesAmong(upstream: UpstreamClient, ids: readonly string[]): Promise<MessageRow[]> {
  return (await upstream.getPage<MessageRow>('websocket/api/message/list', { ids: ids.join(',') })).items;
}

export function replyDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('websocket/api/message/replyDetail', { id });
}

export function markRead(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('websocket/api/message/read', { id });
}

export function markAllRead(upstream: UpstreamClient, msgClass: string | null): Promise<Envelope> {
  return upstream.post('websocket/api/message/readAll', msgClass ? { msgClass } : {});
}

export type { ReplyDetailRow };
