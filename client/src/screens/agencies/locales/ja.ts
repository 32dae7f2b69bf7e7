/** The travel-agency query's texts (t('agencies.…')). */
export default {
  title: '旅行会社',
  intro: 'このサイトに登録された認可旅行会社を地区別に表示します。予約の前に旅行業許可証をご確認ください。',
  count_other: '{{count}} 社',
  noRegions: '登録された旅行会社はまだありません',
  empty: 'この地区に旅行会社はありません',
  license: '許可証番号 {{number}}',
  call: '{{phone}} に電話',
  map: '地図で見る',
};
