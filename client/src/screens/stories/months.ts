import { dateFormat, localeOf } from '../../widgets/format';

/** The name of a month (1-12) in the UI language. */
export function monthName(month: number, lang: string): string {
  return dateFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 15));
}
