import type { TFunction } from 'i18next';
import { chinaToday, dateFormat } from '../../widgets/format';

/** An enum value's label (`volunteers.<group>.<VALUE>`); unknown future values show as themselves. */
export function label(
  t: TFunction,
  group:
    | 'skill'
    | 'serviceType'
    | 'availability'
    | 'role'
    | 'recruitStatus'
    | 'applicationStatus'
    | 'pickStatus'
    | 'signMethod'
    | 'makeUpStatus'
    | 'pointsKind'
    | 'teamStatus'
    | 'memberStatus'
    | 'gender',
  value: string | null | undefined,
): string {
  if (!value) return '';
  return t(`volunteers.${group}.${value}`, { defaultValue: value });
}

/** The options of an enum group for a ChipGroup. */
export function options<T extends string>(
  t: TFunction,
  group: 'skill' | 'serviceType' | 'availability',
  values: readonly T[],
): Array<{ value: T; label: string }> {
  return values.map((value) => ({ value, label: label(t, group, value) }));
}

/** `yyyy-MM` of today in China time. */
export function thisMonth(): string {
  return chinaToday().slice(0, 7);
}

/** The month `by` months from `month` (`yyyy-MM`). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** `HH:mm` of an ISO instant in China time. */
export function timeOfDay(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai' }).format(new Date(iso));
}
