/** The follows family's texts (t('follows.…')). */
export default {
  fans: '내 팔로워',
  following: '팔로잉',
  people: '팔로우한 사람',
  follow: '팔로우',
  followingButton: '팔로잉',
  followBack: '맞팔로우',
  emptyFans: '아직 팔로워가 없습니다',
  emptyFollowing: '아직 팔로우한 사람이 없습니다',
  emptyAttention: '아직 팔로우한 항목이 없습니다',
  followed: '팔로우했습니다',
  unfollowed: '팔로우를 취소했습니다',
  attention: '팔로우한 콘텐츠',
  fansLink: '내 팔로워',
  kind: {
    ACTIVITY: '팔로우한 행사',
    VOLUNTEER_TEAM: '팔로우한 봉사팀',
    STORY: '팔로우한 게시물',
    TOPIC: '팔로우한 커뮤니티',
  },
};
