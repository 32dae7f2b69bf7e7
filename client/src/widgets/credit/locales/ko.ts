/** The integrity (credit) texts: the credit banner and the booking refusal (t('credit.…')). */
export default {
  bannerTitle: '신용 예약',
  bannerRule: '약속을 지켜 주세요. 예약에는 일정 신용 점수가 필요합니다',
  bannerRequired: '이 활동은 신용 점수 {{score}}점 이상이어야 예약할 수 있습니다',
  bannerScore: '내 점수 {{score}}',
  bannerLogin: '로그인하고 점수 확인',
  myIntegrity: '나의 신용',
  gotIt: '확인',
  refusedTitle: '신용 안내',
};
