/** The follows family's texts (t('follows.…')). */
export default {
  fans: 'Mes abonnés',
  following: 'Mes abonnements',
  people: 'Personnes suivies',
  follow: 'Suivre',
  followingButton: 'Suivi',
  followBack: 'Suivre en retour',
  emptyFans: 'Pas encore d’abonnés',
  emptyFollowing: 'Vous ne suivez personne',
  emptyAttention: 'Rien de suivi pour le moment',
  followed: 'Suivi',
  unfollowed: 'Vous ne suivez plus',
  attention: 'Ce que je suis',
  fansLink: 'Mes abonnés',
  kind: {
    ACTIVITY: 'Activités suivies',
    VOLUNTEER_TEAM: 'Équipes de bénévoles suivies',
    STORY: 'Publications suivies',
    TOPIC: 'Communautés suivies',
  },
};
