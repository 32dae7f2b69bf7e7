/** The content pages' texts (t('contentPages.…')). */
export default {
  placeNews: '{{name}} 소식',
  newsTitle: '소식',
  placeNotFound: '이 장소는 존재하지 않거나 삭제되었습니다',
  lessons: '미니 강좌',
  lessonsOf: '{{name}} · 미니 강좌',
  noLessons: '이 채널에는 아직 미니 강좌가 없습니다',
  play: '재생',
  slide: '추천',
  slideNotFound: '이 배너 항목은 더 이상 없습니다',
  slideLink: '바로 가기',
};
