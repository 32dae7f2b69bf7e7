import { useEffect } from 'react';
import { handleUnauthenticated } from './errors';
import { getSession } from '../session/session';

/**
 * The gateway answers a dead token with an anonymous viewer on queries (no error): when the app
 * holds a session but the viewer it just read is signed out, the session has ended (as UNAUTHENTICATED).
 */
export function useSessionCheck(viewerIsSignedIn: boolean): void {
  useEffect(() => {
    if (!viewerIsSignedIn && getSession()) handleUnauthenticated();
  }, [viewerIsSignedIn]);
}
