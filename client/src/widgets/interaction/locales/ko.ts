/** The interaction bar's texts (t('interact.…')). */
export default {
  like: '좋아요',
  favourite: '즐겨찾기',
  comment: '댓글',
  say: '한마디 남기기…',
  praise: '좋아요 감사합니다',
  collect: '즐겨찾기 감사합니다',
  follow: '팔로우 감사합니다',
  cancelled: '취소되었습니다',
};
