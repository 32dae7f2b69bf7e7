export default {
  title: 'コラム',
  notFound: 'このコラムは存在しないか、公開を終了しました',
  noChannels: '項目はまだありません',
  articles_other: '{{count}} 件',
};
