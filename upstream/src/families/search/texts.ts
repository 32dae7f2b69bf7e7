/** The search service's user-facing texts. */
export const SEARCH_TEXTS = {
  keywordEmpty: '搜索关键词不能为空',
  keywordTooLong: (max: number) => `搜索关键词不能超过${max}个字`,
} as const;
