export default {
  title: '추모',
  platform: '국가 추모일',
  local: '이 고장의 추모',
  day: '매년 {{date}}',
  tributes_other: '추모 {{count}}회',
  empty: '아직 표시할 내용이 없습니다',
  more: '전문 읽기',
  less: '접기',
};
