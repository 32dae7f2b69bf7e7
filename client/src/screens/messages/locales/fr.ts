/** The message centre's texts (t('messages.…')). */
export default {
  title: 'Messages',
  classes: { SYSTEM: 'Messages système', INTERACTION: 'Interactions', SERVICE: 'Avis de service' },
  noneYet: 'Aucun message pour le moment',
  unread: '{{count}} non lu(s)',
  markAllRead: 'Tout marquer comme lu',
  markedAllRead: 'Tout est marqué comme lu',
  empty: 'Aucun message',
  unreadDot: 'Non lu',
  detail: 'Message',
  replyDetail: 'Réponse à votre commentaire',
  yourComment: 'Votre commentaire',
  replied: '{{name}} a répondu',
  viewResource: 'Voir le contenu',
  openLink: 'Voir le détail',
  badge: '{{count}} messages non lus',
};
