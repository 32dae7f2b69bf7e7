import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { homeLoader } from './homeLoader';
import { siteTexts } from './texts';

/**
 * The site's pages outside the shell: the start address, which opens the home, and the pages a
 * visitor rarely sees (the suspended service, a site in testing, the invitation), loaded on demand.
 */
export const SITE_PAGES_OUTSIDE_SHELL: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    path: '/stop-service',
    lazy: lazyScreen(
      () => import('./StopService'),
      (m) => ({ node: <m.StopServicePage /> }),
      { texts: siteTexts },
    ),
  },
  {
    path: '/site-testing',
    lazy: lazyScreen(
      () => import('./SiteTesting'),
      (m) => ({ node: <m.SiteTestingPage /> }),
      { texts: siteTexts },
    ),
  },
  {
    path: '/invitation',
    lazy: lazyScreen(
      () => import('./Invitation'),
      (m) => ({ node: <m.InvitationPage /> }),
      { texts: siteTexts },
    ),
  },
];

/**
 * The site's screens in the shell: the home (on the bottom menu: its loader is the router's, so a
 * first load sends the home's query with the shell's while the screen's chunk loads), the service
 * menu's page, and the "coming soon" page for every address no route of the app takes (the shell's
 * catch-all: a family's table loaded on demand takes its addresses from it).
 */
export const SITE_ROUTES: RouteObject[] = [
  {
    path: '/index',
    loader: homeLoader,
    lazy: lazyScreen(
      () => import('./HomeScreen'),
      (m) => ({ node: <m.HomeScreen /> }),
    ),
  },
  {
    path: '/default-service',
    lazy: lazyScreen(
      () => import('./ServicesScreen'),
      (m) => ({ loader: m.servicesLoader, node: <m.ServicesScreen /> }),
      { texts: siteTexts },
    ),
  },
  {
    path: '*',
    lazy: lazyScreen(
      () => import('./ComingSoon'),
      (m) => ({ node: <m.ComingSoonPage /> }),
    ),
  },
];
