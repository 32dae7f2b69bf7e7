import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { RequestScope } from '../../core/context.ts';
import { commentSource, parseCommentRawId } from './source.ts';
import { averageStar, commentList, emoticonList, tagCounts, tagList } from './upstream.ts';
import type { AvgStarRow, CommentSource, EmoticonRow, TagCountRow, TagRow } from './types.ts';
import { each } from '../../core/loaders.ts';

export interface CommentLoaders {
  /** The emoticon catalogue, once per request. */
  emoticons(): Promise<EmoticonRow[]>;
  /** Review tags by resourceType. */
  tags: DataLoader<string, TagRow[]>;
  /** Average stars keyed `resourceType:resourceId`. */
  averageStar: DataLoader<string, AvgStarRow>;
  /** Tag counts keyed `resourceType:resourceId`. */
  tagCounts: DataLoader<string, TagCountRow[]>;
  /** Comments by raw id `resourceType:resourceId:commentId` (found by paging the resource's list). */
  comment: DataLoader<string, CommentSource | null>;
}

export const resourceKey = (resourceType: string, resourceId: string) => `${resourceType}:${resourceId}`;

function splitKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

/** How far node(id:) looks for a comment: the newest COMMENT_SCAN_PAGES × 50 comments of its resource. */
export const COMMENT_SCAN_PAGES = 10;

/**
 * The upstream has no comment-detail path: a comment is found in its resource's list (newest
 * first, 50 per page). Comments older than the scanned window resolve to null.
 */
async function findComment(upstream: UpstreamClient, rawId: string): Promise<CommentSource | null> {
  const key = parseCommentRawId(rawId);
  if (!key) return null;
  for (let page = 1; page <= COMMENT_SCAN_PAGES; page += 1) {
    const rows = await commentList(upstream, key.resourceType, key.resourceId, page, 50);
    const found = rows.items.find((row) => String(row.id) === key.id);
    if (found) return commentSource(found, key);
    if (page >= rows.totalPage) break;
  }
  return null;
}

export function createCommentLoaders({ upstream }: RequestScope): CommentLoaders {
  let emoticons: Promise<EmoticonRow[]> | null = null;
  return {
    emoticons: () => (emoticons ??= emoticonList(upstream)),
    tags: new DataLoader(each((resourceType: string) => tagList(upstream, resourceType))),
    averageStar: new DataLoader(each((key: string) => averageStar(upstream, ...splitKey(key)))),
    tagCounts: new DataLoader(each((key: string) => tagCounts(upstream, ...splitKey(key)))),
    comment: new DataLoader(each((rawId: string) => findComment(upstream, rawId))),
  };
}
