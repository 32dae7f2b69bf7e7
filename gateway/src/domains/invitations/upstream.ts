import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { InviteeRow, InviteInfoRow } from './types.ts';

/** Upstream calls of invitations (API.md "Invitations"). */

export function inviteInfo(upstream: UpstreamClient): Promise<InviteInfoRow | null> {
  return upstream.getData<InviteInfoRow>('user/api/vipInvite/inviteInfo');
}

export function inviteList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<InviteeRow>> {
  return upstream.getPage<InviteeRow>('user/api/vipInvite/inviteList', { currPage, pageSize });
}

export function bindInviteCode(upstream: UpstreamClient, inviteCode: string): Promise<Envelope> {
  return upstream.post('user/api/vipInvite/bindInviteCode', { inviteCode });
}
