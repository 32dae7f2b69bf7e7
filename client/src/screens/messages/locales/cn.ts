/** The message centre's texts (t('messages.…')). */
export default {
  title: '消息中心',
  classes: { SYSTEM: '系统消息', INTERACTION: '互动消息', SERVICE: '服务通知' },
  noneYet: '暂无消息',
  unread: '{{count}} 条未读',
  markAllRead: '全部已读',
  markedAllRead: '已全部标为已读',
  empty: '暂无消息',
  unreadDot: '未读',
  detail: '消息详情',
  replyDetail: '评论回复',
  yourComment: '我的评论',
  replied: '{{name}} 回复了你',
  viewResource: '查看原内容',
  openLink: '查看详情',
  badge: '{{count}} 条未读消息',
};
