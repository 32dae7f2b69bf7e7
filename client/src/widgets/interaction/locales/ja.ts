/** The interaction bar's texts (t('interact.…')). */
export default {
  like: 'いいね',
  favourite: 'お気に入り',
  comment: 'コメント',
  say: 'コメントを書く…',
  praise: 'いいねありがとうございます',
  collect: 'お気に入り登録ありがとうございます',
  follow: 'フォローありがとうございます',
  cancelled: '取り消しました',
};
