import type { GatewayContext } from '../../core/context.ts';
import { flag } from '../../core/normalise.ts';
import { viewerRole, type TeamRoleValue } from './rules.ts';
import type { TeamRow } from './types.ts';

/** The viewer's role in a team: from the row's relation, else the team's rows (NONE when anonymous). */
export async function roleInTeam(teamId: string, ctx: GatewayContext, row?: TeamRow | null): Promise<TeamRoleValue> {
  if (!ctx.session.token || teamId === '') return 'NONE';
  ctx.response.personal();
  const known = row && row.userStatus !== undefined ? row : await ctx.loaders.volunteers.team.load(teamId);
  if (known && known.userStatus !== undefined) return viewerRole(known);
  const detail = await ctx.loaders.volunteers.teamDetail.load(teamId);
  return detail ? viewerRole(detail) : 'NONE';
}

/** True when the signed-in viewer is a registered volunteer (getDsUserInfo, once per request). */
export async function viewerIsVolunteer(ctx: GatewayContext): Promise<boolean> {
  if (!ctx.session.token) return false;
  const me = await ctx.loaders.viewer.me();
  return flag(me?.volunteerStatus);
}
