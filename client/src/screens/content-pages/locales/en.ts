/** The content pages' texts (t('contentPages.…')). */
export default {
  placeNews: 'News of {{name}}',
  newsTitle: 'News',
  placeNotFound: 'This place does not exist or has been removed',
  lessons: 'Micro-lessons',
  lessonsOf: '{{name}} · micro-lessons',
  noLessons: 'No micro-lessons in this channel yet',
  play: 'Play',
  slide: 'Featured',
  slideNotFound: 'This banner item no longer exists',
  slideLink: 'Go there',
};
