/** The content pages' texts (t('contentPages.…')). */
export default {
  placeNews: 'Actualités · {{name}}',
  newsTitle: 'Actualités',
  placeNotFound: "Ce lieu n'existe pas ou a été retiré",
  lessons: 'Micro-cours',
  lessonsOf: '{{name}} · micro-cours',
  noLessons: 'Aucun micro-cours dans cette rubrique',
  play: 'Lire',
  slide: 'À la une',
  slideNotFound: "Cet élément du carrousel n'existe plus",
  slideLink: 'Y aller',
};
