/**
 * The issue-15 place kinds' own values: the upstream's codes as the graph's enums, and the next
 * show of the day (a rule computed here once, in China time).
 */
import type { FacilityIntensity, HomestayGrade, StudyBaseLevel } from '../../generated/resolvers-types.ts';
import { text } from '../../core/normalise.ts';
import { chinaClock } from './opening-hours.ts';

const GRADES: Record<string, HomestayGrade> = { A: 'GRADE_A', B: 'GRADE_B', C: 'GRADE_C' };
const LEVELS: Record<string, StudyBaseLevel> = { '1': 'NATIONAL', '2': 'PROVINCIAL', '3': 'CITY' };
const INTENSITIES: Record<string, FacilityIntensity> = { '1': 'GENTLE', '2': 'MODERATE', '3': 'THRILLING' };

const key = <T extends string>(table: Record<string, T>, value: T): string => Object.entries(table).find(([, v]) => v === value)?.[0] ?? '';

/** "A" / "B" / "C" → the grade; "" (ungraded) or anything else → null. */
export const homestayGrade = (value: unknown): HomestayGrade | null => GRADES[text(value)?.toUpperCase() ?? ''] ?? null;
export const homestayGradeParam = (grade: HomestayGrade): string => key(GRADES, grade);
export const studyBaseLevel = (value: unknown): StudyBaseLevel | null => LEVELS[text(value) ?? ''] ?? null;
export const studyBaseLevelParam = (level: StudyBaseLevel): string => key(LEVELS, level);
export const facilityIntensity = (value: unknown): FacilityIntensity | null => INTENSITIES[text(value) ?? ''] ?? null;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The daily start times that are real `HH:mm` values, earliest first, each once. */
export function showTimes(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map((t) => String(t).trim()).filter((t) => HHMM.test(t)))].sort();
}

/** The first start time not yet begun at `now` (China time); null when the day's shows are over. */
export function nextShowTime(times: readonly string[], now: Date): string | null {
  const { minutes } = chinaClock(now);
  const current = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return times.find((t) => t > current) ?? null;
}
