/** What the sign-up forms say to the user (refusals of the form's answers). */
export const TEXTS = {
  badAnswers: '报名信息格式不正确',
  unknownField: '报名信息项不存在',
  required: (label: string) => `请填写${label}`,
  badChoice: (label: string) => `${label}的选项不正确`,
  badPhone: '手机号格式不正确',
  noForm: '该活动无需填写报名信息',
  codeSent: '验证码已发送',
} as const;
