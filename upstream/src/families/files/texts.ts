/** The files' user-facing texts. */
export const FILE_TEXTS = {
  notFound: '文件不存在',
} as const;
