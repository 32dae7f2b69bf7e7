/** The follows family's texts (t('follows.…')). */
export default {
  fans: 'My fans',
  following: 'Following',
  people: 'People I follow',
  follow: 'Follow',
  followingButton: 'Following',
  followBack: 'Follow back',
  emptyFans: 'No fans yet',
  emptyFollowing: 'You follow no one yet',
  emptyAttention: 'Nothing followed yet',
  followed: 'Followed',
  unfollowed: 'Unfollowed',
  attention: 'What I follow',
  fansLink: 'My fans',
  kind: {
    ACTIVITY: 'Followed activities',
    VOLUNTEER_TEAM: 'Followed volunteer teams',
    STORY: 'Followed dynamics',
    TOPIC: 'Followed communities',
  },
};
