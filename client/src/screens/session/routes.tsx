import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { sessionTexts } from './texts';

const login = () => import('./LoginScreen');
const texts = { texts: sessionTexts };
const bindPhone = lazyScreen(login, (m) => ({ node: <m.LoginScreen bind /> }), texts);

/** Signing in, and binding a phone to the signed-in account. */
export const SESSION_ROUTES: RouteObject[] = [
  { path: '/login', lazy: lazyScreen(login, (m) => ({ node: <m.LoginScreen /> }), texts) },
  { path: '/bind-phone', lazy: bindPhone },
  { path: '/bind-phone/:type', lazy: bindPhone },
];
