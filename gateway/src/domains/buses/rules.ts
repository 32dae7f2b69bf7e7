/**
 * The bus enquiry's input rules, owned here once; clients read the limit from `inputLimits`.
 * Every rule is checked before the upstream is called.
 */
import { codePointLength } from '../../core/validation.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';

/** The longest bus search keyword (a line's or a stop's name part). */
export const BUS_KEYWORD_MAX = 30;

/** The upstream's ids are whole numbers. */
const BUS_ID = /^\d{1,15}$/;

/** A search keyword: required after trimming, at most BUS_KEYWORD_MAX characters. */
export function checkKeyword(raw: string): { keyword: string; errors: UserErrorSource[] } {
  const keyword = raw.trim();
  if (keyword === '') return { keyword, errors: [inputError('BUS_KEYWORD_REQUIRED', 'keyword')] };
  if (codePointLength(keyword) > BUS_KEYWORD_MAX)
    return { keyword, errors: [inputError('BUS_KEYWORD_TOO_LONG', 'keyword', BUS_KEYWORD_MAX)] };
  return { keyword, errors: [] };
}

/** The upstream id of a BusLine global id; null for anything else. */
export const lineIdOf = (id: string | null | undefined) => rawIdOf(id, 'BusLine', BUS_ID);
/** The upstream id of a BusStop global id; null for anything else. */
export const stopIdOf = (id: string | null | undefined) => rawIdOf(id, 'BusStop', BUS_ID);

export const unknownLine = (): UserErrorSource => inputError('BUS_LINE_UNKNOWN', 'id');
export const unknownStop = (): UserErrorSource => inputError('BUS_STOP_UNKNOWN', 'id');
export const positionRequired = (): UserErrorSource => inputError('BUS_POSITION_REQUIRED', 'near');
