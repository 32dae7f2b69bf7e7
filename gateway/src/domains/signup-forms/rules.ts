/**
 * The sign-up form's rules, run before the upstream is called: the fields from the upstream's rows,
 * and every answer checked against its field (required, lengths, ranges, choices, dates, pictures,
 * phones, ID numbers), each problem a coded error naming the field (`answers.<fieldId>`).
 */
import { idCardProblem, normaliseCertificateNumber } from '../../core/identity.ts';
import type { CertificateProblem } from '../../core/identity.ts';
import { int, text } from '../../core/normalise.ts';
import { isDay } from '../../core/time.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorCode, UserErrorSource } from '../../core/user-errors.ts';
import { codePointLength, validatePhone } from '../../core/validation.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import type { SignUpFieldKind, SignUpFieldRow, SignUpFieldValue } from './types.ts';

const KINDS: Readonly<Record<string, SignUpFieldKind>> = {
  text: 'TEXT',
  number: 'NUMBER',
  radio: 'SINGLE_CHOICE',
  checkbox: 'MULTIPLE_CHOICE',
  date: 'DATE',
  image: 'PICTURE',
  phone: 'PHONE',
  idcard: 'ID_NUMBER',
};

/** A field from the upstream's row; null for a row the graph cannot show (no id, an unknown kind). */
export function fieldOf(row: SignUpFieldRow): SignUpFieldValue | null {
  const id = text(row.id);
  const type = KINDS[text(row.fieldType) ?? ''];
  if (!id || !type) return null;
  return {
    id,
    activityId: text(row.activityId) ?? '',
    label: text(row.fieldName) ?? '',
    type,
    required: text(row.required) === '1',
    min: int(row.minValue),
    max: int(row.maxValue),
    options: (row.options ?? []).flatMap((o) => {
      const value = text(o.value);
      return value ? [{ value, label: text(o.label) ?? value }] : [];
    }),
  };
}

/** The error field of an answer. */
export const answerField = (fieldId: string): string => `answers.${fieldId}`;

const ID_PROBLEMS: Readonly<Record<CertificateProblem, UserErrorCode>> = {
  REQUIRED: 'SIGN_UP_ANSWER_REQUIRED',
  FORMAT: 'SIGN_UP_ID_NUMBER_FORMAT',
  CHECKSUM: 'SIGN_UP_ID_NUMBER_CHECKSUM',
  BIRTH_DATE: 'SIGN_UP_ID_NUMBER_BIRTH_DATE',
};

type Checked = { value: string; error: null } | { value: null; error: UserErrorSource };
const good = (value: string): Checked => ({ value, error: null });
const bad = (code: UserErrorCode, field: SignUpFieldValue, limit: number | null = null): Checked => ({
  value: null,
  error: inputError(code, answerField(field.id), limit),
});

function checkText(field: SignUpFieldValue, value: string): Checked {
  const n = codePointLength(value);
  if (field.min !== null && n < field.min) return bad('SIGN_UP_TOO_SHORT', field, field.min);
  if (field.max !== null && n > field.max) return bad('SIGN_UP_TOO_LONG', field, field.max);
  return good(value);
}

function checkNumber(field: SignUpFieldValue, value: string): Checked {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return bad('SIGN_UP_NUMBER_INVALID', field);
  const n = Number(value);
  if (field.min !== null && n < field.min) return bad('SIGN_UP_NUMBER_TOO_SMALL', field, field.min);
  if (field.max !== null && n > field.max) return bad('SIGN_UP_NUMBER_TOO_LARGE', field, field.max);
  return good(value);
}

function checkChoices(field: SignUpFieldValue, values: readonly string[]): Checked {
  const known = new Set(field.options.map((o) => o.value));
  if (new Set(values).size !== values.length || !values.every((v) => known.has(v))) return bad('SIGN_UP_CHOICE_INVALID', field);
  if (field.type === 'SINGLE_CHOICE') return values.length === 1 ? good(values[0] ?? '') : bad('SIGN_UP_CHOICE_INVALID', field);
  if (field.min !== null && values.length < field.min) return bad('SIGN_UP_TOO_FEW_CHOICES', field, field.min);
  if (field.max !== null && values.length > field.max) return bad('SIGN_UP_TOO_MANY_CHOICES', field, field.max);
  return good(values.join(','));
}

/** One answered field (non-blank `values`): the value as the upstream keeps it, or the problem. `today` is `yyyy-MM-dd` in China. */
export function checkAnswer(field: SignUpFieldValue, values: readonly string[], today: string): Checked {
  const value = values[0] ?? '';
  if (field.type !== 'MULTIPLE_CHOICE' && values.length > 1) return bad('SIGN_UP_CHOICE_INVALID', field);
  switch (field.type) {
    case 'TEXT':
      return checkText(field, value);
    case 'NUMBER':
      return checkNumber(field, value);
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return checkChoices(field, values);
    case 'DATE':
      return isDay(value) ? good(value) : bad('SIGN_UP_DATE_INVALID', field);
    case 'PHONE': {
      const [error] = validatePhone(value, answerField(field.id));
      return error ? { value: null, error } : good(value);
    }
    case 'ID_NUMBER': {
      const number = normaliseCertificateNumber(value);
      const problem = idCardProblem(number, today);
      return problem ? bad(ID_PROBLEMS[problem], field) : good(number);
    }
    case 'PICTURE': {
      const { keys, errors } = uploadedFileKeys([value], answerField(field.id), 'IMAGE');
      return errors[0] ? { value: null, error: errors[0] } : good(keys[0] ?? '');
    }
  }
}

/** An answer as the viewer sends it. */
export interface AnswerInput {
  fieldId: string;
  values: readonly string[];
}

/**
 * Every answer against the form: the values by field id as the upstream keeps them, and every
 * problem (an unknown field, a required one left blank, each field's own rule).
 */
export function checkAnswers(
  fields: readonly SignUpFieldValue[],
  answers: readonly AnswerInput[],
  today: string,
): { values: Map<string, string>; errors: UserErrorSource[] } {
  const given = new Map<string, string[]>();
  const errors: UserErrorSource[] = [];
  for (const a of answers) {
    const id = a.fieldId.trim();
    if (!fields.some((f) => f.id === id)) errors.push(inputError('RESOURCE_NOT_FOUND', answerField(id)));
    else
      given.set(
        id,
        a.values.map((v) => v.trim()).filter((v) => v !== ''),
      );
  }
  const values = new Map<string, string>();
  for (const field of fields) {
    const raw = given.get(field.id) ?? [];
    if (raw.length === 0) {
      if (field.required) errors.push(inputError('SIGN_UP_ANSWER_REQUIRED', answerField(field.id)));
      continue;
    }
    const checked = checkAnswer(field, raw, today);
    if (checked.error) errors.push(checked.error);
    else values.set(field.id, checked.value);
  }
  return { values, errors };
}

/** Whether signing up with this form needs an SMS code: it has a phone field (the code goes to its answer). */
export function needsSmsCode(fields: readonly SignUpFieldValue[]): boolean {
  return fields.some((f) => f.type === 'PHONE');
}
