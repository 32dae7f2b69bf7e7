/**
 * What the volunteer area's mutations share: the rows they act on, read afresh; the upstream's
 * refusals as typed errors; what a write changed, forgotten; the payloads read after a write.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutate } from './refusals.ts';
import type { MutationSteps } from '../../core/mutate.ts';
import type { PayloadSource } from '../../core/payload.ts';
import { int, text } from '../../core/normalise.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { requireFounder, requireManager } from './rules.ts';
import { roleInTeam } from './access.ts';
import { memberSource, teamSource } from './source.ts';
import type { MemberRow, TeamRow } from './types.ts';

const PAIR = /^(\d{1,12})\.(\d{1,12})$/;
/** The two upstream ids inside a global id `a.b` of `type` (a member in its team, an application in its activity). */
export function pairOf(globalId: string, type: string): [string, string] | null {
  const raw = rawIdOf(globalId, type, PAIR);
  const m = raw ? PAIR.exec(raw) : null;
  return m ? [m[1]!, m[2]!] : null;
}

export const notFound = (field: string) => [inputError('RESOURCE_NOT_FOUND', field)];

/** An upstream refusal as a typed error; an OUT_OF_RANGE refusal carries the distance it names. */
export function refusal(envelope: Envelope, field: string | null = null): UserErrorSource | null {
  const error = refusalOf(envelope, field);
  if (error?.code === 'OUT_OF_RANGE') {
    const distance = /(\d+)米/.exec(error.upstreamMessage ?? '')?.[1];
    return { ...error, limit: distance ? Number(distance) : null };
  }
  return error;
}

/**
 * A refusal of a join (or of its approval) by the upstream: its TEAM_FULL (the last place taken
 * meanwhile) carries the team's limit, as the gateway's own TEAM_FULL does (the message names it).
 */
export function joinRefusal(team: TeamRow | null | undefined) {
  return (envelope: Envelope, field: string | null): UserErrorSource | null => {
    const error = refusal(envelope, field);
    return error?.code === 'TEAM_FULL' && error.limit === null && team ? { ...error, limit: int(team.maxNum) } : error;
  };
}

/** A volunteer mutation: `mutate` with the area's reading of the upstream's refusals. */
export function mutateVolunteers<F extends object>(
  ctx: GatewayContext,
  refused: NoInfer<F>,
  run: (steps: MutationSteps<F>) => Promise<F>,
): Promise<NoInfer<F> & PayloadSource> {
  return mutate(ctx, refused, run, { refusal });
}

export async function fresh<K, V>(loader: { clear(key: K): unknown; load(key: K): Promise<V> }, key: K): Promise<V> {
  loader.clear(key);
  return loader.load(key);
}

/** A team row with the viewer's relation, loaded afresh. */
export const teamRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.team, id);
export const shiftRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.shift, id);
export const activityRow = (ctx: GatewayContext, id: string) => fresh(ctx.loaders.volunteers.activityDetail, id);

export function changedTeam(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('VolunteerTeam', id);
}
export function changedActivity(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('RecruitmentActivity', id);
}
export function changedShift(ctx: GatewayContext, id: string): void {
  ctx.forgetNode('Shift', id);
}

export async function regionCodes(ctx: GatewayContext): Promise<string[]> {
  const site = await ctx.loaders.site.site.load(ctx.siteCode);
  const region = text(site.region);
  if (!region) return [];
  const tree = await ctx.loaders.regions.tree.load(region);
  return [region, ...tree.map((r) => r.region)];
}

export async function teamPayload(ctx: GatewayContext, id: string) {
  changedTeam(ctx, id);
  const row = await teamRow(ctx, id);
  return row ? teamSource(row) : null;
}

export async function memberPayload(ctx: GatewayContext, member: MemberRow | null, teamId: string) {
  const team = await teamPayload(ctx, teamId);
  if (member) ctx.forgetNode('TeamMember', `${teamId}.${member.id}`);
  const row = member ? await fresh(ctx.loaders.volunteers.member, String(member.id)) : null;
  return { member: row ? memberSource(row) : null, team };
}

/**
 * A member the viewer acts on: the team (from the member's global id `teamId.memberId`) and the
 * viewer's role in it, checked against what the action needs BEFORE the member is looked up (a
 * member asking to decide an application is told it takes a manager), then the member afresh.
 */
export async function memberTarget<F>(m: MutationSteps<F>, ctx: GatewayContext, memberId: string, needs: 'manager' | 'founder') {
  const ids = m.found(pairOf(memberId, 'TeamMember'), 'memberId');
  const team = m.found(await teamRow(ctx, ids[0]), 'memberId');
  const role = await roleInTeam(ids[0], ctx, team);
  m.check(needs === 'manager' ? requireManager(role) : requireFounder(role));
  const member = await fresh(ctx.loaders.volunteers.member, ids[1]);
  if (!member || text(member.teamId) !== ids[0]) return m.refuse(notFound('memberId'));
  return { member, teamId: ids[0], team, role };
}
