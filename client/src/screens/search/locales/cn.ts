/** The search family's texts (t('search.…')). */
export default {
  title: '搜索',
  submit: '搜索',
  kinds: '搜索范围',
  hot: '热门搜索',
  recent: '最近搜索',
  clear: '清空',
  enterKeyword: '请输入搜索关键词',
  noResults: '没有找到与“{{keyword}}”相关的内容',
};
