/** The integrity (credit) texts: the credit banner and the booking refusal (t('credit.…')). */
export default {
  bannerTitle: '信用予約',
  bannerRule: '予約を守りましょう。予約には一定の信用スコアが必要です',
  bannerRequired: 'この活動の予約には信用スコア{{score}}点以上が必要です',
  bannerScore: '私のスコア {{score}}',
  bannerLogin: 'ログインしてスコアを確認',
  myIntegrity: '私の信用',
  gotIt: '了解しました',
  refusedTitle: '信用のお知らせ',
};
