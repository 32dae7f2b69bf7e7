import { use, useEffect, useLayoutEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import type { inputLimits_limits$key } from '../__generated__/inputLimits_limits.graphql';
import { SITE_TESTING_PATH } from '../relay/errors';
import { currentAddress, loginPath } from '../session/loginGate';
import { applyLanguage, getUserLanguage, htmlLang, languageReady, normalizeLanguage } from '../i18n';
import { BottomNav, useBottomNavPaths, type TabBadges } from './BottomNav';
import { openDebugConsole } from './debugConsole';
import { FloatingHome } from './FloatingHome';
import { ScrollManager } from './ScrollManager';
import { SiteContext, TabRootContext } from './SiteContext';
import { InputLimitsContext, inputLimitsFragment } from './inputLimits';
import { prepareRequest, preload, useRouteQuery } from './loader';

export const appShellQuery = graphql`
  query AppShellQuery @preloadable {
    site {
      code
      name
      language
      debugConsole
      firstVisitPath
      access
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

/** The pages a site in beta shows to anyone: signing in (or registering) and a sign-in link that did not work. */
const OPEN_IN_BETA = new Set(['/login', '/bind-phone', '/registered', '/registered-h5', '/registered-c', '/errorlinkFailure']);

/**
 * Where a visitor who may not see the site (the gateway's `access`) goes instead of the page asked
 * for: the sign-in page, coming back here, or the site-in-testing page; null when the page shows.
 */
function betaGate(access: string, pathname: string): string | null {
  if (access === 'OPEN' || OPEN_IN_BETA.has(pathname) || pathname.startsWith('/bind-phone/')) return null;
  return access === 'SIGN_IN_REQUIRED' ? loginPath(currentAddress()) : SITE_TESTING_PATH;
}

/**
 * Skip links: the first things a keyboard reaches, shown when focused. The address is
 * a hash route, so they move focus themselves instead of following `#id`.
 */
function SkipLinks({ nav }: { nav: boolean }) {
  const { t } = useTranslation();
  const jump = (e: MouseEvent<HTMLAnchorElement>, target: () => HTMLElement | null) => {
    e.preventDefault();
    const el = target();
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus();
    el.scrollIntoView({ block: 'nearest' });
  };
  return (
    <div className="skip-links">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to a place on the page; under hash routing it moves focus itself */}
      <a
        className="skip-link"
        href="#main-content"
        data-testid="skip-to-main"
        onClick={(e) => jump(e, () => document.getElementById('main-content'))}
      >
        {t('a11y.skipToMain')}
      </a>
      {nav && (
        // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to a place on the page; under hash routing it moves focus itself
        <a
          className="skip-link"
          href="#bottom-nav"
          data-testid="skip-to-nav"
          onClick={(e) =>
            jump(e, () => document.querySelector<HTMLElement>('[data-testid="bottom-nav"] a, [data-testid="bottom-nav"] button'))
          }
        >
          {t('a11y.skipToNav')}
        </a>
      )}
    </div>
  );
}

/** The frame of every in-site page: skin, language default, the gateway's input limits, bottom navigation, home button. */
export function AppShell({ live, tabBadges }: { live?: ReactNode; tabBadges?: TabBadges }) {
  const { site, inputLimits } = useRouteQuery<AppShellQuery>(appShellQuery);
  const limits = useFragment<inputLimits_limits$key>(inputLimitsFragment, inputLimits);
  const location = useLocation();
  const navPaths = useBottomNavPaths(site);
  const gate = betaGate(site.access, location.pathname);
  const showNav = !gate && navPaths.has(location.pathname);
  // a site's first-visit page opens in place of its home until the visitor has seen it
  useEffect(() => {
    if (site.firstVisitPath && !gate) void import('./firstVisit').then((m) => m.followFirstVisit(site, location.pathname));
  }, [site, gate, location.pathname]);

  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--primary', site.skin.primaryColor);
    root.setProperty('--accent', site.skin.accentColor);
    root.setProperty('--on-primary', site.skin.onPrimaryColor);
    root.setProperty('--nav-selected', site.skin.navSelectedColor);
    document.documentElement.dataset.skin = site.skin.name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', site.skin.primaryColor);
  }, [site.skin]);

  // the site's support staff may turn its debugging console on for a while (fetched only then)
  useEffect(() => {
    if (site.debugConsole) void openDebugConsole();
  }, [site.debugConsole]);

  // Default UI language = the site's language unless the user chose one; the frame waits for that
  // language's texts (one chunk) rather than showing another language first.
  const lang = getUserLanguage() ?? normalizeLanguage(site.language) ?? 'CN';
  use(languageReady(lang));
  useLayoutEffect(() => {
    applyLanguage(lang);
  }, [lang]);

  // the site's name on every page; a screen's header names the tab after the screen (PageHeader)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page sets the title again, after the previous screen's header renamed the tab
  useLayoutEffect(() => {
    document.title = site.name;
  }, [site.name, location.pathname]);

  const siteLang = normalizeLanguage(site.language) ?? 'CN';
  const siteInfo = useMemo(
    () => ({ code: site.code, name: site.name, contentLang: siteLang === lang ? undefined : htmlLang(siteLang) }),
    [site.code, site.name, siteLang, lang],
  );
  return (
    <SiteContext.Provider value={siteInfo}>
      <InputLimitsContext.Provider value={limits}>
        <ScrollManager />
        <SkipLinks nav={showNav} />
        {/* The one main landmark of every in-site screen (the screens inside are plain blocks). */}
        <main id="main-content" tabIndex={-1} className={showNav ? 'page page--with-nav' : 'page'}>
          <TabRootContext.Provider value={showNav}>{gate ? <Navigate to={gate} replace /> : <Outlet />}</TabRootContext.Provider>
        </main>
        {showNav ? <BottomNav site={site} badges={tabBadges} /> : location.pathname !== '/index' && <FloatingHome />}
        {live}
      </InputLimitsContext.Provider>
    </SiteContext.Provider>
  );
}
