import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { AskForHelpInput, EmergencyNumberKind } from '../../generated/resolvers-types.ts';

const KINDS: readonly EmergencyNumberKind[] = ['POLICE', 'MEDICAL', 'FIRE', 'RESCUE', 'TOURISM'];

export function emergencyKind(value: unknown): EmergencyNumberKind {
  return KINDS.find((k) => k === value) ?? 'OTHER';
}

/** The longest place description sent with a help request. */
export const HELP_ADDRESS_MAX = 100;

/** A position is optional (help matters more than a fix), but one given must be on the globe. */
export function validateHelp(input: AskForHelpInput): UserErrorSource[] {
  const p = input.point;
  if (!p) return [];
  const ok = Number.isFinite(p.longitude) && Number.isFinite(p.latitude) && Math.abs(p.longitude) <= 180 && Math.abs(p.latitude) <= 90;
  return ok ? [] : [inputError('HELP_POSITION_INVALID', 'point')];
}
