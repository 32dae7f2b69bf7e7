import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { type Client, type Envelope, type Item, login, postForm, startTestUpstream } from './helpers.ts';

const LIVE = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const ID = '11010519491231002X';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

async function formActivity(siteCode = 'site510100'): Promise<{ id: string; sessions: Item[]; fields: Item[] }> {
  const list = await c.list('res/api/activity/getActivityList', { siteCode, pageSize: 100 });
  const ids = list.datas.map((a) => String(a.id)).join(',');
  const fields = (await c.list('res/api/activity/signUpFields', { siteCode, activityIds: ids })).datas;
  const id = String(fields[0]?.activityId);
  const detail = await c.get('res/api/activity/getActivityInfo', { siteCode, id });
  return { id, sessions: detail.data.sessions as Item[], fields: fields.filter((f) => f.activityId === id) };
}

function answersOf(fields: Item[], phone: string, idCard = ID): string {
  const byType = (t: string) => String(fields.find((f) => f.fieldType === t)?.id);
  return JSON.stringify([
    { fieldId: byType('text'), value: '张三' },
    { fieldId: byType('phone'), value: phone },
    { fieldId: byType('idcard'), value: idCard },
    { fieldId: byType('number'), value: '30' },
    { fieldId: byType('radio'), value: '2' },
    { fieldId: byType('checkbox'), value: '1,3' },
  ]);
}

async function formCode(token: string, phone: string): Promise<string> {
  const sent = await c.get('act/api/activityOrder/sendSmsCode', { phone: sm4Encrypt(phone), token });
  expect(sent.code).toBe(0);
  return c.dev.smsCode(phone);
}

const orderCount = async (token: string) => (await c.list('act/api/activityOrder/list', { token, orderType: '', pageSize: 50 })).page.total;

describe('sign-up forms', () => {
  it('every live demo site has an activity with a form of every field kind', async () => {
    for (const siteCode of LIVE) {
      const a = await formActivity(siteCode);
      expect(a.fields.map((f) => f.fieldType)).toEqual(['text', 'phone', 'idcard', 'number', 'radio', 'checkbox', 'date', 'image']);
      expect(a.sessions.map((s) => s.stock)).toEqual(['30', '1']);
    }
    const fr = await formActivity('site530700');
    expect(fr.fields[0]?.fieldName).toBe('Nom');
    expect(((fr.fields[4]?.options ?? []) as Item[]).map((o) => o.value)).toEqual(['1', '2', '3']);
  });

  it('stores nothing on bad answers or a wrong code, then signs up with the answers kept for their owner', async () => {
    const a = await formActivity();
    const user = await login(c, '13700000101');
    const token = user.userToken;
    const before = await orderCount(token);
    const save = (body: Record<string, string>) =>
      postForm<Envelope<{ orderCode: string; status: string }>>(
        c,
        'user/api/activityOrder/save',
        { activityId: a.id, sessionId: String(a.sessions[0]?.id), ...body },
        { token },
      );

    const missing = await save({ answers: JSON.stringify([]), smsCode: '000000' });
    expect(missing).toMatchObject({ code: 1, message: '请填写姓名' });
    const badChoice = JSON.parse(answersOf(a.fields, '13700000202')) as { fieldId: string; value: string }[];
    badChoice[4] = { fieldId: badChoice[4]?.fieldId ?? '', value: '9' };
    expect((await save({ answers: JSON.stringify(badChoice), smsCode: '000000' })).code).toBe(1);
    const code = await formCode(token, '13700000202');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await save({ answers: answersOf(a.fields, '13700000202'), smsCode: wrong })).toMatchObject({ code: 1, message: '验证码错误' });
    expect(await orderCount(token)).toBe(before);

    const saved = await save({ answers: answersOf(a.fields, '13700000202'), smsCode: code });
    expect(saved.code).toBe(0);
    expect(await orderCount(token)).toBe(before + 1);
    const orderCode = saved.data.orderCode;
    const detail = await c.get('act/api/activityOrder/detail', { orderCode, token });
    expect(detail.data).toMatchObject({ contactName: '张三' });
    const mine = await c.list('user/api/activityOrder/answers', { orderCodes: orderCode, token });
    expect(mine.datas.map((x) => x.value)).toEqual(['张三', '13700000202', ID, '30', '2', '1,3']);
    // the code is single use
    expect((await save({ answers: answersOf(a.fields, '13700000202'), smsCode: code })).code).toBe(1);

    const other = await login(c, '13700000103');
    expect((await c.list('user/api/activityOrder/answers', { orderCodes: orderCode, token: other.userToken })).datas).toEqual([]);
  });

  it('gives the last place to exactly one of two sign-ups at once', async () => {
    const a = await formActivity('site450300');
    const last = String(a.sessions[1]?.id);
    const people = await Promise.all(['13700000301', '13700000302'].map((p) => login(c, p)));
    const codes: string[] = [];
    for (const [i, p] of people.entries()) codes.push(await formCode(p.userToken, `1370000040${i}`));
    const results = await Promise.all(
      people.map((p, i) =>
        postForm(
          c,
          'user/api/activityOrder/save',
          { activityId: a.id, sessionId: last, answers: answersOf(a.fields, `1370000040${i}`), smsCode: codes[i] ?? '' },
          { token: p.userToken, siteCode: 'site450300' },
        ),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 1)?.message).toBe('库存不足');
    expect((await formActivity('site450300')).sessions[1]?.stock).toBe('0');
  });
});
