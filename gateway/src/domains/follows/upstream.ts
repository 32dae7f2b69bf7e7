import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { FollowedRow, PersonRow } from './types.ts';

/** Upstream calls of the follows (API.md "Interactions" `focusList`, "Following people"). */

/** What the token's user follows of one resourceType on the site, latest first. */
export function followedList(
  upstream: UpstreamClient,
  resourceType: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<FollowedRow>> {
  return upstream.getPage<FollowedRow>('res/api/interactManage/focusList', { resourceType, currPage, pageSize });
}

/** The token's user's fans (`fansList`) or the people they follow (`focusList`). */
export function personList(
  upstream: UpstreamClient,
  list: 'fansList' | 'focusList',
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<PersonRow>> {
  return upstream.getPage<PersonRow>(`user/api/userFocus/${list}`, { currPage, pageSize });
}

export function setPersonFollow(upstream: UpstreamClient, unid: string, active: boolean): Promise<Envelope> {
  return upstream.post(`user/api/userFocus/${active ? 'focus' : 'cancelFocus'}`, { userId: unid });
}
