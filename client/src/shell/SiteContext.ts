import { createContext } from 'react';

export interface SiteInfo {
  code: string;
  name: string;
}

/** The current site's code and name, for widgets that mention it (external-link confirm). */
export const SiteContext = createContext<SiteInfo>({ code: '', name: '' });
