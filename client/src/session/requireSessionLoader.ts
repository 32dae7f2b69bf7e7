import { redirect } from 'react-router-dom';
import { isSignedIn } from './session';
import { loginPath } from './loginGate';

/** Personal pages opened directly without a session go to /login and come back afterwards. */
export function redirectIfSignedOut(request: Request): void {
  if (isSignedIn()) return;
  const url = new URL(request.url);
  // The hash router hands loaders an URL whose path and search are the in-app address.
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
