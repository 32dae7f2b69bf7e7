import { createContext } from 'react';

export interface SiteInfo {
  code: string;
  name: string;
}

/** The current site's code and name, for widgets that mention it (external-link confirm). */
export const SiteContext = createContext<SiteInfo>({ code: '', name: '' });

/**
 * True while the page shown is one of the site's bottom-navigation pages (a tab root: news,
 * activities…): its header shows no back arrow (issue 11), the bottom tabs are the way around.
 */
export const TabRootContext = createContext(false);
