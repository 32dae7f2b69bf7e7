/** The file service's refusals. */
export const UPLOAD_TEXTS = {
  notLoggedIn: '请先登录',
  noFile: '请选择要上传的文件',
  tooLarge: '文件过大',
  empty: '文件为空',
  unsupported: '不支持的文件类型',
  notFound: '文件不存在',
} as const;
