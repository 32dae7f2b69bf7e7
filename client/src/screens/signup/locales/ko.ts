/** The sign-up forms' texts (t('signup.…')). */
export default {
  title: '신청서 작성',
  session: '회차 선택',
  required: '필수',
  optional: '선택',
  smsCode: '인증번호',
  sendCode: '인증번호 받기',
  resend: '{{seconds}}초 후 재전송',
  submit: '신청하기',
  noForm: '이 활동은 신청서가 필요 없습니다',
  notFound: '존재하지 않거나 삭제된 활동입니다',
  pictureHint: '사진 올리기',
  successTitle: '신청 완료',
  successText: '신청한 활동: {{name}}',
  myOrders: '내 예약',
  answers: '신청 내용',
  backHome: '홈',
};
