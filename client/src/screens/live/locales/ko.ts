const ko = {
  title: '라이브',
  slowTitle: '슬로 라이브',
  featured: '추천 라이브',
  kind: { BROADCAST: '라이브 방송', SLOW_LIVE: '슬로 라이브' },
  state: { UPCOMING: '예정', LIVE: '라이브 중', REPLAY: '다시 보기', ENDED: '종료' },
  startsAt: '{{time}} 시작',
  endedNoReplay: '방송이 종료되었으며 다시 보기가 없습니다',
  upcomingHint: '아직 시작 전입니다. {{time}}에 방송 시작',
  views_other: '조회 {{count}}회',
  anchor: '진행: {{name}}',
  place: '관광지',
  nearby: '근처 라이브',
  empty: '라이브가 없습니다',
  notFound: '존재하지 않거나 내려간 방송입니다',
  placeLives: '{{name}} 라이브',
  player: '방송: {{title}}',
};
export default ko;
