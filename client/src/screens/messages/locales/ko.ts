/** The message centre's texts (t('messages.…')). */
export default {
  title: '메시지',
  classes: { SYSTEM: '시스템 메시지', INTERACTION: '상호작용', SERVICE: '서비스 알림' },
  noneYet: '아직 메시지가 없습니다',
  unread: '읽지 않음 {{count}}개',
  markAllRead: '모두 읽음',
  markedAllRead: '모두 읽음으로 표시했습니다',
  empty: '메시지가 없습니다',
  unreadDot: '읽지 않음',
  detail: '메시지 상세',
  replyDetail: '댓글 답글',
  yourComment: '내 댓글',
  replied: '{{name}}님이 답글을 남겼습니다',
  viewResource: '원본 보기',
  openLink: '자세히 보기',
  badge: '읽지 않은 메시지 {{count}}개',
};
