export default {
  map: '시설 분포도',
  noLocation: '위치를 알 수 없어 시설을 기본 순서로 보여 주며 거리는 표시하지 않습니다.',
  locate: '다시 위치 찾기',
  empty: '아직 이 종류의 시설이 없습니다',
  unplaced: '좌표가 없는 시설 {{count}}곳은 지도에 없습니다',
};
