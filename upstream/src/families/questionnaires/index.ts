/**
 * Questionnaires (doc 3 §2 "Surveys and help": `/question-list`, `/question-info/{id}`,
 * `/my-question`, `/naire-list/{id}[/{groupCode}]`). Shapes not shown in the spec: designed here
 * as a tourism office runs its visitor surveys. A questionnaire has an open window and questions
 * of four kinds: single choice (`RADIO`), multiple choice with a minimum and maximum (`CHECKBOX`),
 * text (`TEXT`, with a maximum length) and rating (`RATE`, 1 to `maxScore`). A user answers a
 * questionnaire once. Grouped questionnaires belong to a group (a survey campaign) and one of its
 * sections (`groupCode`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { input, isJsonBody, paging, requireSite } from '../../context.ts';
import { type Envelope, fail, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { QUESTIONNAIRE_SEED } from './seed-data.ts';

interface QuestionnaireRow {
  id: number;
  site_code: string;
  group_id: number | null;
  group_code: string | null;
  title: string;
  cover: string;
  summary: string;
  description: string;
  start_at: number;
  end_at: number;
  sort: number;
  earlier_answers: number;
}

interface QuestionRow {
  id: number;
  questionnaire_id: number;
  sort: number;
  type: 'RADIO' | 'CHECKBOX' | 'TEXT' | 'RATE';
  title: string;
  required: number;
  min_choose: number;
  max_choose: number;
  max_length: number;
  max_score: number;
}

interface AnswerBody {
  questionId?: unknown;
  optionIds?: unknown;
  content?: unknown;
  score?: unknown;
}

function status(q: QuestionnaireRow, now: number): string {
  return now < q.start_at ? '0' : now < q.end_at ? '1' : '2';
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

export const questionnairesFamily: UpstreamFamily = {
  name: 'questionnaires',
  migrations: [
    {
      version: 1,
      name: 'questionnaires, their groups, questions, options and answers',
      sql: `
        CREATE TABLE questionnaire_groups (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          title TEXT NOT NULL,
          cover TEXT NOT NULL,
          description TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE questionnaire_group_sections (
          group_id INTEGER NOT NULL REFERENCES questionnaire_groups (id),
          code TEXT NOT NULL,
          name TEXT NOT NULL,
          sort INTEGER NOT NULL,
          PRIMARY KEY (group_id, code)
        );
        CREATE TABLE questionnaires (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          group_id INTEGER,
          group_code TEXT,
          title TEXT NOT NULL,
          cover TEXT NOT NULL,
          summary TEXT NOT NULL,
          description TEXT NOT NULL,
          start_at INTEGER NOT NULL,
          end_at INTEGER NOT NULL,
          sort INTEGER NOT NULL,
          -- answers collected on paper and by the earlier survey system, counted in answerNum
          earlier_answers INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE questions (
          id INTEGER PRIMARY KEY,
          questionnaire_id INTEGER NOT NULL REFERENCES questionnaires (id),
          sort INTEGER NOT NULL,
          type TEXT NOT NULL,
          title TEXT NOT NULL,
          required INTEGER NOT NULL,
          min_choose INTEGER NOT NULL DEFAULT 0,
          max_choose INTEGER NOT NULL DEFAULT 0,
          max_length INTEGER NOT NULL DEFAULT 0,
          max_score INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE question_options (
          id INTEGER PRIMARY KEY,
          question_id INTEGER NOT NULL REFERENCES questions (id),
          sort INTEGER NOT NULL,
          content TEXT NOT NULL
        );
        CREATE TABLE questionnaire_answers (
          id INTEGER PRIMARY KEY,
          questionnaire_id INTEGER NOT NULL,
          user_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          UNIQUE (questionnaire_id, user_id)
        );
        CREATE TABLE questionnaire_answer_items (
          answer_id INTEGER NOT NULL REFERENCES questionnaire_answers (id),
          question_id INTEGER NOT NULL,
          option_ids TEXT NOT NULL DEFAULT '',
          content TEXT NOT NULL DEFAULT '',
          score INTEGER,
          PRIMARY KEY (answer_id, question_id)
        );
      `,
    },
  ],

  seed(db, env) {
    const insertGroup = db.prepare('INSERT INTO questionnaire_groups (id, site_code, title, cover, description, sort) VALUES (?, ?, ?, ?, ?, ?)');
    const insertSection = db.prepare('INSERT INTO questionnaire_group_sections (group_id, code, name, sort) VALUES (?, ?, ?, ?)');
    const insertQuestionnaire = db.prepare(`INSERT INTO questionnaires (id, site_code, group_id, group_code, title, cover, summary, description, start_at, end_at, sort, earlier_answers)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertQuestion = db.prepare(`INSERT INTO questions (id, questionnaire_id, sort, type, title, required, min_choose, max_choose, max_length, max_score)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertOption = db.prepare('INSERT INTO question_options (id, question_id, sort, content) VALUES (?, ?, ?, ?)');
    const insertAnswer = db.prepare('INSERT INTO questionnaire_answers (questionnaire_id, user_id, created_at) VALUES (?, ?, ?)');
    let groupId = 97001;
    let questionnaireId = 97101;
    let questionId = 971001;
    let optionId = 9710001;
    for (const site of QUESTIONNAIRE_SEED) {
      const groupIds = site.groups.map((g, i) => {
        const id = groupId++;
        insertGroup.run(id, site.siteCode, g.title, `naire-group-${id}`, g.description, (i + 1) * 10);
        g.sections.forEach((s, k) => insertSection.run(id, s.code, s.name, (k + 1) * 10));
        return id;
      });
      const rng = mulberry32(hashString(`questionnaires:${site.siteCode}`));
      site.questionnaires.forEach((q, i) => {
        const id = questionnaireId++;
        const group = q.group === undefined ? null : groupIds[q.group[0]]!;
        insertQuestionnaire.run(id, site.siteCode, group, q.group?.[1] ?? null, q.title, `naire-${id}`, q.summary, q.description,
          env.nowMs + q.window[0] * DAY_MS, env.nowMs + q.window[1] * DAY_MS, (i + 1) * 10, rng.int(20, 600));
        q.questions.forEach((question, k) => {
          const qid = questionId++;
          insertQuestion.run(qid, id, (k + 1) * 10, question.type, question.title, question.required ? 1 : 0, question.min ?? 0, question.max ?? 0, question.maxLength ?? 0, question.maxScore ?? 0);
          (question.options ?? []).forEach((content, n) => insertOption.run(optionId++, qid, (n + 1) * 10, content));
        });
      });
    }
    // the demo user answered the ended questionnaire of Chengdu (their "my questionnaires")
    const demo = db.prepare("SELECT id FROM users WHERE phone = '13800000001'").get() as { id: number } | undefined;
    const ended = db.prepare("SELECT id, end_at FROM questionnaires WHERE site_code = 'site510100' AND end_at < ? ORDER BY sort LIMIT 1").get(env.nowMs) as { id: number; end_at: number } | undefined;
    if (demo && ended) insertAnswer.run(ended.id, demo.id, ended.end_at - 2 * DAY_MS);
    for (const site of QUESTIONNAIRE_SEED) env.addServiceMenu(site.siteCode, site.menu);
  },

  routes(api, ctx) {
    const db = ctx.db;
    const now = () => ctx.clock.now();
    const byId = db.prepare('SELECT * FROM questionnaires WHERE id = ? AND site_code = ?');
    const questionsOf = db.prepare('SELECT * FROM questions WHERE questionnaire_id = ? ORDER BY sort, id');
    const optionsOf = db.prepare('SELECT id, content FROM question_options WHERE question_id = ? ORDER BY sort, id');
    const answerOf = db.prepare('SELECT * FROM questionnaire_answers WHERE questionnaire_id = ? AND user_id = ?');
    const answerCount = db.prepare('SELECT COUNT(*) AS n FROM questionnaire_answers WHERE questionnaire_id = ?');
    const questionCount = db.prepare('SELECT COUNT(*) AS n FROM questions WHERE questionnaire_id = ?');
    const n = (stmt: { get(...p: unknown[]): unknown }, ...p: unknown[]) => (stmt.get(...p) as { n: number }).n;

    function item(q: QuestionnaireRow, userId: number | null, at: number): Record<string, unknown> {
      return {
        id: String(q.id),
        title: q.title,
        cover: imageRef(q.cover),
        summary: q.summary,
        startTime: formatChinaTime(q.start_at),
        endTime: formatChinaTime(q.end_at),
        status: status(q, at),
        questionNum: String(n(questionCount, q.id)),
        answerNum: String(q.earlier_answers + n(answerCount, q.id)),
        groupId: q.group_id === null ? '' : String(q.group_id),
        groupCode: q.group_code ?? '',
        answered: userId === null ? '' : answerOf.get(q.id, userId) ? '1' : '0',
      };
    }

    api.get('/res/api/questionnaire/list', async (req) => {
      const site = requireSite(req);
      const pg = paging(req);
      const at = now();
      const groupId = Number.parseInt(input(req, 'groupId'), 10);
      const code = input(req, 'groupCode');
      const cond = Number.isSafeInteger(groupId) ? ` AND group_id = ?${code ? ' AND group_code = ?' : ''}` : ' AND group_id IS NULL';
      const params: unknown[] = [site.site_code, ...(Number.isSafeInteger(groupId) ? [groupId, ...(code ? [code] : [])] : [])];
      const total = n(db.prepare(`SELECT COUNT(*) AS n FROM questionnaires WHERE site_code = ?${cond}`), ...params);
      const rows = db
        .prepare(`SELECT * FROM questionnaires WHERE site_code = ?${cond} ORDER BY CASE WHEN start_at <= ? AND end_at > ? THEN 0 WHEN start_at > ? THEN 1 ELSE 2 END, sort, id LIMIT ? OFFSET ?`)
        .all(...params, at, at, at, pg.pageSize, pg.offset) as QuestionnaireRow[];
      const user = callerOf(ctx, req);
      return pageOf(rows.map((q) => item(q, user?.id ?? null, at)), total, pg);
    });

    api.get('/res/api/questionnaire/groupList', async (req) => {
      const site = requireSite(req);
      const rows = db.prepare('SELECT * FROM questionnaire_groups WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as Array<{ id: number; title: string; cover: string; description: string }>;
      return { ...ok(null), datas: rows.map((g) => ({ id: String(g.id), title: g.title, cover: imageRef(g.cover), description: g.description })) };
    });

    api.get('/res/api/questionnaire/groupInfo', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const g = db.prepare('SELECT * FROM questionnaire_groups WHERE id = ? AND site_code = ?').get(Number.isSafeInteger(id) ? id : -1, site.site_code) as
        | { id: number; title: string; cover: string; description: string }
        | undefined;
      if (!g) return fail(1, '问卷专题不存在');
      const sections = db.prepare('SELECT code, name FROM questionnaire_group_sections WHERE group_id = ? ORDER BY sort').all(g.id) as Array<{ code: string; name: string }>;
      return ok({ id: String(g.id), title: g.title, cover: imageRef(g.cover), description: g.description, groups: sections });
    });

    api.get('/res/api/questionnaire/info', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const q = byId.get(Number.isSafeInteger(id) ? id : -1, site.site_code) as QuestionnaireRow | undefined;
      if (!q) return fail(1, '问卷不存在');
      const user = callerOf(ctx, req);
      const at = now();
      const answer = user ? (answerOf.get(q.id, user.id) as { id: number; created_at: number } | undefined) : undefined;
      const items = answer
        ? (db.prepare('SELECT question_id, option_ids, content, score FROM questionnaire_answer_items WHERE answer_id = ?').all(answer.id) as Array<{
            question_id: number;
            option_ids: string;
            content: string;
            score: number | null;
          }>)
        : [];
      return ok({
        ...item(q, user?.id ?? null, at),
        description: q.description,
        questions: (questionsOf.all(q.id) as QuestionRow[]).map((question) => ({
          id: String(question.id),
          type: question.type,
          title: question.title,
          required: String(question.required),
          minChoose: question.type === 'CHECKBOX' ? String(question.min_choose) : '',
          maxChoose: question.type === 'CHECKBOX' ? String(question.max_choose) : '',
          maxLength: question.type === 'TEXT' ? String(question.max_length) : '',
          maxScore: question.type === 'RATE' ? String(question.max_score) : '',
          options: (optionsOf.all(question.id) as Array<{ id: number; content: string }>).map((o) => ({ id: String(o.id), content: o.content })),
        })),
        myAnswers: answer ? items.map((i) => ({ questionId: String(i.question_id), optionIds: i.option_ids, content: i.content, score: i.score === null ? '' : String(i.score) })) : null,
        submitTime: answer ? formatChinaTime(answer.created_at) : '',
      });
    });

    // JSON body (as the vendor's paper submit): { questionnaireId, answers: [{ questionId, optionIds: [], content, score }] }.
    api.post('/res/api/questionnaire/submit', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      if (!isJsonBody(req)) return fail(1, '请求格式不正确');
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { questionnaireId?: unknown; answers?: unknown };
      const id = Number.parseInt(String(body.questionnaireId ?? ''), 10);
      const answers = Array.isArray(body.answers) ? (body.answers as AnswerBody[]) : [];
      return db.transaction((): Envelope => {
        const at = now();
        const q = byId.get(Number.isSafeInteger(id) ? id : -1, site.site_code) as QuestionnaireRow | undefined;
        if (!q) return fail(1, '问卷不存在');
        if (at < q.start_at) return fail(1, '问卷尚未开始');
        if (at >= q.end_at) return fail(1, '问卷已结束');
        if (answerOf.get(q.id, user.id)) return fail(1, '您已提交过该问卷');
        const questions = questionsOf.all(q.id) as QuestionRow[];
        const byQuestion = new Map(answers.map((a) => [String(a.questionId ?? ''), a]));
        const rows: Array<[number, string, string, number | null]> = [];
        for (const question of questions) {
          const a = byQuestion.get(String(question.id));
          const optionIds = Array.isArray(a?.optionIds) ? (a.optionIds as unknown[]).map(String) : [];
          const valid = new Set((optionsOf.all(question.id) as Array<{ id: number }>).map((o) => String(o.id)));
          const content = typeof a?.content === 'string' ? a.content.trim() : '';
          const score = typeof a?.score === 'number' || typeof a?.score === 'string' ? Number(a.score) : null;
          const given = question.type === 'TEXT' ? content !== '' : question.type === 'RATE' ? score !== null && Number.isFinite(score) : optionIds.length > 0;
          // the service's own guard (the wording users see is the gateway's, which checks first)
          if (!given) {
            if (question.required) return fail(1, `请完成必答题：${question.title}`);
            continue;
          }
          if (optionIds.some((o) => !valid.has(o))) return fail(1, '选项不存在');
          if (question.type === 'RADIO' && optionIds.length !== 1) return fail(1, '单选题只能选一项');
          if (question.type === 'CHECKBOX' && (optionIds.length < question.min_choose || optionIds.length > question.max_choose)) return fail(1, '多选题选择数量不正确');
          if (question.type === 'TEXT' && Array.from(content).length > question.max_length) return fail(1, '回答内容过长');
          if (question.type === 'RATE' && (!Number.isInteger(score) || score! < 1 || score! > question.max_score)) return fail(1, '评分不正确');
          rows.push([question.id, optionIds.join(','), question.type === 'TEXT' ? content : '', question.type === 'RATE' ? score : null]);
        }
        const answerId = Number(db.prepare('INSERT INTO questionnaire_answers (questionnaire_id, user_id, created_at) VALUES (?, ?, ?)').run(q.id, user.id, at).lastInsertRowid);
        const insertItem = db.prepare('INSERT INTO questionnaire_answer_items (answer_id, question_id, option_ids, content, score) VALUES (?, ?, ?, ?, ?)');
        for (const [questionId, optionIds, content, score] of rows) insertItem.run(answerId, questionId, optionIds, content, score);
        return okMessage('提交成功', { id: String(answerId) });
      }).immediate();
    });

    // The questionnaires the caller answered, the last first.
    api.get('/res/api/questionnaire/myList', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const pg = paging(req);
      const base = 'FROM questionnaire_answers a JOIN questionnaires q ON q.id = a.questionnaire_id WHERE a.user_id = ? AND q.site_code = ?';
      const total = n(db.prepare(`SELECT COUNT(*) AS n ${base}`), user.id, site.site_code);
      const rows = db.prepare(`SELECT q.*, a.id AS answer_id, a.created_at AS answered_at ${base} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`).all(user.id, site.site_code, pg.pageSize, pg.offset) as Array<
        QuestionnaireRow & { answer_id: number; answered_at: number }
      >;
      const at = now();
      return pageOf(rows.map((r) => ({ ...item(r, user.id, at), answerId: String(r.answer_id), submitTime: formatChinaTime(r.answered_at) })), total, pg);
    });
  },
};
