import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { VoteRow, WorkRow } from './types.ts';

/** Upstream calls of votes (API.md "Votes"; designed in the reference upstream). */

export function voteList(
  upstream: UpstreamClient,
  status: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<VoteRow>> {
  return upstream.getPage<VoteRow>('res/api/vote/list', { status, currPage, pageSize });
}

export function voteDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/vote/detail', { id });
}

export function workList(
  upstream: UpstreamClient,
  voteId: string,
  keyword: string | null,
  sortType: '1' | '2',
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<WorkRow>> {
  return upstream.getPage<WorkRow>('res/api/vote/workList', { voteId, keyword, sortType, currPage, pageSize });
}

export function workDetail(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/vote/workDetail', { id });
}

export function castVote(upstream: UpstreamClient, workId: string): Promise<Envelope> {
  return upstream.post('res/api/vote/vote', { workId });
}

export interface JoinForm {
  voteId: string;
  id: string | null;
  title: string;
  author: string;
  phone: string;
  description: string;
  images: string;
  video: string;
}

export function joinVote(upstream: UpstreamClient, form: JoinForm): Promise<Envelope> {
  return upstream.post('res/api/vote/join', { ...form });
}

export function myJoinList(
  upstream: UpstreamClient,
  voteId: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<WorkRow>> {
  return upstream.getPage<WorkRow>('res/api/vote/myJoinList', { voteId, currPage, pageSize });
}

export function myVoteList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<VoteRow>> {
  return upstream.getPage<VoteRow>('res/api/vote/myVoteList', { currPage, pageSize });
}
