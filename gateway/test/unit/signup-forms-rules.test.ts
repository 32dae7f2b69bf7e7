/**
 * The sign-up form's rules alone: the fields from the upstream's rows and every field kind's
 * check (required, lengths, ranges, choices, dates, pictures, phones, ID numbers), each problem
 * coded on `answers.<fieldId>`; the ID number's checksum is the shared identity check's.
 */
import { describe, expect, it } from 'vitest';
import { idCardProblem, idCheckChar } from '../../src/core/identity.ts';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { checkAnswer, checkAnswers, fieldOf, needsSmsCode } from '../../src/domains/signup-forms/rules.ts';
import type { SignUpFieldValue } from '../../src/domains/signup-forms/types.ts';

const TODAY = '2026-03-01';
const field = (over: Partial<SignUpFieldValue>): SignUpFieldValue => ({
  id: '7',
  activityId: '80941',
  label: 'x',
  type: 'TEXT',
  required: true,
  min: null,
  max: null,
  options: [],
  ...over,
});
const codeOf = (f: SignUpFieldValue, values: string[]) => checkAnswer(f, values, TODAY).error?.code ?? null;
const keptOf = (f: SignUpFieldValue, values: string[]) => checkAnswer(f, values, TODAY).value;
const CHOICES = [
  { value: '1', label: 'A' },
  { value: '2', label: 'B' },
  { value: '3', label: 'C' },
];

describe('sign-up form fields', () => {
  it('reads the upstream rows, leaving out a row without id or of an unknown kind', () => {
    expect(
      fieldOf({
        id: 3,
        activityId: '80941',
        fieldName: '年龄',
        fieldType: 'number',
        required: '1',
        minValue: '6',
        maxValue: '',
        options: [],
      }),
    ).toEqual({ id: '3', activityId: '80941', label: '年龄', type: 'NUMBER', required: true, min: 6, max: null, options: [] });
    expect(fieldOf({ id: 4, fieldType: 'checkbox', required: '0', options: [{ value: '1', label: 'A' }, { value: '' }] })).toMatchObject({
      type: 'MULTIPLE_CHOICE',
      required: false,
      options: [{ value: '1', label: 'A' }],
    });
    expect(fieldOf({ id: 5, fieldType: 'signature' })).toBeNull();
    expect(fieldOf({ fieldType: 'text' })).toBeNull();
    expect(needsSmsCode([field({ type: 'PHONE' })])).toBe(true);
    expect(needsSmsCode([field({})])).toBe(false);
  });
});

describe('sign-up answer rules', () => {
  it('text: length in characters within min and max', () => {
    const f = field({ min: 2, max: 4 });
    expect(codeOf(f, ['张'])).toBe('SIGN_UP_TOO_SHORT');
    expect(checkAnswer(f, ['张'], TODAY).error).toMatchObject({ field: 'answers.7', limit: 2 });
    expect(codeOf(f, ['张三李四王'])).toBe('SIGN_UP_TOO_LONG');
    expect(keptOf(f, ['张三'])).toBe('张三');
    expect(codeOf(f, ['😀😀'])).toBeNull();
  });

  it('number: a decimal number within min and max', () => {
    const f = field({ type: 'NUMBER', min: 6, max: 80 });
    expect(codeOf(f, ['abc'])).toBe('SIGN_UP_NUMBER_INVALID');
    expect(codeOf(f, ['1e3'])).toBe('SIGN_UP_NUMBER_INVALID');
    expect(codeOf(f, ['5'])).toBe('SIGN_UP_NUMBER_TOO_SMALL');
    expect(checkAnswer(f, ['81'], TODAY).error).toMatchObject({ code: 'SIGN_UP_NUMBER_TOO_LARGE', limit: 80 });
    expect(keptOf(f, ['30'])).toBe('30');
  });

  it('single choice: exactly one of the options', () => {
    const f = field({ type: 'SINGLE_CHOICE', options: CHOICES });
    expect(codeOf(f, ['4'])).toBe('SIGN_UP_CHOICE_INVALID');
    expect(codeOf(f, ['1', '2'])).toBe('SIGN_UP_CHOICE_INVALID');
    expect(keptOf(f, ['2'])).toBe('2');
  });

  it('multiple choice: distinct options, between min and max of them', () => {
    const f = field({ type: 'MULTIPLE_CHOICE', options: CHOICES, min: 2, max: 2 });
    expect(codeOf(f, ['1', '1'])).toBe('SIGN_UP_CHOICE_INVALID');
    expect(codeOf(f, ['1', '9'])).toBe('SIGN_UP_CHOICE_INVALID');
    expect(codeOf(f, ['1'])).toBe('SIGN_UP_TOO_FEW_CHOICES');
    expect(checkAnswer(f, ['1', '2', '3'], TODAY).error).toMatchObject({ code: 'SIGN_UP_TOO_MANY_CHOICES', limit: 2 });
    expect(keptOf(f, ['3', '1'])).toBe('3,1');
  });

  it('date: a real calendar day', () => {
    const f = field({ type: 'DATE' });
    expect(codeOf(f, ['2026-02-30'])).toBe('SIGN_UP_DATE_INVALID');
    expect(codeOf(f, ['tomorrow'])).toBe('SIGN_UP_DATE_INVALID');
    expect(keptOf(f, ['2026-03-08'])).toBe('2026-03-08');
  });

  it('picture: an uploaded image, sent as its storage key', () => {
    const f = field({ type: 'PICTURE' });
    expect(codeOf(f, ['https://example.com/a.jpg'])).toBe('FILE_UNKNOWN');
    const key = `uploads/${'a'.repeat(64)}`;
    expect(codeOf(f, [toGlobalId('UploadedFile', `${key}.mp4`)])).toBe('FILE_UNKNOWN');
    expect(keptOf(f, [toGlobalId('UploadedFile', `${key}.jpg`)])).toBe(`${key}.jpg`);
  });

  it('phone: 11 digits', () => {
    const f = field({ type: 'PHONE' });
    expect(checkAnswer(f, ['1380000000'], TODAY).error).toMatchObject({ code: 'PHONE_INVALID', field: 'answers.7' });
    expect(keptOf(f, ['13800000000'])).toBe('13800000000');
  });

  it('ID number: 18 characters of a province, a real past birth date, the ISO 7064 MOD 11-2 check character', () => {
    const f = field({ type: 'ID_NUMBER' });
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCardProblem('11010519491231002X', TODAY)).toBeNull();
    expect(keptOf(f, ['11010519491231002x'])).toBe('11010519491231002X');
    expect(keptOf(f, ['1101 0519 4912 3100 2X'])).toBe('11010519491231002X');
    expect(codeOf(f, ['110105194912310021'])).toBe('SIGN_UP_ID_NUMBER_CHECKSUM');
    expect(codeOf(f, ['1101051949123100'])).toBe('SIGN_UP_ID_NUMBER_FORMAT');
    expect(codeOf(f, ['99010519491231002X'])).toBe('SIGN_UP_ID_NUMBER_FORMAT');
    const feb30 = `1101052001023000${'1'}`;
    expect(codeOf(f, [`${feb30}${idCheckChar(feb30)}`])).toBe('SIGN_UP_ID_NUMBER_BIRTH_DATE');
    const future = '11010520300101001';
    expect(codeOf(f, [`${future}${idCheckChar(future)}`])).toBe('SIGN_UP_ID_NUMBER_BIRTH_DATE');
  });

  it('a form at once: unknown fields, required blanks and every field problem, the good values kept', () => {
    const fields = [field({ id: '1' }), field({ id: '2', type: 'PHONE' }), field({ id: '3', type: 'DATE', required: false })];
    const { values, errors } = checkAnswers(
      fields,
      [
        { fieldId: '1', values: ['  '] },
        { fieldId: '2', values: ['123'] },
        { fieldId: '9', values: ['x'] },
      ],
      TODAY,
    );
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ['RESOURCE_NOT_FOUND', 'answers.9'],
      ['SIGN_UP_ANSWER_REQUIRED', 'answers.1'],
      ['PHONE_INVALID', 'answers.2'],
    ]);
    expect(values.size).toBe(0);
    const ok = checkAnswers(
      fields,
      [
        { fieldId: '1', values: [' 张三 '] },
        { fieldId: '2', values: ['13800000000'] },
      ],
      TODAY,
    );
    expect(ok.errors).toEqual([]);
    expect([...ok.values]).toEqual([
      ['1', '张三'],
      ['2', '13800000000'],
    ]);
  });
});
