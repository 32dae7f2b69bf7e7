/** The sign-up forms' texts (t('signup.…')). */
export default {
  title: '申込フォーム',
  session: '回を選ぶ',
  required: '必須',
  optional: '任意',
  smsCode: '認証コード',
  sendCode: 'コードを受け取る',
  resend: '{{seconds}}秒後に再送',
  submit: '申し込む',
  noForm: 'この活動は申込フォーム不要です',
  notFound: 'この活動は存在しないか、削除されました',
  pictureHint: '写真をアップロード',
  successTitle: 'お申し込みが完了しました',
  successText: '申し込んだ活動：{{name}}',
  myOrders: '予約一覧',
  answers: '申込内容',
  backHome: 'ホーム',
};
