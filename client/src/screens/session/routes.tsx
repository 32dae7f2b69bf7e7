import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { sessionTexts } from './texts';

const login = () => import('./LoginScreen');
const register = () => import('./RegisterScreen');
const texts = { texts: sessionTexts };
const bindPhone = lazyScreen(login, (m) => ({ node: <m.LoginScreen bind /> }), texts);

/**
 * Signing in, registering, binding a phone to the signed-in account, cancelling the account, and
 * the page of a partner's sign-in link that did not work.
 */
export const SESSION_ROUTES: RouteObject[] = [
  { path: '/login', lazy: lazyScreen(login, (m) => ({ node: <m.LoginScreen /> }), texts) },
  { path: '/bind-phone', lazy: bindPhone },
  { path: '/bind-phone/:type', lazy: bindPhone },
  { path: '/registered', lazy: lazyScreen(register, (m) => ({ node: <m.RegisterScreen variant="standard" /> }), texts) },
  { path: '/registered-h5', lazy: lazyScreen(register, (m) => ({ node: <m.RegisterScreen variant="h5" /> }), texts) },
  { path: '/registered-c', lazy: lazyScreen(register, (m) => ({ node: <m.RegisterScreen variant="invitation" /> }), texts) },
  {
    path: '/errorlinkFailure',
    lazy: lazyScreen(
      () => import('./LinkFailureScreen'),
      (m) => ({ node: <m.LinkFailureScreen /> }),
      texts,
    ),
  },
  {
    path: '/cancellation',
    lazy: lazyScreen(
      () => import('./CancellationScreen'),
      (m) => ({ loader: m.cancellationLoader, node: <m.CancellationScreen /> }),
      texts,
    ),
  },
];
