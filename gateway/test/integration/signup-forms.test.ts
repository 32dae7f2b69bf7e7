/**
 * Activity sign-up forms over the real upstream: an activity's form as typed fields, joining with
 * its answers (every rule refused before the upstream is asked, nothing stored; the SMS code to
 * the form's phone), the answers shown to the order's owner only, and two sign-ups racing for a
 * session's last place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const { ok } = clientOf(() => h);

const FORM_ACTIVITY = toGlobalId('Activity', 80941);
const ID = '11010519491231002X';
const FORM = 'signUpForm { needsSmsCode fields { id label type required min max options { value label } } }';
const JOIN = `mutation($in: JoinActivityInput!) { joinActivity(input: $in) {
  order { id status signUpAnswers { label type values } } activity { id } errors { code field limit message } } }`;
const SEND = 'mutation($in: SendSignUpCodeInput!) { sendSignUpCode(input: $in) { sent retryAfterSeconds errors { code field } } }';

interface Field {
  id: string;
  type: string;
}

async function form(): Promise<{ fields: Field[]; sessions: { id: string }[] }> {
  const data = await ok(`query($id: ID!) { node(id: $id) { ... on Activity { sessions { id } ${FORM} } } }`, { id: FORM_ACTIVITY });
  return { fields: data.node.signUpForm.fields, sessions: data.node.sessions };
}

function answers(fields: Field[], phone: string, idNumber = ID) {
  const by: Record<string, string[]> = {
    TEXT: ['张三'],
    PHONE: [phone],
    ID_NUMBER: [idNumber],
    NUMBER: ['30'],
    SINGLE_CHOICE: ['2'],
    MULTIPLE_CHOICE: ['1', '3'],
    DATE: [],
    PICTURE: [],
  };
  return fields.map((f) => ({ fieldId: f.id, values: by[f.type] ?? [] }));
}

async function codeFor(token: string, phone: string): Promise<string> {
  const sent = await ok(SEND, { in: { activityId: FORM_ACTIVITY, phone } }, token);
  expect(sent.sendSignUpCode).toEqual({ sent: true, retryAfterSeconds: 60, errors: [] });
  return h.dev.smsCode(phone);
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('sign-up forms', () => {
  it('an activity with a form answers its typed fields; one without answers none', async () => {
    const data = await ok(`query($id: ID!) { node(id: $id) { ... on Activity { ${FORM} } } }`, { id: FORM_ACTIVITY });
    expect(data.node.signUpForm.needsSmsCode).toBe(true);
    expect(data.node.signUpForm.fields.map((f: any) => f.type)).toEqual([
      'TEXT',
      'PHONE',
      'ID_NUMBER',
      'NUMBER',
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'DATE',
      'PICTURE',
    ]);
    expect(data.node.signUpForm.fields[0]).toMatchObject({ label: '姓名', required: true, min: 2, max: 20, options: [] });
    expect(data.node.signUpForm.fields[4].options).toEqual([
      { value: '1', label: '传统手工艺' },
      { value: '2', label: '传统戏剧' },
      { value: '3', label: '传统美食' },
    ]);
    const plain = await ok('query($id: ID!) { node(id: $id) { ... on Activity { signUpForm { needsSmsCode } } } }', {
      id: toGlobalId('Activity', 80001),
    });
    expect(plain.node.signUpForm).toBeNull();
  });

  it('refuses every bad answer before the upstream, storing nothing; then joins with the code, the answers its owner alone sees', async () => {
    const { fields, sessions } = await form();
    const token = await h.signIn('13911170001');
    const phone = '13911170002';
    const idField = fields.find((f) => f.type === 'ID_NUMBER')!.id;
    const join = (answersIn: unknown, smsCode: string, language?: string) =>
      ok(JOIN, { in: { activityId: FORM_ACTIVITY, sessionId: sessions[0]!.id, answers: answersIn, smsCode } }, token, language).then(
        (d) => d.joinActivity,
      );
    const writes = await h.dev.writes();

    const bad = await join(answers(fields, phone, '110105194912310021'), '123456', 'EN');
    expect(bad.order).toBeNull();
    expect(bad.errors).toEqual([
      {
        code: 'SIGN_UP_ID_NUMBER_CHECKSUM',
        field: `answers.${idField}`,
        limit: null,
        message: 'This ID number is not valid. Please check it for typing mistakes.',
      },
    ]);
    const blank = await join(
      fields.map((f) => ({ fieldId: f.id, values: [] })),
      '',
    );
    expect(blank.errors.map((e: any) => e.code)).toEqual([
      'SIGN_UP_ANSWER_REQUIRED',
      'SIGN_UP_ANSWER_REQUIRED',
      'SIGN_UP_ANSWER_REQUIRED',
      'SIGN_UP_ANSWER_REQUIRED',
      'SIGN_UP_ANSWER_REQUIRED',
      'CODE_INVALID',
    ]);
    expect(await h.dev.writes()).toBe(writes);

    const code = await codeFor(token, phone);
    const wrong = await join(answers(fields, phone), code === '000000' ? '111111' : '000000');
    expect(wrong.errors).toEqual([expect.objectContaining({ code: 'CODE_WRONG', field: 'smsCode' })]);

    const joined = await join(answers(fields, phone), code);
    expect(joined.errors).toEqual([]);
    expect(joined.order.status).toBe('TO_BE_USED');
    expect(joined.order.signUpAnswers).toEqual([
      { label: '姓名', type: 'TEXT', values: ['张三'] },
      { label: '手机号', type: 'PHONE', values: [phone] },
      { label: '身份证号', type: 'ID_NUMBER', values: ['1101**********002X'] },
      { label: '年龄', type: 'NUMBER', values: ['30'] },
      { label: '研学方向', type: 'SINGLE_CHOICE', values: ['传统戏剧'] },
      { label: '感兴趣的项目', type: 'MULTIPLE_CHOICE', values: ['剪纸', '陶艺'] },
    ]);

    const other = await h.signIn('13911170003');
    const seen = await ok(
      'query($id: ID!) { node(id: $id) { ... on ReservationOrder { signUpAnswers { values } } } }',
      { id: joined.order.id },
      other,
    );
    expect(seen.node).toBeNull();
  });

  it('gives a session’s last place to exactly one of two sign-ups at once', async () => {
    const { fields, sessions } = await form();
    const last = sessions[1]!.id;
    const people = ['13911170011', '13911170012'];
    const tokens = await Promise.all(people.map((p) => h.signIn(p)));
    const phones = ['13911170021', '13911170022'];
    const codes: string[] = [];
    for (const [i, t] of tokens.entries()) codes.push(await codeFor(t, phones[i]!));
    const results = await Promise.all(
      tokens.map((t, i) =>
        ok(JOIN, { in: { activityId: FORM_ACTIVITY, sessionId: last, answers: answers(fields, phones[i]!), smsCode: codes[i] } }, t).then(
          (d) => d.joinActivity,
        ),
      ),
    );
    const winners = results.filter((r) => r.order !== null);
    expect(winners).toHaveLength(1);
    expect(results.find((r) => r.order === null)?.errors).toEqual([expect.objectContaining({ code: 'SOLD_OUT', field: 'sessionId' })]);
  });
});
