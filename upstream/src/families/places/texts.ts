/** The places' user-facing texts. */
export const PLACES_TEXTS = {
  notFound: '资源不存在',
} as const;
