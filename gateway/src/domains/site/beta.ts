/**
 * Sites in beta: such a site shows its screens only to a signed-in user the upstream counts among
 * the site's beta testers (`user/api/site/betaAccess`). A visitor without a session is asked to
 * sign in (UNAUTHENTICATED); a signed-in user who is not a tester is told the site is in testing
 * (SITE_IN_TESTING). The one owner of the rule: the client reads `Site.access` and the codes.
 */
import type { GatewayContext } from '../../core/context.ts';
import { flag } from '../../core/normalise.ts';
import { unauthenticated } from '../../core/auth.ts';
import { userError } from '../../core/upstream/errors.ts';
import type { SiteSource } from './types.ts';

/** Who may see a site (the schema's SiteAccess). */
export type SiteAccessValue = 'OPEN' | 'SIGN_IN_REQUIRED' | 'TESTERS_ONLY';

/** What the upstream's betaAccess answers. */
export interface BetaAccessRow {
  betaStatus?: number | string | null;
  signedIn?: number | string | null;
  allowed?: number | string | null;
}

/** Whether the request's visitor may see the site's screens, and if not why. */
export async function siteAccess(site: SiteSource, ctx: GatewayContext): Promise<SiteAccessValue> {
  if (!flag(site.row.betaStatus)) return 'OPEN';
  // the answer depends on who asks
  ctx.response.personal();
  if (!ctx.session.token) return 'SIGN_IN_REQUIRED';
  const row = await ctx.loaders.site.betaAccess.load(site.code);
  if (!flag(row?.signedIn)) return 'SIGN_IN_REQUIRED';
  return flag(row?.allowed) ? 'OPEN' : 'TESTERS_ONLY';
}

/** The site's own content (its home, its service grid) only for a visitor who may see it. */
export async function requireSiteAccess(site: SiteSource, ctx: GatewayContext): Promise<void> {
  const access = await siteAccess(site, ctx);
  if (access === 'SIGN_IN_REQUIRED') throw unauthenticated();
  if (access === 'TESTERS_ONLY') throw userError('SITE_IN_TESTING', 'This site is in testing: only its testers may see it for now.');
}
