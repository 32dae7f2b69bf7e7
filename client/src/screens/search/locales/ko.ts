/** The search family's texts (t('search.…')). */
export default {
  title: '검색',
  submit: '검색',
  kinds: '검색 범위',
  hot: '인기 검색어',
  recent: '최근 검색어',
  clear: '지우기',
  enterKeyword: '검색어를 입력해 주세요',
  noResults: '“{{keyword}}”에 대한 검색 결과가 없습니다',
};
