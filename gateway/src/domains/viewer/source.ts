import type { UserInfoRow, UserSource } from './types.ts';

export function userSource(info: UserInfoRow): UserSource {
  return { __typename: 'User', info };
}
