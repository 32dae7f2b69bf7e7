import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { postForm, startTestUpstream, type Client, type Envelope } from './helpers.ts';

const ANSWERING = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

interface Answer {
  answered: string;
  content: string;
  items: { resourceType: string; id: string; title: string; summary: string }[];
}

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const ask = (siteCode: string, question: string) => postForm<Envelope<Answer>>(c, 'res/api/robot/answer', { question }, { siteCode });

describe('res/api/robot', () => {
  it("answers every suggested question of every answering site, in the site's language", async () => {
    for (const siteCode of ANSWERING) {
      const info = await c.get<Envelope<{ name: string; welcome: string }>>('res/api/robot/info', { siteCode });
      expect(info.data.name.length).toBeGreaterThan(0);
      const greetings = await c.get<Envelope<{ greeting: string; questions: string[] }>>('res/api/robot/greetings', { siteCode });
      expect(greetings.data.greeting.length).toBeGreaterThan(0);
      expect(greetings.data.questions.length).toBe(4);
      for (const question of greetings.data.questions) {
        const answer = await ask(siteCode, question);
        expect(answer.code, `${siteCode} ${question}`).toBe(0);
        expect(answer.data.answered, `${siteCode} ${question}`).toBe('1');
        if (siteCode === 'site450300') expect(`${answer.data.content} ${info.data.welcome}`).not.toMatch(CJK);
      }
    }
  });

  it('answers a question about a place with the place; a question it cannot answer says so; an empty or long one is refused', async () => {
    const places = await c.list('res/api/scenic/list', { pageSize: 3 });
    const place = places.datas[1]!;
    const about = await ask('site510100', `${String(place.name)}怎么样`);
    expect(about.data.answered).toBe('1');
    expect(about.data.items[0]).toMatchObject({ resourceType: 'CONTENT_TYPE_SCENERY', id: place.id, title: place.name });
    expect(about.data.content).toContain(String(place.name));
    const unknown = await ask('site510100', '火星上的天气');
    expect(unknown.data).toEqual({ answered: '0', content: '抱歉，这个问题我还没有学会。可以换个说法，或者去搜索看看。', items: [] });
    const empty = await ask('site510100', '   ');
    expect(empty.code).toBe(1);
    expect((await ask('site510100', '问'.repeat(101))).code).toBe(1);
  });

  it('seeds five common problems a site', () => {
    const db = openDatabase(':memory:');
    try {
      const faqs = db.prepare('SELECT COUNT(*) AS n FROM robot_faqs WHERE site_code = ?').get('site510100') as { n: number };
      expect(faqs.n).toBe(5);
    } finally {
      db.close();
    }
  });
});
