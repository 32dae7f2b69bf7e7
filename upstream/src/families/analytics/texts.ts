/** The analytics family's words: its refusals (the service's own, in Chinese as the vendor's are) and the values it takes. */

export const ANALYTICS_TEXTS = {
  badClientType: 'clientType 只能为 H5 或 APPLET',
  noPath: 'path 不能为空',
  badStatus: 'status 只能为 1（进入）或 2（离开）',
  noUniqueId: 'uniqueId 不能为空',
  noFunctionType: 'functionType 不能为空',
  noResourceId: 'resourceId 不能为空',
  noResourceType: 'resourceType 不能为空',
  badClickType: 'clickType、operationType 必须为整数',
} as const;

/** The clients a page view or a stay comes from. */
export const CLIENT_TYPES: readonly string[] = ['H5', 'APPLET'];

/** The stay-time log's `status`: entering a page, leaving it. */
export const STAY_STATUS = { ENTER: 1, LEAVE: 2 } as const;

/** Longest text the service keeps of any field (longer is cut, as a log would). */
export const MAX_FIELD_LENGTH = 500;
