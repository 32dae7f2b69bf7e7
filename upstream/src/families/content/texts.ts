/** The content's user-facing texts. */
export const CONTENT_TEXTS = {
  notFound: '资源不存在',
} as const;
