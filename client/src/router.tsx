import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, appShellLoader } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import { Screen } from './shell/Screen';
import { PageLoading } from './widgets/StateViews';
import { registerNavigator } from './shell/navigate';
import { PLACE_ROUTES } from './shell/placeKinds';
import { HomeScreen, homeLoader } from './screens/home/HomeScreen';
import { PlaceListScreen, placeListLoader } from './screens/place-list/PlaceListScreen';
import { PlaceDetailScreen, placeDetailLoader } from './screens/place-detail/PlaceDetailScreen';
import { NewsListScreen, newsListLoader } from './screens/news-list/NewsListScreen';
import { NewsDetailScreen, newsDetailLoader } from './screens/news-detail/NewsDetailScreen';
import { OpenMapScreen } from './screens/open-map/OpenMapScreen';
import { StopServicePage } from './screens/misc/StopService';
import { ComingSoonPage } from './screens/misc/ComingSoon';
import { LoginPlaceholder } from './screens/misc/LoginPlaceholder';

const screen = (node: ReactNode): ReactNode => <Screen>{node}</Screen>;

const placeRoutes: RouteObject[] = PLACE_ROUTES.flatMap((r) => {
  const list = { loader: placeListLoader(r), element: screen(<PlaceListScreen />) };
  const detail = { loader: placeDetailLoader(r), element: screen(<PlaceDetailScreen />) };
  return [
    { path: `/${r.list}`, ...list },
    { path: `/${r.list}/:siteId`, ...list },
    { path: `/${r.detail}/:id`, ...detail },
  ];
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  { path: '/stop-service', element: <StopServicePage /> },
  {
    id: 'shell',
    loader: appShellLoader,
    element: screen(<AppShell />),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/index', loader: homeLoader, element: screen(<HomeScreen />) },
      ...placeRoutes,
      { path: '/news-list/:code', loader: newsListLoader, element: screen(<NewsListScreen />) },
      { path: '/news-list/:code/:tagId', loader: newsListLoader, element: screen(<NewsListScreen />) },
      { path: '/news-detail/:id', loader: newsDetailLoader, element: screen(<NewsDetailScreen />) },
      { path: '/open-map/:lng/:lat/:name/:address', element: screen(<OpenMapScreen />) },
      { path: '/login', element: screen(<LoginPlaceholder />) },
      { path: '*', element: screen(<ComingSoonPage />) },
    ],
  },
];

type AppRouter = ReturnType<typeof createHashRouter>;
let router: AppRouter | null = null;

/** Created on first render, after main.tsx applied the start address's siteCode/lang. */
export function getRouter(): AppRouter {
  if (!router) {
    const r = createHashRouter(routes);
    registerNavigator((to, opts) => void r.navigate(to, opts));
    router = r;
  }
  return router;
}
