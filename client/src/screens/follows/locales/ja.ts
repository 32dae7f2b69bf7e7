/** The follows family's texts (t('follows.…')). */
export default {
  fans: 'フォロワー',
  following: 'フォロー中',
  people: 'フォロー中の人',
  follow: 'フォロー',
  followingButton: 'フォロー中',
  followBack: 'フォローバック',
  emptyFans: 'まだフォロワーはいません',
  emptyFollowing: 'まだ誰もフォローしていません',
  emptyAttention: 'まだフォローしていません',
  followed: 'フォローしました',
  unfollowed: 'フォローを解除しました',
  attention: 'フォロー中のコンテンツ',
  fansLink: 'フォロワー',
  kind: {
    ACTIVITY: 'フォロー中のイベント',
    VOLUNTEER_TEAM: 'フォロー中のボランティアチーム',
    STORY: 'フォロー中の投稿',
    TOPIC: 'フォロー中のコミュニティ',
  },
};
