import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const login = () => import('./LoginScreen');
const bindPhone = lazyScreen(login, (m) => ({ node: <m.LoginScreen bind /> }));

/** Signing in, and binding a phone to the signed-in account. */
export const SESSION_ROUTES: RouteObject[] = [
  { path: '/login', lazy: lazyScreen(login, (m) => ({ node: <m.LoginScreen /> })) },
  { path: '/bind-phone', lazy: bindPhone },
  { path: '/bind-phone/:type', lazy: bindPhone },
];
