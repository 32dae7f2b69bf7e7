/** The follows family's words: its answers and refusals (the service's own, in Chinese as the vendor's are). */
export const FOLLOW_TEXTS = {
  followed: '关注成功',
  unfollowed: '已取消关注',
  alreadyFollowed: '您已关注',
  notFollowed: '您未关注',
  noSuchUser: '用户不存在',
  self: '不能关注自己',
} as const;
