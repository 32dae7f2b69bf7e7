/** The tour-guide query's texts (t('guides.…')). */
export default {
  title: 'ガイド検索',
  results: '検索結果',
  keyword: '氏名またはガイド証番号',
  keywordHint: 'ガイドの氏名かガイド証番号を入力してください。空欄ならすべてのガイドを表示します',
  gender: '性別',
  genders: { ANY: 'すべて', MALE: '男性', FEMALE: '女性' },
  search: '検索',
  intro: 'このサイトに登録された有資格ガイドを検索できます。出発前にガイドの資格をご確認ください。',
  empty: '条件に合うガイドが見つかりません',
  searchAgain: '条件を変えて検索',
  certificate: 'ガイド証 {{number}}',
  languages: '対応言語：',
  company: '所属旅行社：',
  showPhone: '電話番号を表示',
  call: '{{phone}} に電話',
  allGuides: 'すべてのガイド',
};
