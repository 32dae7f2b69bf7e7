/** The search family's texts (t('search.…')). */
export default {
  title: '検索',
  submit: '検索',
  kinds: '検索対象',
  hot: '人気の検索',
  recent: '最近の検索',
  clear: 'クリア',
  enterKeyword: 'キーワードを入力してください',
  noResults: '「{{keyword}}」に一致する結果はありません',
};
