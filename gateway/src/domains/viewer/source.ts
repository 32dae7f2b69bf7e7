import type { UserInfoRow, UserSource } from './types.ts';

export function userSource(info: UserInfoRow, token: string): UserSource {
  return { __typename: 'User', info, token };
}
