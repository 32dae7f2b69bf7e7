import { use, useLayoutEffect, useMemo } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Outlet, useLocation } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import type { inputLimits_limits$key } from '../__generated__/inputLimits_limits.graphql';
import { applyLanguage, getUserLanguage, languageReady, normalizeLanguage } from '../i18n';
import { BottomNav, useBottomNavPaths } from './BottomNav';
import { FloatingHome } from './FloatingHome';
import { ScrollManager } from './ScrollManager';
import { SiteContext } from './SiteContext';
import { InputLimitsContext, inputLimitsFragment } from './inputLimits';
import { prepareRequest, preload, useRouteQuery } from './loader';

export const appShellQuery = graphql`
  query AppShellQuery {
    site {
      code
      name
      language
      skin {
        name
        primaryColor
        accentColor
        onPrimaryColor
        navSelectedColor
      }
      ...BottomNav_site
    }
    inputLimits {
      ...inputLimits_limits
    }
  }
`;

export function appShellLoader({ request }: { request: Request }): PreloadedQuery<AppShellQuery> {
  prepareRequest(request);
  return preload<AppShellQuery>(appShellQuery, {});
}

/** The frame of every in-site page: skin, language default, the gateway's input limits, bottom navigation, home button. */
export function AppShell() {
  const { site, inputLimits } = useRouteQuery<AppShellQuery>(appShellQuery);
  const limits = useFragment<inputLimits_limits$key>(inputLimitsFragment, inputLimits);
  const location = useLocation();
  const navPaths = useBottomNavPaths(site);
  const showNav = navPaths.has(location.pathname);

  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--primary', site.skin.primaryColor);
    root.setProperty('--accent', site.skin.accentColor);
    root.setProperty('--on-primary', site.skin.onPrimaryColor);
    root.setProperty('--nav-selected', site.skin.navSelectedColor);
    document.documentElement.dataset.skin = site.skin.name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', site.skin.primaryColor);
  }, [site.skin]);

  // Default UI language = the site's language unless the user chose one; the frame waits for that
  // language's texts (one chunk) rather than showing another language first.
  const lang = getUserLanguage() ?? normalizeLanguage(site.language) ?? 'CN';
  use(languageReady(lang));
  useLayoutEffect(() => {
    applyLanguage(lang);
  }, [lang]);

  useLayoutEffect(() => {
    document.title = site.name;
  }, [site.name]);

  const siteInfo = useMemo(() => ({ code: site.code, name: site.name }), [site.code, site.name]);
  return (
    <SiteContext.Provider value={siteInfo}>
      <InputLimitsContext.Provider value={limits}>
        <ScrollManager />
        <div className={showNav ? 'page page--with-nav' : 'page'}>
          <Outlet />
        </div>
        {showNav ? <BottomNav site={site} /> : location.pathname !== '/index' && <FloatingHome />}
      </InputLimitsContext.Provider>
    </SiteContext.Provider>
  );
}
