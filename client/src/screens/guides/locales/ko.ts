/** The tour-guide query's texts (t('guides.…')). */
export default {
  title: '가이드 찾기',
  results: '검색 결과',
  keyword: '이름 또는 가이드 자격증 번호',
  keywordHint: '가이드 이름이나 자격증 번호를 입력하세요. 비워 두면 모든 가이드를 봅니다',
  gender: '성별',
  genders: { ANY: '전체', MALE: '남성', FEMALE: '여성' },
  search: '검색',
  intro: '이 사이트에 등록된 자격 가이드를 모두 찾을 수 있습니다. 출발 전에 가이드 자격을 확인하세요.',
  empty: '조건에 맞는 가이드가 없습니다',
  searchAgain: '다시 검색',
  certificate: '자격증 {{number}}',
  languages: '언어:',
  company: '소속 여행사:',
  showPhone: '전화번호 보기',
  call: '{{phone}}로 전화',
  allGuides: '모든 가이드',
};
