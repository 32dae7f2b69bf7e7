import type { InteractionRow } from './types.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

export type InteractionKind = 'LIKE' | 'FAVOURITE' | 'FOLLOW';

/** The toggle paths (API.md "Interactions"): [on, off]. */
export const TOGGLE_PATHS: Record<InteractionKind, [string, string]> = {
  LIKE: ['res/api/interactManage/like', 'res/api/interactManage/cancelLike'],
  FAVOURITE: ['res/api/interactManage/collection', 'res/api/interactManage/cancelCollection'],
  FOLLOW: ['res/api/interactManage/focus', 'res/api/interactManage/cancelFocus'],
};

/**
 * The backend's quirk: repeating a toggle answers code 1 "您已点赞" / "您未点赞" / ... although
 * nothing is wrong. The wanted state holds, so these count as success.
 */
export const ALREADY_IN_STATE = /^(您已点赞|您未点赞|您已收藏|您未收藏|您已关注|您未关注)/;

export function toggle(
  upstream: UpstreamClient,
  kind: InteractionKind,
  active: boolean,
  resourceType: string,
  resourceId: string,
): Promise<Envelope> {
  const [on, off] = TOGGLE_PATHS[kind];
  return upstream.post(active ? on : off, { resourceType, resourceId });
}

/** Counts and the viewer's state of many resources of one type, in one call. */
export async function resourceCounts(upstream: UpstreamClient, resourceType: string, ids: readonly string[]): Promise<InteractionRow[]> {
  const page = await upstream.getPage<InteractionRow>('res/api/interactManage/resourceCount', {
    resourceType,
    resourceIds: ids.join(','),
    pageSize: ids.length,
  });
  return page.items;
}
