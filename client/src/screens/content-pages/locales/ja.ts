/** The content pages' texts (t('contentPages.…')). */
export default {
  placeNews: '{{name}}のニュース',
  newsTitle: 'ニュース',
  placeNotFound: 'この場所は存在しないか、削除されました',
  lessons: 'ミニ講座',
  lessonsOf: '{{name}} · ミニ講座',
  noLessons: 'このチャンネルにはまだミニ講座がありません',
  play: '再生',
  slide: 'おすすめ',
  slideNotFound: 'このバナーはもうありません',
  slideLink: '見に行く',
};
