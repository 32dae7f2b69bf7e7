import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, postJson, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let demo: string;
let fresh: string;
beforeAll(async () => {
  c = await startTestUpstream();
  demo = (await login(c, '13800000001')).userToken;
  fresh = (await login(c, '13900000101')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

type Question = { id: string; questionType: string; title: string; options: { key: string; value: string }[]; score: string };

/** The answer key of a set or paper, read from the database the way only the server can. */
const keys = new Map<string, Map<string, { kind: string; answer: string }>>();
async function keyOf(owner: 'CONFIG' | 'PAPER', id: string): Promise<Map<string, { kind: string; answer: string }>> {
  const known = keys.get(`${owner}:${id}`);
  if (known) return known;
  // the upstream keeps the key to itself: the test reads it through a submitted record of a throw-away user
  const token = (await login(c, `1390000${owner === 'CONFIG' ? '02' : '03'}${id.slice(-2)}`)).userToken;
  let recordId: string;
  if (owner === 'CONFIG') {
    recordId = ((await postJson(c, 'res/api/schoolUser/exercisesSubmit', { courseConfigId: id, answers: [] }, { token })).data as Item)
      .id as string;
  } else {
    const started = (await postForm(c, 'resExt/api/paper/start', { paperId: id }, { token })).data as Item;
    recordId = ((await postJson(c, 'resExt/api/paper/submit', { recordId: started.recordId, answers: [] }, { token })).data as Item)
      .id as string;
  }
  const detail = (await c.get('res/api/schoolUser/recordDetail', { id: recordId, token })).data as Item & {
    questions: (Question & { rightAnswer: string })[];
  };
  const kinds: Record<string, string> = { 1: 'SINGLE', 2: 'MULTIPLE', 3: 'JUDGE', 4: 'FILL' };
  const key = new Map(detail.questions.map((q) => [q.id, { kind: kinds[q.questionType]!, answer: q.rightAnswer.split('|')[0]! }]));
  keys.set(`${owner}:${id}`, key);
  return key;
}

describe('courses (res/api/schoolCourse)', () => {
  it('every demo site has courses with chapters of video, audio and text lessons, in its language', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const page = await c.list('res/api/schoolCourse/list', { siteCode });
      expect(page.code, siteCode).toBe(0);
      expect(page.datas.length, siteCode).toBeGreaterThan(0);
      const course = page.datas[0]!;
      expect(course.images as string).toMatch(/\/files\/images\/course-\d+-1\.svg/);
      expect(Number(course.lessonNum)).toBeGreaterThan(0);
      const detail = await c.get('res/api/schoolCourse/detail', { siteCode, id: course.id as string });
      const chapters = (detail.data as { chapters: { lessons: Item[] }[] }).chapters;
      expect(chapters.length).toBeGreaterThan(0);
      const lessons = chapters.flatMap((h) => h.lessons);
      expect(lessons.length).toBe(Number(course.lessonNum));
      expect(new Set(lessons.map((l) => l.lessonType))).toContain('1');
      for (const l of lessons.filter((x) => x.lessonType === '1'))
        expect(l.url as string).toMatch(/\/files\/media\/lesson-\d+--[\w-]+\.webm$/);
      if (siteCode === 'site530700') expect(course.name).toMatch(/Culture naxie/);
    }
    // the suspended site's data exists even though its calls answer code 3
    expect((await c.list('res/api/schoolCourse/list', { siteCode: 'site620200' })).code).toBe(3);
  });

  it('a course of another site is not found', async () => {
    const other = (await c.list('res/api/schoolCourse/list', { siteCode: 'site513225' })).datas[0]!;
    expect(await c.get('res/api/schoolCourse/detail', { id: other.id as string })).toMatchObject({ code: 1, message: '课程不存在' });
  });

  it('remembers where the learner stopped, per lesson, and lists the course among "my courses"', async () => {
    const course = (await c.list('res/api/schoolCourse/list', { token: fresh })).datas[1]!;
    expect(course.userProgress).toMatchObject({ learnedNum: '0', lastLessonId: '' });
    const detail = (await c.get('res/api/schoolCourse/detail', { id: course.id as string, token: fresh })).data as {
      chapters: { lessons: Item[] }[];
    };
    const video = detail.chapters.flatMap((h) => h.lessons).find((l) => l.lessonType === '1')!;
    expect(video.progress).toBeNull();
    const saved = await postForm(
      c,
      'res/api/schoolUser/saveProgress',
      { lessonId: video.id as string, position: '2.6', duration: '4.012' },
      { token: fresh },
    );
    expect(saved).toMatchObject({ code: 0, data: { position: '2.6', finished: '0', learnedNum: '0' } });
    const again = (await c.get('res/api/schoolCourse/detail', { id: course.id as string, token: fresh })).data as Item & {
      chapters: { lessons: Item[] }[];
    };
    expect(again.chapters.flatMap((h) => h.lessons).find((l) => l.id === video.id)!.progress).toMatchObject({
      position: '2.6',
      finished: '0',
    });
    expect(again.userProgress).toMatchObject({ lastLessonId: video.id });
    // reaching the end finishes the lesson; going back to the start later keeps it finished
    expect(
      (
        await postForm(
          c,
          'res/api/schoolUser/saveProgress',
          { lessonId: video.id as string, position: '4.0', duration: '4.012' },
          { token: fresh },
        )
      ).data,
    ).toMatchObject({ finished: '1', learnedNum: '1' });
    expect(
      (
        await postForm(
          c,
          'res/api/schoolUser/saveProgress',
          { lessonId: video.id as string, position: '0.5', duration: '4.012' },
          { token: fresh },
        )
      ).data,
    ).toMatchObject({ finished: '1', position: '0.5' });
    const mine = await c.list('res/api/schoolUser/myCourses', { token: fresh });
    expect(mine.datas.map((x) => x.id)).toEqual([course.id]);
    // refusals: no session, unknown lesson, a position past the end
    expect((await postForm(c, 'res/api/schoolUser/saveProgress', { lessonId: video.id as string, position: '1' })).code).toBe(2);
    expect(await postForm(c, 'res/api/schoolUser/saveProgress', { lessonId: '999', position: '1' }, { token: fresh })).toMatchObject({
      code: 1,
      message: '课时不存在',
    });
    expect(
      await postForm(
        c,
        'res/api/schoolUser/saveProgress',
        { lessonId: video.id as string, position: '60', duration: '4.012' },
        { token: fresh },
      ),
    ).toMatchObject({ code: 1, message: '学习进度不正确' });
  });

  it('the first demo user is half-way through the first course', async () => {
    const mine = await c.list('res/api/schoolUser/myCourses', { token: demo });
    expect(mine.datas[0]!.userProgress).toMatchObject({ learnedNum: '1' });
  });
});

describe('practice sets (configList, configInfo, exercisesSubmit, recordDetail)', () => {
  it('a set shows its questions without the answer key; a submission is scored on the server and resolved afterwards', async () => {
    const course = (await c.list('res/api/schoolCourse/list')).datas[0]!;
    const sets = (await c.get<Envelope<Item[]>>('res/api/schoolCourse/configList', { courseId: course.id as string })).datas as Item[];
    expect(sets.length).toBe(2);
    const info = await c.get('res/api/schoolCourse/configInfo', { id: sets[0]!.id as string });
    const questions = (info.data as { questions: Question[] }).questions;
    expect(questions.length).toBe(4);
    expect(new Set(questions.map((q) => q.questionType))).toEqual(new Set(['1', '2', '3', '4']));
    // no key anywhere in the answer before submission
    const raw = JSON.stringify(info);
    expect(raw).not.toMatch(/rightAnswer|analysis|"answer"/);

    const key = await keyOf('CONFIG', sets[0]!.id as string);
    // all right but the last (fill-in answered in full-width letters with spaces still counts)
    const answers = questions.map((q, i) => ({
      questionId: q.id,
      answer: i === questions.length - 1 ? '  wrong ' : key.get(q.id)!.answer,
    }));
    const submitted = await postJson(c, 'res/api/schoolUser/exercisesSubmit', { courseConfigId: sets[0]!.id, answers }, { token: fresh });
    expect(submitted).toMatchObject({
      code: 0,
      data: { type: 'PRACTICE', score: '30', totalScore: '40', rightNum: '3', questionNum: '4', status: 'SUBMITTED' },
    });
    const recordId = (submitted.data as Item).id as string;
    const detail = (await c.get('res/api/schoolUser/recordDetail', { id: recordId, token: fresh })).data as Item & { questions: Item[] };
    expect(detail.analysisLocked).toBe('0');
    expect(detail.questions.map((q) => q.isRight)).toEqual(['1', '1', '1', '0']);
    expect(detail.questions[3]).toMatchObject({ userAnswer: 'wrong', getScore: '0' });
    expect((detail.questions[0]!.analysis as string).length).toBeGreaterThan(5);
    // another user cannot read it
    expect(await c.get('res/api/schoolUser/recordDetail', { id: recordId, token: demo })).toMatchObject({
      code: 1,
      message: '答题记录不存在',
    });
    // the set now shows the learner's result
    const after = (await c.get<Envelope<Item[]>>('res/api/schoolCourse/configList', { courseId: course.id as string, token: fresh }))
      .datas as Item[];
    expect(after[0]).toMatchObject({ recordNum: '1', lastScore: '30', lastRecordId: recordId });
    const records = await c.list('res/api/schoolUser/recordList', { type: 'PRACTICE', token: fresh });
    expect(records.datas[0]).toMatchObject({ id: recordId, name: sets[0]!.name });
  });

  it('refuses answers that are not answers of the question, and questions of another set', async () => {
    const course = (await c.list('res/api/schoolCourse/list')).datas[0]!;
    const sets = (await c.get<Envelope<Item[]>>('res/api/schoolCourse/configList', { courseId: course.id as string })).datas as Item[];
    const questions = ((await c.get('res/api/schoolCourse/configInfo', { id: sets[0]!.id as string })).data as { questions: Question[] })
      .questions;
    const single = questions.find((q) => q.questionType === '1')!;
    expect(
      await postJson(
        c,
        'res/api/schoolUser/exercisesSubmit',
        { courseConfigId: sets[0]!.id, answers: [{ questionId: single.id, answer: 'Z' }] },
        { token: fresh },
      ),
    ).toMatchObject({ code: 1, message: '答案格式不正确' });
    expect(
      await postJson(
        c,
        'res/api/schoolUser/exercisesSubmit',
        { courseConfigId: sets[1]!.id, answers: [{ questionId: single.id, answer: 'A' }] },
        { token: fresh },
      ),
    ).toMatchObject({ code: 1, message: '题目不存在' });
    expect((await postJson(c, 'res/api/schoolUser/exercisesSubmit', { courseConfigId: sets[0]!.id, answers: [] })).code).toBe(2);
  });
});

describe('exam papers (resExt/api/paper)', () => {
  async function quiz(): Promise<Item> {
    const papers = await c.list('resExt/api/paper/list');
    return papers.datas.find((p) => p.courseId === '')!;
  }

  it("lists the site's papers with time limit, pass mark, attempts and takers", async () => {
    const papers = await c.list('resExt/api/paper/list', { token: demo });
    expect(papers.datas.length).toBe(2);
    const course = papers.datas.find((p) => p.courseId !== '')!;
    expect(course).toMatchObject({
      duration: '20',
      attemptLimit: '3',
      passScore: '60',
      totalScore: '100',
      userAttemptNum: '1',
      userStatus: 'DONE',
    });
    const standalone = papers.datas.find((p) => p.courseId === '')!;
    expect(standalone).toMatchObject({
      duration: '15',
      attemptLimit: '1',
      questionNum: '10',
      takerNum: '8',
      status: 'OPEN',
      userStatus: 'TODO',
    });
  });

  it('an attempt keeps its answers on the server, resumes after a reload, and is scored on submission', async () => {
    const paper = await quiz();
    const token = (await login(c, '13900000111')).userToken;
    // two starts at once (two tabs): one attempt
    const [a, b] = await Promise.all([
      postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token }),
      postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token }),
    ]);
    expect(a.code).toBe(0);
    expect((a.data as Item).recordId).toBe((b.data as Item).recordId);
    const attempt = a.data as Item & { questions: Question[] };
    expect(Number(attempt.remainSeconds)).toBeGreaterThan(15 * 60 - 5);
    expect(JSON.stringify(a)).not.toMatch(/rightAnswer|analysis/);
    const key = await keyOf('PAPER', paper.id as string);
    const [q1, q2] = attempt.questions;
    expect(
      (
        await postJson(
          c,
          'resExt/api/paper/answer',
          { recordId: attempt.recordId, questionId: q1!.id, answer: key.get(q1!.id)!.answer },
          { token },
        )
      ).data,
    ).toMatchObject({ answeredNum: '1' });
    expect(
      (await postJson(c, 'resExt/api/paper/answer', { recordId: attempt.recordId, questionId: q2!.id, answer: 'A' }, { token })).code,
    ).toBe(0);
    // a reload: the paper's info carries the attempt, its questions and the saved answers
    const info = (await c.get('resExt/api/paper/info', { id: paper.id as string, token })).data as Item & {
      doing: Item & { answers: Item[] };
    };
    expect(info.userStatus).toBe('DOING');
    expect(info.doing.recordId).toBe(attempt.recordId);
    expect(info.doing.answers).toEqual([
      { questionId: q1!.id, answer: key.get(q1!.id)!.answer },
      { questionId: q2!.id, answer: 'A' },
    ]);
    // submit the rest right
    const rest = attempt.questions.slice(2).map((q) => ({ questionId: q.id, answer: key.get(q.id)!.answer }));
    const [s1, s2] = await Promise.all([
      postJson(c, 'resExt/api/paper/submit', { recordId: attempt.recordId, answers: rest }, { token }),
      postJson(c, 'resExt/api/paper/submit', { recordId: attempt.recordId, answers: rest }, { token }),
    ]);
    // a double tap: one submission wins, the other is told it was handed in already
    const won = [s1, s2].filter((s) => s.code === 0);
    expect(won.length).toBe(1);
    expect([s1, s2].find((s) => s.code !== 0)).toMatchObject({ code: 1, message: '答卷已提交' });
    const expected = key.get(q2!.id)!.answer === 'A' ? 100 : 90;
    expect(won[0]!.data).toMatchObject({ type: 'EXAM', score: String(expected), autoSubmit: '0' });
    // one attempt only
    expect(await postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token })).toMatchObject({
      code: 1,
      message: '考试次数已用完',
    });
    // ranked among the takers, and counted in the statistics
    const ranking = await c.list('resExt/api/paper/userList', { paperId: paper.id as string, token, pageSize: 50 });
    const me = ranking.datas.find((r) => r.isMine === '1')!;
    expect(me.score).toBe(String(expected));
    const better = ranking.datas.filter((r) => Number(r.score) > expected).length;
    expect(Number(me.rank)).toBe(better + 1);
    const stats = (await c.get('resExt/api/paper/resultStatistic', { paperId: paper.id as string, token })).data as Item & {
      mine: Item;
      distribution: Item[];
    };
    expect(stats).toMatchObject({ takerNum: String(ranking.page.total), totalScore: '100', passScore: '60' });
    expect(stats.mine).toMatchObject({ bestScore: String(expected), rank: me.rank, attemptNum: '1', remainNum: '0', passed: '1' });
    expect(stats.distribution.reduce((n, d) => n + Number(d.num), 0)).toBe(ranking.page.total);
    // with no attempt left the answers may be published
    const detail = (await c.get('res/api/schoolUser/recordDetail', { id: won[0]!.data.id as string, token })).data as Item & {
      questions: Item[];
    };
    expect(detail.analysisLocked).toBe('0');
    expect(detail.questions.every((q) => q.rightAnswer !== '')).toBe(true);
  });

  it('after the time limit an attempt is handed in with the answers saved in time; a late answer or submission is refused', async () => {
    const paper = await quiz();
    const token = (await login(c, '13900000112')).userToken;
    const attempt = (await postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token })).data as Item & {
      questions: Question[];
    };
    const key = await keyOf('PAPER', paper.id as string);
    const q1 = attempt.questions[0]!;
    await postJson(
      c,
      'resExt/api/paper/answer',
      { recordId: attempt.recordId, questionId: q1.id, answer: key.get(q1.id)!.answer },
      { token },
    );
    await c.dev.advanceClock(15 * 60_000 + 1000);
    try {
      const late = await postJson(
        c,
        'resExt/api/paper/answer',
        { recordId: attempt.recordId, questionId: attempt.questions[1]!.id, answer: 'A' },
        { token },
      );
      expect(late).toMatchObject({ code: 1, message: '答题时间已到，系统已自动交卷' });
      expect(late.data).toMatchObject({ status: 'SUBMITTED', autoSubmit: '1', score: '10', rightNum: '1' });
      // the late submission of every right answer changes nothing
      const all = attempt.questions.map((q) => ({ questionId: q.id, answer: key.get(q.id)!.answer }));
      expect(await postJson(c, 'resExt/api/paper/submit', { recordId: attempt.recordId, answers: all }, { token })).toMatchObject({
        code: 1,
        message: '答卷已提交',
        data: { score: '10' },
      });
      expect((await c.list('res/api/schoolUser/recordList', { type: 'EXAM', token })).datas[0]).toMatchObject({
        score: '10',
        useTime: String(15 * 60),
      });
    } finally {
      await c.dev.resetClock();
    }
  });

  it('an attempt nobody comes back to is handed in when its time is up', async () => {
    const paper = await quiz();
    const token = (await login(c, '13900000113')).userToken;
    const attempt = (await postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token })).data as Item;
    await c.dev.advanceClock(16 * 60_000);
    try {
      const info = (await c.get('resExt/api/paper/info', { id: paper.id as string, token })).data as Item;
      expect(info).toMatchObject({ userStatus: 'DONE', userAttemptNum: '1', doing: null });
      const records = await c.list('res/api/schoolUser/recordList', { type: 'EXAM', token });
      expect(records.datas[0]).toMatchObject({ id: attempt.recordId, autoSubmit: '1', score: '0' });
    } finally {
      await c.dev.resetClock();
    }
  });

  it("keeps an exam's answers hidden while the learner has attempts left", async () => {
    const paper = (await c.list('resExt/api/paper/list')).datas.find((p) => p.courseId !== '')!;
    const token = (await login(c, '13900000114')).userToken;
    const attempt = (await postForm(c, 'resExt/api/paper/start', { paperId: paper.id as string }, { token })).data as Item;
    const courseId = paper.courseId as string;
    expect(
      await postJson(c, 'resExt/api/paper/corseSubmit', { recordId: attempt.recordId, courseId: '1', answers: [] }, { token }),
    ).toMatchObject({ code: 1, message: '该试卷不属于此课程' });
    const record = (await postJson(c, 'resExt/api/paper/corseSubmit', { recordId: attempt.recordId, courseId, answers: [] }, { token }))
      .data as Item;
    const detail = (await c.get('res/api/schoolUser/recordDetail', { id: record.id as string, token })).data as Item & {
      questions: Item[];
    };
    expect(detail.analysisLocked).toBe('1');
    expect(detail.questions.every((q) => q.rightAnswer === '' && q.analysis === '' && q.isRight === '')).toBe(true);
  });
});

describe('course questions', () => {
  it("lists a course's questions with answers; a learner asks and answers; empty and long texts are refused", async () => {
    const course = (await c.list('res/api/schoolCourse/list')).datas[0]!;
    const asks = await c.list('res/api/schoolCourse/questionList', { courseId: course.id as string });
    expect(asks.datas.length).toBe(3);
    const first = asks.datas.find((a) => Number(a.answerNum) > 0)!;
    const answers = await c.list('res/api/schoolCourse/answerList', { questionId: first.id as string });
    expect(answers.datas[0]).toMatchObject({ isTeacher: '1' });
    const asked = await postForm(
      c,
      'res/api/schoolUser/saveQuestion',
      { courseId: course.id as string, content: '课程的视频可以下载吗？' },
      { token: fresh },
    );
    expect(asked.code).toBe(0);
    const id = (asked.data as Item).id as string;
    expect(
      (await postForm(c, 'res/api/schoolUser/saveAnswer', { questionId: id, content: '目前只能在线观看。' }, { token: demo })).code,
    ).toBe(0);
    const mine = await c.list('res/api/schoolUser/myQuestions', { token: fresh });
    expect(mine.datas[0]).toMatchObject({ id, answerNum: '1', isMine: '1', lastAnswer: { content: '目前只能在线观看。', isTeacher: '0' } });
    expect(
      await postForm(c, 'res/api/schoolUser/saveQuestion', { courseId: course.id as string, content: '   ' }, { token: fresh }),
    ).toMatchObject({ code: 1, message: '请输入内容' });
    expect(
      await postForm(c, 'res/api/schoolUser/saveQuestion', { courseId: course.id as string, content: '问'.repeat(301) }, { token: fresh }),
    ).toMatchObject({ code: 1, message: '内容过长' });
    expect((await postForm(c, 'res/api/schoolUser/saveQuestion', { courseId: course.id as string, content: '你好' })).code).toBe(2);
  });
});

describe('menu entries', () => {
  it("SCHOOL, MY_STUDY and EQ are on every demo site's service menu", async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const menu = await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE', clientType: 'WEB' });
      const codes = menu.datas.map((m) => m.menuCode);
      expect(codes, siteCode).toEqual(expect.arrayContaining(['SCHOOL', 'MY_STUDY', 'EQ']));
    }
  });
});

describe('lesson media', () => {
  it('serves byte ranges, so a player can seek to where the learner stopped', async () => {
    const whole = await c.raw('files/media/lesson-122001.webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await c.raw('files/media/lesson-122001.webm', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await c.raw('files/media/lesson-122001.webm', { headers: { range: 'bytes=-50' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const open = await c.raw('files/media/lesson-122001.webm', { headers: { range: `bytes=${size - 10}-` } });
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    expect((await c.raw('files/media/lesson-122001.webm', { headers: { range: `bytes=${size}-` } })).status).toBe(416);
  });
});
