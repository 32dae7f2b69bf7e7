export default {
  regional: '지역 순위',
  places: '인기 순위',
  boards: '순위 종류',
  heat: '인기도 {{heat}}',
  up_other: '{{count}}계단 상승',
  down_other: '{{count}}계단 하락',
  new: '신규',
  same: '변동 없음',
};
