/** What the volunteer area's field resolvers share: the enum orders of upstream codes and the readings of a row. */
import type { GatewayContext } from '../../core/context.ts';
import { chinaDateTime, flag, geoPoint, int, num, text } from '../../core/normalise.ts';
import { expectGlobalId } from '../../core/relay/global-id.ts';
import { monthArg } from '../../core/validation.ts';
import type { ActivitySource, CalendarDayRow, ShiftSource, TeamRow, TeamSource } from './types.ts';
import { roleInTeam } from './access.ts';

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const MEMBER_STATUSES = ['APPLIED', 'JOINED', 'REJECTED', 'LEFT'] as const;
export const SIGN_METHODS = ['LOCATION', 'QR_CODE', 'ASSISTANT', 'MAKE_UP'] as const;
export const MAKE_UP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const POINTS_KINDS = ['SERVICE_HOURS', 'ACTIVITY', 'HONOUR'] as const;
export const MESSAGE_KINDS = ['RECRUITMENT', 'TEAM', 'NOTICE', 'SCHEDULE', 'HONOUR'] as const;
export const HONOUR_KINDS = ['SHIFTS', 'TEAMS', 'HOURS', 'ACTIVITIES'] as const;

export const hours = (value: unknown) => Math.round((num(value) ?? 0) * 10) / 10;
export const ofList = <T extends string>(value: unknown, all: readonly T[]): T | null => all[(int(value) ?? 0) - 1] ?? null;
export const when = (value: unknown) => chinaDateTime(value);

/** A global id of one of `types` → its upstream id (BAD_USER_INPUT otherwise: a query argument). */
export const rawId = (id: string, type: string, arg: string) => expectGlobalId(id, [type], arg);

/** A `month` query argument: a real `yyyy-MM` month, or BAD_USER_INPUT. */
export const month = (value: string): string => monthArg(value, 'month');

export async function teamDetailRow(t: TeamSource, ctx: GatewayContext): Promise<TeamRow> {
  if (t.detailed) return t.row;
  return (await ctx.loaders.volunteers.teamDetail.load(t.id)) ?? t.row;
}

export async function activityDetailRow(a: ActivitySource, ctx: GatewayContext) {
  if (a.detailed) return a.row;
  return (await ctx.loaders.volunteers.activityDetail.load(a.id)) ?? a.row;
}

export const shiftRole = (s: ShiftSource, ctx: GatewayContext) => roleInTeam(String(s.row.teamId ?? ''), ctx);

export function calendarDay(row: CalendarDayRow) {
  return {
    date: text(row.date) ?? '',
    activityCount: int(row.activityCount) ?? 0,
    openSignIn: flag(row.openSignIn),
    scheduleManage: flag(row.scheduleManage),
  };
}

export function location(row: { longitude?: unknown; latitude?: unknown }) {
  return geoPoint(row.longitude, row.latitude);
}
