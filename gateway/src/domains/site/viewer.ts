import type { UpstreamClient } from '../../upstream/client.ts';

/**
 * The signed-in viewer as far as the gateway needs it. There is no login yet: without a token
 * the viewer is anonymous and not a volunteer. A later issue fills `loadViewer` from the
 * user-info call (spec doc 1 §3.4: `volunteerStatus` 1 = volunteer).
 */
export interface Viewer {
  signedIn: boolean;
  volunteerStatus: number;
}

export const ANONYMOUS: Viewer = { signedIn: false, volunteerStatus: 0 };

export async function loadViewer(_upstream: UpstreamClient, token: string | null): Promise<Viewer> {
  if (!token) return ANONYMOUS;
  // TODO(login issue): look the user up (user/api/userInfo/refresh) and read volunteerStatus.
  return ANONYMOUS;
}
