/** The travel-agency query's texts (t('agencies.…')). */
export default {
  title: '여행사',
  intro: '이 사이트에 등록된 허가 여행사를 지역별로 보여 줍니다. 예약 전에 여행사 영업 허가증을 확인하세요.',
  count_other: '{{count}}곳',
  noRegions: '등록된 여행사가 아직 없습니다',
  empty: '이 지역에는 여행사가 없습니다',
  license: '허가증 {{number}}',
  call: '{{phone}}로 전화',
  map: '지도에서 보기',
};
