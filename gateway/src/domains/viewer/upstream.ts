import type { UpstreamClient } from '../../core/upstream/client.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { FavouriteRow, PersonalCenterRow, UserInfoRow } from './types.ts';

/** Upstream calls of the personal centre (API.md "Accounts, sessions and the personal centre"). */

/**
 * The token's user WITHOUT rotating the token; null when the token is unknown, expired or
 * logged out (code 2): a screen then shows the signed-out state.
 */
export async function dsUserInfo(upstream: UpstreamClient): Promise<UserInfoRow | null> {
  const envelope = await upstream.get('user/api/userInfo/getDsUserInfo');
  if (envelope.code === 2) return null;
  const row = decodeData<UserInfoRow>(envelope);
  return row && typeof row === 'object' && row.unid ? row : null;
}

export async function personalCenterInfo(upstream: UpstreamClient): Promise<PersonalCenterRow> {
  return (await upstream.getData<PersonalCenterRow>('user/api/userBind/personalCenterInfo')) ?? {};
}

export function favouriteList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<FavouriteRow>> {
  return upstream.getPage<FavouriteRow>('res/api/interactManage/vipCollectionList', { currPage, pageSize });
}

/** updateUserInfo: only the parameters sent change (API.md "Accounts"); answers the UserInfo. */
export function updateUserInfo(upstream: UpstreamClient, params: Record<string, string>): Promise<Envelope> {
  return upstream.post('user/api/userInfo/updateUserInfo', params);
}

/** updateHeadImg: the avatar becomes an uploaded picture (its storage key `uploads/<name>`); answers the UserInfo. */
export function updateHeadImg(upstream: UpstreamClient, key: string): Promise<Envelope> {
  return upstream.post('user/api/userInfo/updateHeadImg', { headImg: key });
}
