/** The sign-up forms' texts (t('signup.…')). */
export default {
  title: '填写报名信息',
  session: '选择场次',
  required: '必填',
  optional: '选填',
  smsCode: '验证码',
  sendCode: '获取验证码',
  resend: '{{seconds}}秒后重发',
  submit: '提交报名',
  noForm: '该活动无需填写报名信息',
  notFound: '活动不存在或已下架',
  pictureHint: '上传一张照片',
  successTitle: '报名成功',
  successText: '您已报名：{{name}}',
  myOrders: '查看我的预约',
  answers: '报名信息',
  backHome: '返回首页',
};
