import type { NewsArticleSource, NewsChannelRow, NewsChannelSource, NewsRow } from './types.ts';

export function newsSource(row: NewsRow, detailed: boolean): NewsArticleSource {
  return { __typename: 'NewsArticle', id: String(row.id), row, detailed };
}

export function channelSource(row: NewsChannelRow): NewsChannelSource {
  return { __typename: 'NewsChannel', code: row.channelCode, name: row.channelName?.trim() || row.channelCode };
}
