export default {
  kinds: { PARKING: '주차장', TOILET: '화장실', GAS_STATION: '주유소', BUS_STOP: '버스 정류장', MEDICAL: '의료 시설' },
  map: '주변 시설 지도',
  empty: '근처에 없습니다',
  go: '길 찾기',
  call: '전화하기',
  spaces: '빈자리 {{free}}/{{total}}',
  open: '운영 {{hours}}',
  driving: '자가용 여행',
  services: '도로 편의 시설',
  routes: '명소 가는 길',
  route: '길 안내',
  noSights: '아직 명소가 없습니다',
};
