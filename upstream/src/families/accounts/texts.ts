/** The accounts family's words: refusals of the sign-in, binding and session calls, and new users' names. */
export const TEXTS = {
  /** A call that needs a signed-in caller and has none (or an expired / revoked token). */
  notLoggedIn: '登录已失效，请重新登录',
  badPhone: '手机号格式不正确',
  badCodeType: '验证码类型不正确',
  codeSent: '验证码已发送',
  tooFrequent: '发送过于频繁，请60秒后再试',
  wrongCode: '验证码错误',
  expiredCode: '验证码已过期',
  alreadyBound: '当前账号已绑定手机号',
  phoneTaken: '该手机号已被绑定',
  loggedOut: '退出成功',
  bindPhoneFirst: '请先绑定手机号',
  cancelled: '注销成功',
  openIdRequired: 'wechatOpenId不能为空',
  invitationRequired: '需要邀请码',
  invitationInvalid: '邀请码无效或已过期',
  /** loginOrRegister's message when the phone was new (a known phone answers "success"). */
  registered: '注册成功',
  urlRequired: 'url不能为空',
  /** The nickname of a user registered by phone. */
  phoneUserName: (phone: string) => `用户${phone.slice(-4)}`,
  /** The nickname of a user registered by the messaging app. */
  openIdUserName: '微信用户',
} as const;
