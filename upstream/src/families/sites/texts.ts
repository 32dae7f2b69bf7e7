/** What the site guard answers (every call behind it names its site with `siteCode`). */
export const SITE_TEXTS = {
  /** code 1: no site by that code */
  notFound: '站点不存在',
  /** code 3: the site's services are suspended */
  suspended: '站点服务已暂停',
} as const;
