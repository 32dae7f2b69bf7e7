/** Upstream rows of invitations (API.md "Invitations") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { UserSource } from '../viewer/index.ts';

export interface InviteInfoRow {
  inviteCode?: string | null;
  inviteNum?: string | number | null;
  giftIntegral?: string | number | null;
  perInviteIntegral?: string | number | null;
  bound?: string | number | null;
  inviterNickName?: string | null;
}

export interface InviteeRow {
  id: string | number;
  nickName?: string | null;
  headImg?: string | null;
  integral?: string | number | null;
  createTime?: string | null;
}

/** What InvitationSummary resolves from: the request's loader (nothing of its own). */
export interface InvitationSummarySource {
  __typename: 'InvitationSummary';
}

/** What BindInvitationCodePayload resolves from. */
export interface BindInvitationCodePayloadSource {
  errors: UserErrorSource[];
  inviterNickname: string | null;
  user: UserSource | null;
}
