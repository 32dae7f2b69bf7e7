/** The message centre's texts (t('messages.…')). */
export default {
  title: 'メッセージ',
  classes: { SYSTEM: 'システムメッセージ', INTERACTION: 'インタラクション', SERVICE: 'サービス通知' },
  noneYet: 'メッセージはまだありません',
  unread: '未読 {{count}} 件',
  markAllRead: 'すべて既読にする',
  markedAllRead: 'すべて既読にしました',
  empty: 'メッセージはありません',
  unreadDot: '未読',
  detail: 'メッセージ詳細',
  replyDetail: 'コメントへの返信',
  yourComment: 'あなたのコメント',
  replied: '{{name}}さんが返信しました',
  viewResource: '元のコンテンツを見る',
  openLink: '詳細を見る',
  badge: '未読メッセージ {{count}} 件',
};
