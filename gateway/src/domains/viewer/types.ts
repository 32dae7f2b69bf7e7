import type { UserErrorSource } from '../../core/user-errors.ts';

/** UserInfo as the upstream sends it (API.md "Accounts"). */
export interface UserInfoRow {
  unid: string;
  userToken?: string | null;
  userCenterToken?: string | null;
  /** SM4 hex of the phone ("" when none is bound). */
  encryption?: string | null;
  /** Masked phone, "" when none. */
  phone?: string | null;
  nickName?: string | null;
  headImg?: string | null;
  siteId?: string | number | null;
  volunteerStatus?: string | number | null;
  wechatOpenId?: string | null;
  signature?: string | null;
  email?: string | null;
  schoolName?: string | null;
  companyName?: string | null;
  realName?: string | null;
  /** The ID number masked ("" when none); the gateway masks `idCardEncryption` itself. */
  idCard?: string | null;
  /** SM4 hex of the ID number ("" when none). */
  idCardEncryption?: string | null;
  regionCode?: string | null;
  address?: string | null;
  [key: string]: unknown;
}

export interface PersonalCenterRow {
  collectionNum?: string | number | null;
  likeNum?: string | number | null;
  commentNum?: string | number | null;
  focusNum?: string | number | null;
  fansNum?: string | number | null;
  orderNum?: string | number | null;
  integral?: string | number | null;
}

export interface FavouriteRow {
  resourceId: string | number;
  resourceType?: string | null;
  resourceName?: string | null;
  images?: string | null;
  createTime?: string | null;
}

/** What User resolves from: the user's info; their personal calls use the request's session (`ctx.session`). */
export interface UserSource {
  __typename: 'User';
  info: UserInfoRow;
}

export interface ViewerSource {
  user: UserSource | null;
  /** A session token was sent and the upstream answered code 2 for it. */
  sessionExpired: boolean;
}

/** An edge of the connection builder over vipCollectionList rows. */
export interface FavouriteEdgeSource {
  node: FavouriteRow;
  cursor: string;
}

/** What the profile mutations' payloads resolve from: the user as the upstream answered the write. */
export interface ProfilePayloadSource {
  user: UserSource | null;
  errors: UserErrorSource[];
}
