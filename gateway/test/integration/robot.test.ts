import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ROBOT = '{ siteRobot { name welcome greeting suggestedQuestions } }';
const ASK = `mutation ($input: AskRobotInput!) {
  askRobot(input: $input) {
    answer { question answered text links { kind title summary path } searchPath }
    errors { code field limit message }
  }
}`;

describe('the site robot', () => {
  it('introduces itself with a greeting and suggested questions, each of which it answers', async () => {
    const r = await h.gql(ROBOT);
    expect(r.errors).toBeUndefined();
    const robot = r.data!.siteRobot;
    expect(robot.name).toBe('小游');
    expect(robot.greeting).toMatch(/好！$/);
    expect(robot.suggestedQuestions).toHaveLength(4);
    for (const question of robot.suggestedQuestions as string[]) {
      const a = await h.gql(ASK, { input: { question } });
      expect(a.errors).toBeUndefined();
      expect(a.data!.askRobot.answer.answered, question).toBe(true);
      expect(a.data!.askRobot.answer.searchPath).toBeNull();
    }
    const en = await h.gql(ROBOT, {}, { 'x-site-code': 'site450300' });
    expect(en.data!.siteRobot.welcome).toMatch(/^Hi, I'm Lily/);
  });

  it('answers a question about a place with a link to its page; one it cannot answer offers the search', async () => {
    const place = await h.gql('{ places(kind: SCENIC_AREA, first: 2) { edges { node { name detailPath } } } }');
    const { name, detailPath } = place.data!.places.edges[1].node;
    const a = await h.gql(ASK, { input: { question: ` ${name}好玩吗？ ` } });
    const answer = a.data!.askRobot.answer;
    expect(answer.question).toBe(`${name}好玩吗？`);
    expect(answer.answered).toBe(true);
    expect(answer.text).toContain(name);
    expect(answer.links[0]).toMatchObject({ kind: 'PLACE', title: name, path: detailPath });
    const none = (await h.gql(ASK, { input: { question: '火星上的天气' } })).data!.askRobot.answer;
    expect(none).toMatchObject({ answered: false, links: [], searchPath: `/search?keyword=${encodeURIComponent('火星上的天气')}` });
  });

  it('refuses an empty or too long question before asking the robot, in the asked language', async () => {
    const limits = await h.gql('{ inputLimits { robotQuestionMaxLength } }');
    const max = limits.data!.inputLimits.robotQuestionMaxLength as number;
    await h.dev.resetCalls();
    const empty = await h.gql(ASK, { input: { question: '  ' } }, { 'x-language': 'EN' });
    expect(empty.data!.askRobot).toEqual({
      answer: null,
      errors: [{ code: 'ROBOT_QUESTION_REQUIRED', field: 'question', limit: null, message: 'Please type a question.' }],
    });
    const long = await h.gql(ASK, { input: { question: '问'.repeat(max + 1) } });
    expect(long.data!.askRobot.errors[0]).toMatchObject({ code: 'ROBOT_QUESTION_TOO_LONG', limit: max, message: `问题最多${max}个字` });
    expect((await h.dev.calls()).calls.filter((c) => c.path.startsWith('res/api/robot'))).toEqual([]);
  });

  it('a failing robot service leaves the site and the rest of the page working', async () => {
    await h.dev.addFault({ path: 'res/api/robot/greetings', mode: 'http500' });
    try {
      const r = await h.gql(`{ site { name } siteRobot { name } travelAgencyRegions { name } }`);
      expect(r.data!.siteRobot).toBeNull();
      expect(r.data!.site.name).toBe('成都文旅云');
      expect(r.data!.travelAgencyRegions.length).toBeGreaterThan(0);
      expect(r.errors?.map((e) => e.path?.join('.'))).toEqual(['siteRobot']);
    } finally {
      await h.dev.clearFaults();
    }
  });
});
