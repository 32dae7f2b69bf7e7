import { flag } from '../../core/normalise.ts';
import type { UserInfoRow } from '../viewer/index.ts';

/**
 * The viewer as far as the site's menus need it (VOLUNTEER_SERVICE goes to the volunteer area
 * for volunteers, `volunteerStatus` 1). Read from the per-request viewer loader
 * (getDsUserInfo); anonymous or a dead token is not a volunteer.
 */
export interface Viewer {
  signedIn: boolean;
  volunteerStatus: number;
}

export const ANONYMOUS: Viewer = { signedIn: false, volunteerStatus: 0 };

export async function loadViewer(me: () => Promise<UserInfoRow | null>, degraded: () => void): Promise<Viewer> {
  // A failing user look-up must not take the menus down: such a viewer is treated as anonymous,
  // and the answer is marked degraded so that the fallback is not cached past the fault.
  const user = await me().catch(() => {
    degraded();
    return null;
  });
  if (!user) return ANONYMOUS;
  return { signedIn: true, volunteerStatus: flag(user.volunteerStatus) ? 1 : 0 };
}
