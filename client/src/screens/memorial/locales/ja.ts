export default {
  title: '追悼',
  platform: '国の追悼の日',
  local: 'この地の追悼',
  day: '毎年{{date}}',
  tributes_other: '追悼 {{count}} 件',
  empty: 'まだ表示できるものはありません',
  more: '全文を読む',
  less: '閉じる',
};
