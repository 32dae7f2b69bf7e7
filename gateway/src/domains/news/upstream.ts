import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { NewsChannelRow, NewsRow } from './types.ts';

/** Upstream calls of the news domain (API.md "News (content)"). */

export async function channelList(upstream: UpstreamClient): Promise<NewsChannelRow[]> {
  return (await upstream.getPage<NewsChannelRow>('res/api/content/channelList', { pageSize: 50 })).items;
}

export function newsList(
  upstream: UpstreamClient,
  channelCode: string | null,
  currPage: number,
  pageSize: number,
  /** Only the articles of this upstream content type (`VIDEO`…); null for every kind. */
  contentType: string | null = null,
): Promise<UpstreamPage<NewsRow>> {
  return upstream.getPage<NewsRow>('res/api/content/list', { channelCode, contentType, currPage, pageSize });
}

/** The news linked to one resource (getNewsList by linksResourceType and linksResourceId), newest first. */
export function newsListLinkedTo(
  upstream: UpstreamClient,
  linksResourceType: string,
  linksResourceId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<NewsRow>> {
  return upstream.getPage<NewsRow>('res/api/content/list', {
    linksResourceType,
    linksResourceId,
    orderType: 'publishTime',
    currPage,
    pageSize,
  });
}

/** Response B list used by the home news shelf. */
export function newsSimplifyList(
  upstream: UpstreamClient,
  channelCode: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<NewsRow>> {
  return upstream.getPage<NewsRow>('res/api/content/simplifyList', { channelCode, currPage, pageSize });
}

export async function newsDetail(upstream: UpstreamClient, id: string): Promise<NewsRow | null> {
  return orNotFound(upstream.getData<NewsRow>('res/api/content/detail', { id }));
}
