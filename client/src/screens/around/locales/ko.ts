/** The search around's texts (t('around.…')). */
export default {
  title: '주변',
  nearMe: '내 주변',
  nearPlace: '「{{name}}」 주변',
  link: '주변 보기',
  nearbyLink: '내 주변 장소',
  empty: '{{radius}}km 안에 장소가 없습니다',
  noPosition: '위치를 알 수 없습니다. 위치 서비스를 켜고 다시 시도하거나 장소를 검색해 주변을 보세요.',
  retry: '다시 위치 찾기',
  searchPlace: '장소 검색',
};
