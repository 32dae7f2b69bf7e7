/** The search service's user-facing texts. */
export const SEARCH_TEXTS = {
  keywordEmpty: '搜索关键词不能为空',
  keywordTooLong: (max: number) => `搜索关键词不能超过${max}个字`,
  aroundPointRequired: '请提供有效的经纬度',
  aroundPlaceNotFound: '资源不存在',
  aroundTypeUnknown: '不支持的资源类型',
  aroundDistance: (max: number) => `搜索范围应在0到${max}公里之间`,
} as const;
