/** The search family's texts (t('search.…')). */
export default {
  title: 'Search',
  submit: 'Search',
  kinds: 'Search in',
  hot: 'Popular searches',
  recent: 'Recent searches',
  clear: 'Clear',
  enterKeyword: 'Please enter a keyword',
  noResults: 'Nothing found for “{{keyword}}”',
};
