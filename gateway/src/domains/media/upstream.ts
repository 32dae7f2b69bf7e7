import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { LIBRARY } from './rules.ts';
import type { LibraryRow, ScenicMediaKind, StreamCommentRow, StreamMediaRow } from './types.ts';

/** Upstream calls of the media domain (API.md "Media"). */

export function streamMediaList(
  upstream: UpstreamClient,
  scenicId: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<StreamMediaRow>> {
  return upstream.getPage<StreamMediaRow>('res/api/streamMedia/list', { scenicId, currPage, pageSize });
}

export async function streamMediaByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<StreamMediaRow[]> {
  return (await upstream.getPage<StreamMediaRow>('res/api/streamMedia/list', { ids: ids.join(','), pageSize: ids.length })).items;
}

export function streamComments(
  upstream: UpstreamClient,
  id: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<StreamCommentRow>> {
  return upstream.getPage<StreamCommentRow>('res/api/streamMedia/getCommentByone', { id, currPage, pageSize });
}

export function likeStreamMedia(upstream: UpstreamClient, id: string, liked: boolean): Promise<Envelope> {
  return upstream.post('res/api/streamMedia/like', { id, likeStatus: liked ? 1 : 0 });
}

export function commentStreamMedia(upstream: UpstreamClient, id: string, content: string): Promise<Envelope> {
  return upstream.post('res/api/streamMedia/saveComment', { id, content });
}

export function libraryList(
  upstream: UpstreamClient,
  kind: ScenicMediaKind,
  scenicId: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<LibraryRow>> {
  return upstream.getPage<LibraryRow>(LIBRARY[kind].path, { scenicId, currPage, pageSize });
}

export async function libraryByIds(upstream: UpstreamClient, kind: ScenicMediaKind, ids: readonly string[]): Promise<LibraryRow[]> {
  return (await upstream.getPage<LibraryRow>(LIBRARY[kind].path, { ids: ids.join(','), pageSize: ids.length })).items;
}
