/** The activities family's texts (t('activities.…')). */
export default {
  title: "イベント",
  detail: "イベント詳細",
  book: "予約する",
  allowed: "信用チェックに合格しました。オンライン予約は今後のリリースで公開されます",
  notFound: "このイベントは存在しないか削除されました",
};
