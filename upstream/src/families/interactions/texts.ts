/** The interactions' user-facing texts. */
export const INTERACTION_TEXTS = {
  resourceNotFound: '资源不存在',
  resourceTypeRequired: '资源类型不正确',
  liked: '点赞成功',
  alreadyLiked: '您已点赞',
  unliked: '取消点赞成功',
  notLiked: '您未点赞',
  collected: '收藏成功',
  alreadyCollected: '您已收藏',
  uncollected: '取消收藏成功',
  notCollected: '您未收藏',
  followed: '关注成功',
  alreadyFollowed: '您已关注',
  unfollowed: '取消关注成功',
  notFollowed: '您未关注',
} as const;
