/** The message centre's texts (t('messages.…')). */
export default {
  title: 'Messages',
  classes: { SYSTEM: 'System messages', INTERACTION: 'Interactions', SERVICE: 'Service notices' },
  noneYet: 'No messages yet',
  unread: '{{count}} unread',
  markAllRead: 'Mark all read',
  markedAllRead: 'All marked as read',
  empty: 'No messages',
  unreadDot: 'Unread',
  detail: 'Message',
  replyDetail: 'Reply to your comment',
  yourComment: 'Your comment',
  replied: '{{name}} replied',
  viewResource: 'View the original',
  openLink: 'View details',
  badge: '{{count}} unread messages',
};
