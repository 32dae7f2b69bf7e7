/** Upstream rows of the promoter programme (API.md "Promoter programme") and what the types resolve from. */
import type { PayloadSource } from '../../core/payload.ts';
import type { UserSource } from '../viewer/index.ts';

export interface PromotionInfoRow {
  open?: string | null;
  level1Rate?: string | null;
  level2Rate?: string | null;
  promoter?: string | null;
  joinTime?: string | null;
  inviteCode?: string | null;
  pending?: string | null;
  settled?: string | null;
  total?: string | null;
  level1Num?: string | number | null;
  level2Num?: string | number | null;
}

export interface PromotionMemberRow {
  id: string | number;
  phone?: string | null;
  nickName?: string | null;
  headImg?: string | null;
  joinTime?: string | null;
  earned?: string | null;
}

export interface CommissionRow {
  id: string | number;
  level?: string | number | null;
  orderCode?: string | null;
  title?: string | null;
  memberNickName?: string | null;
  orderAmount?: string | null;
  rate?: string | null;
  amount?: string | null;
  status?: string | null;
  createTime?: string | null;
  decideTime?: string | null;
}

/** What Promotion resolves from: the request's programme summary (nothing of its own). */
export interface PromotionSource {
  __typename: 'Promotion';
}

/** What Promoter resolves from: the summary of a viewer who is a promoter. */
export interface PromoterSource {
  __typename: 'Promoter';
  info: PromotionInfoRow;
}

/** A member of a level, with the level they were listed at. */
export interface PromotionMemberSource {
  level: 1 | 2;
  row: PromotionMemberRow;
}

export interface CommissionSource {
  __typename: 'Commission';
  row: CommissionRow;
}

export interface JoinPromotionPayloadSource extends PayloadSource {
  promotion: PromotionSource | null;
  user: UserSource | null;
}
