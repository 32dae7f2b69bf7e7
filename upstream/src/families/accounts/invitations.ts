/**
 * Registration by invitation: a site that registers new people only with an invitation code
 * hands its codes out (the platform, a partner, a team); `loginOrRegister` with an `inviteCode`
 * registers a new phone only when the code is one of the site's live codes. A known phone signs
 * in without one. The demo sites' codes: seed.ts.
 */

/** What an invitation code looks like: 4 to 16 letters and digits (case does not matter). */
export const INVITATION_CODE = /^[A-Za-z0-9]{4,16}$/;
