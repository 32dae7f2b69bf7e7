/** The follows family's texts (t('follows.…')). */
export default {
  fans: '我的粉丝',
  following: '我的关注',
  people: '关注的人',
  follow: '关注',
  followingButton: '已关注',
  followBack: '回关',
  emptyFans: '还没有粉丝',
  emptyFollowing: '还没有关注的人',
  emptyAttention: '还没有关注',
  followed: '已关注',
  unfollowed: '已取消关注',
  attention: '我关注的内容',
  fansLink: '我的粉丝',
  kind: {
    ACTIVITY: '关注的活动',
    VOLUNTEER_TEAM: '关注的志愿团队',
    STORY: '关注的动态',
    TOPIC: '关注的社区',
  },
};
