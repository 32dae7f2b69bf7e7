/** The share texts (t('share.…')). */
export default {
  button: '공유',
  hint: '오른쪽 위의 ··· 을 눌러 이 페이지를 친구에게 보내거나 모멘트에 공유하세요',
  dismiss: '아무 곳이나 눌러 닫기',
  copied: '링크를 복사했습니다',
  copyFailed: '링크를 복사하지 못했습니다',
};
