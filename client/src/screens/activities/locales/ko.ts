/** The activities family's texts (t('activities.…')). */
export default {
  title: "행사",
  detail: "행사 상세",
  book: "예약하기",
  allowed: "신용 확인 통과. 온라인 예약은 추후 버전에서 제공됩니다",
  notFound: "존재하지 않거나 삭제된 행사입니다",
};
