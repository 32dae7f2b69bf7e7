import type {
  ActivityRow,
  ActivitySource,
  ApplicationRow,
  HonourRow,
  HonourSource,
  MakeUpRow,
  MakeUpSource,
  MemberRow,
  MemberSource,
  MessageRow,
  MessageSource,
  PickRow,
  PointsRow,
  PointsRecordSource,
  ProjectRow,
  ProjectSource,
  RecruitmentApplicationRow,
  RecruitmentApplicationSource,
  RosterEntrySource,
  ShiftRow,
  ShiftSource,
  SignInRow,
  SignInSource,
  TeamRow,
  TeamSource,
  VolunteerApplicationSource,
  VolunteerRow,
  VolunteerSource,
} from './types.ts';

export const volunteerSource = (row: VolunteerRow, detailed = false): VolunteerSource => ({
  __typename: 'Volunteer',
  id: String(row.id),
  row,
  detailed,
});
export const applicationSource = (row: ApplicationRow): VolunteerApplicationSource => ({
  __typename: 'VolunteerApplication',
  id: String(row.id),
  row,
});
export const teamSource = (row: TeamRow, detailed = false): TeamSource => ({
  __typename: 'VolunteerTeam',
  id: String(row.id),
  row,
  detailed,
  completeness: detailed ? 'detail' : 'list',
});
export const memberSource = (row: MemberRow): MemberSource => ({ __typename: 'TeamMember', id: String(row.id), row });
export const projectSource = (row: ProjectRow, detailed = false): ProjectSource => ({
  __typename: 'BrandProject',
  id: String(row.id),
  row,
  detailed,
});
export const activitySource = (row: ActivityRow, detailed = false): ActivitySource => ({
  __typename: 'RecruitmentActivity',
  id: String(row.id),
  row,
  detailed,
});
export const recruitmentApplicationSource = (row: RecruitmentApplicationRow): RecruitmentApplicationSource => ({
  __typename: 'RecruitmentApplication',
  id: String(row.id),
  row,
});
export const shiftSource = (row: ShiftRow): ShiftSource => ({ __typename: 'Shift', id: String(row.id), row });
export const rosterSource = (shiftId: string, row: PickRow): RosterEntrySource => ({ __typename: 'ShiftRosterEntry', shiftId, row });
export const signInSource = (row: SignInRow): SignInSource => ({ __typename: 'SignIn', id: String(row.id), row });
export const makeUpSource = (row: MakeUpRow): MakeUpSource => ({ __typename: 'MakeUpRequest', id: String(row.id), row });
export const pointsSource = (row: PointsRow): PointsRecordSource => ({ __typename: 'PointsRecord', id: String(row.id), row });
export const honourSource = (row: HonourRow): HonourSource => ({ __typename: 'Honour', id: String(row.id), row });
export const messageSource = (row: MessageRow): MessageSource => ({ __typename: 'VolunteerMessage', id: String(row.id), row });

/** The raw id inside a roster entry's global id: `shiftId.pickId.userId`. */
export function rosterKey(rawId: string): { shiftId: string; pickId: string; userId: string } | null {
  const m = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})$/.exec(rawId);
  return m ? { shiftId: m[1]!, pickId: m[2]!, userId: m[3]! } : null;
}

/** "李小华" → "李*华", "王五" → "王*", "김철수" → "김*수", "Claire Martin" → "Claire M." (the upstream's lists do the same). */
export function maskName(name: string): string {
  const trimmed = name.trim();
  const chars = [...trimmed];
  if (chars.length === 0) return '';
  if (trimmed.includes('*')) return trimmed;
  if (/^\p{Script=Han}+$/u.test(trimmed) || /^\p{Script=Hangul}+$/u.test(trimmed))
    return chars.length <= 2 ? `${chars[0]}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  const [first, last] = trimmed.split(/\s+/, 2);
  return last ? `${first} ${last[0]}.` : first!;
}
