import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postJson, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let token: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13912340301')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

type Question = {
  id: string;
  type: string;
  required: string;
  minChoose: string;
  maxChoose: string;
  maxLength: string;
  maxScore: string;
  options: Array<{ id: string; content: string }>;
};

async function info(id: string, as = token): Promise<Item & { questions: Question[] }> {
  return (await c.get('res/api/questionnaire/info', { id, token: as })).data as Item & { questions: Question[] };
}

describe('questionnaires', () => {
  it('lists the site’s own questionnaires (open first), a group’s by section, and the groups', async () => {
    const all = await c.list('res/api/questionnaire/list', { token });
    expect(all.datas.map((q) => q.title)).toEqual(['游客满意度调查', '文化活动需求调查', '2024 夜游成都调查']);
    expect(all.datas[0]).toMatchObject({ status: '1', questionNum: '5', answered: '0' });
    const groups = await c.list('res/api/questionnaire/groupList');
    const groupId = String(groups.datas[0]!.id);
    const group = await c.get('res/api/questionnaire/groupInfo', { id: groupId });
    expect(group.data.groups).toEqual([
      { code: 'scenic', name: '景区' },
      { code: 'hotel', name: '住宿' },
      { code: 'service', name: '公共服务' },
    ]);
    expect((await c.list('res/api/questionnaire/list', { groupId })).page.total).toBe(3);
    expect((await c.list('res/api/questionnaire/list', { groupId, groupCode: 'hotel' })).datas.map((q) => q.title)).toEqual([
      '住宿体验评价',
    ]);
    expect((await c.list('res/api/questionnaire/list', { siteCode: 'site530700' })).datas[0]!.title).toBe('Votre séjour à Lijiang');
  });

  it('shows the four kinds of question with their limits', async () => {
    const id = String((await c.list('res/api/questionnaire/list', { token })).datas[0]!.id);
    const q = await info(id);
    expect(q.questions.map((x) => x.type)).toEqual(['RADIO', 'CHECKBOX', 'RATE', 'RADIO', 'TEXT']);
    expect(q.questions[1]).toMatchObject({ minChoose: '1', maxChoose: '3', required: '1' });
    expect(q.questions[2]).toMatchObject({ maxScore: '5' });
    expect(q.questions[4]).toMatchObject({ maxLength: '200', required: '0' });
    expect(q.myAnswers).toBeNull();
  });

  it('takes an answer once; refuses a missing required answer, a wrong choice count, a rating out of range; keeps the answers', async () => {
    const id = String((await c.list('res/api/questionnaire/list', { token })).datas[0]!.id);
    const q = await info(id);
    const [from, visited, rating, , advice] = q.questions;
    const answers = [
      { questionId: from!.id, optionIds: [from!.options[0]!.id] },
      { questionId: visited!.id, optionIds: visited!.options.slice(0, 2).map((o) => o.id) },
      { questionId: rating!.id, score: 4 },
      { questionId: advice!.id, content: '多设几个直饮水点' },
    ];
    const submit = (body: unknown, as = token) => postJson(c, 'res/api/questionnaire/submit', body, { token: as });
    expect((await submit({ questionnaireId: id, answers: answers.slice(1) })).message).toBe('请完成必答题：您从哪里来？');
    expect(
      (
        await submit({
          questionnaireId: id,
          answers: [answers[0], { questionId: visited!.id, optionIds: visited!.options.slice(0, 4).map((o) => o.id) }, answers[2]],
        })
      ).message,
    ).toBe('多选题选择数量不正确');
    expect((await submit({ questionnaireId: id, answers: [answers[0], answers[1], { questionId: rating!.id, score: 6 }] })).message).toBe(
      '评分不正确',
    );
    const both = await Promise.all([submit({ questionnaireId: id, answers }), submit({ questionnaireId: id, answers })]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)!.message).toBe('您已提交过该问卷');
    const after = await info(id);
    expect(after).toMatchObject({ answered: '1', submitTime: expect.any(String) });
    expect(after.myAnswers).toEqual(
      expect.arrayContaining([
        { questionId: rating!.id, optionIds: '', content: '', score: '4' },
        { questionId: advice!.id, optionIds: '', content: '多设几个直饮水点', score: '' },
      ]),
    );
    const mine = await c.list('res/api/questionnaire/myList', { token });
    expect(mine.datas.map((m) => m.title)).toEqual(['游客满意度调查']);
    expect((await submit({ questionnaireId: id, answers })).code).toBe(1);
    expect((await postJson(c, 'res/api/questionnaire/submit', { questionnaireId: id, answers })).code).toBe(2);
  });

  it('refuses a questionnaire that is over', async () => {
    const ended = (await c.list('res/api/questionnaire/list', { token })).datas.find((q) => q.status === '2')!;
    const q = await info(String(ended.id));
    expect(
      (
        await postJson(
          c,
          'res/api/questionnaire/submit',
          { questionnaireId: ended.id, answers: [{ questionId: q.questions[0]!.id, score: 5 }] },
          { token },
        )
      ).message,
    ).toBe('问卷已结束');
  });
});
