/** What the activities family says to the user. */
export const TEXTS = {
  badMonth: '时间格式不正确',
  badDate: '日期格式不正确',
  notFound: '资源不存在',
} as const;
