/** The partner sign-in family's answers (the vendor backend's wording). */
export const PARTNER_TEXTS = {
  linkInvalid: '链接已失效',
  tokenInvalid: '登录凭证无效或已过期',
  codeInvalid: '授权码无效或已使用',
} as const;
