import { createContext, useContext } from 'react';

export interface SiteInfo {
  code: string;
  name: string;
  /**
   * The BCP 47 tag of the site's own content (names, articles, menu labels from its
   * configuration) when the page is shown in another language; undefined when they agree.
   */
  contentLang?: string;
}

/** The current site's code and name, for widgets that mention it (external-link confirm). */
export const SiteContext = createContext<SiteInfo>({ code: '', name: '' });

/**
 * True while the page shown is one of the site's bottom-navigation pages (a tab root: news,
 * activities…): its header shows no back arrow, the bottom tabs are the way around.
 */
export const TabRootContext = createContext(false);

/**
 * The `lang` for text that comes from the site's content rather than the app's own texts (issue
 * 18: a Chinese place name on an English page is marked `lang="zh-CN"`, so a screen reader reads
 * it with the right voice). Undefined when the page already is in the content's language.
 */
export function useContentLang(): string | undefined {
  return useContext(SiteContext).contentLang;
}
