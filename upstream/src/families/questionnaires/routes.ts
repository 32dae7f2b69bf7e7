/** The questionnaires family's calls: lists, groups, a questionnaire with its questions, submitting answers, the caller's answered ones. */
import type { FastifyInstance } from 'fastify';
import { input, isJsonBody, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { checkAnswers, type AnswerBody } from './answers.ts';
import { questionnairesStore, type QuestionnaireRow, type QuestionRow } from './store.ts';
import { QUESTIONNAIRE_TEXTS as T } from './texts.ts';

type QuestionnairesStore = ReturnType<typeof questionnairesStore>;

/** "0" not open yet, "1" open, "2" closed. */
function status(q: QuestionnaireRow, now: number): string {
  return now < q.start_at ? '0' : now < q.end_at ? '1' : '2';
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** A safe integer of the input, or -1 (no row has it). */
function idOf(raw: string): number {
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : -1;
}

function item(store: QuestionnairesStore, q: QuestionnaireRow, userId: number | null, at: number): Record<string, unknown> {
  return {
    id: String(q.id),
    title: q.title,
    cover: imageRef(q.cover),
    summary: q.summary,
    startTime: formatChinaTime(q.start_at),
    endTime: formatChinaTime(q.end_at),
    status: status(q, at),
    questionNum: String(store.questionCount(q.id)),
    answerNum: String(q.earlier_answers + store.answerCount(q.id)),
    groupId: q.group_id === null ? '' : String(q.group_id),
    groupCode: q.group_code ?? '',
    answered: userId === null ? '' : store.answer(q.id, userId) ? '1' : '0',
  };
}

function questionItem(store: QuestionnairesStore, question: QuestionRow): Record<string, unknown> {
  return {
    id: String(question.id),
    type: question.type,
    title: question.title,
    required: String(question.required),
    minChoose: question.type === 'CHECKBOX' ? String(question.min_choose) : '',
    maxChoose: question.type === 'CHECKBOX' ? String(question.max_choose) : '',
    maxLength: question.type === 'TEXT' ? String(question.max_length) : '',
    maxScore: question.type === 'RATE' ? String(question.max_score) : '',
    options: store.options(question.id).map((o) => ({ id: String(o.id), content: o.content })),
  };
}

function registerLists(api: FastifyInstance, ctx: AppContext): void {
  const store = questionnairesStore(ctx.db);
  api.get('/res/api/questionnaire/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const at = ctx.clock.now();
    const raw = Number.parseInt(input(req, 'groupId'), 10);
    const groupId = Number.isSafeInteger(raw) ? raw : null;
    const code = input(req, 'groupCode');
    const rows = store.page(site.site_code, groupId, code, at, pg.pageSize, pg.offset);
    const user = callerOf(ctx, req);
    return pageOf(
      rows.map((q) => item(store, q, user?.id ?? null, at)),
      store.count(site.site_code, groupId, code),
      pg,
    );
  });

  api.get('/res/api/questionnaire/groupList', async (req) => {
    const site = requireSite(req);
    return {
      ...ok(null),
      datas: store
        .groups(site.site_code)
        .map((g) => ({ id: String(g.id), title: g.title, cover: imageRef(g.cover), description: g.description })),
    };
  });

  api.get('/res/api/questionnaire/groupInfo', async (req) => {
    const site = requireSite(req);
    const g = store.group(site.site_code, idOf(input(req, 'id')));
    if (!g) return refused(T.noSuchGroup);
    return ok({ id: String(g.id), title: g.title, cover: imageRef(g.cover), description: g.description, groups: store.sections(g.id) });
  });

  // The questionnaires the caller answered, the last first.
  api.get('/res/api/questionnaire/myList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = store.answered(user.id, site.site_code, pg.pageSize, pg.offset);
    const at = ctx.clock.now();
    return pageOf(
      rows.map((r) => ({ ...item(store, r, user.id, at), answerId: String(r.answer_id), submitTime: formatChinaTime(r.answered_at) })),
      store.answeredCount(user.id, site.site_code),
      pg,
    );
  });
}

function registerQuestionnaire(api: FastifyInstance, ctx: AppContext): void {
  const store = questionnairesStore(ctx.db);
  api.get('/res/api/questionnaire/info', async (req) => {
    const site = requireSite(req);
    const q = store.byId(site.site_code, idOf(input(req, 'id')));
    if (!q) return refused(T.noSuchQuestionnaire);
    const user = callerOf(ctx, req);
    const at = ctx.clock.now();
    const answer = user ? store.answer(q.id, user.id) : undefined;
    const items = answer ? store.answerItems(answer.id) : [];
    return ok({
      ...item(store, q, user?.id ?? null, at),
      description: q.description,
      questions: store.questions(q.id).map((question) => questionItem(store, question)),
      myAnswers: answer
        ? items.map((i) => ({
            questionId: String(i.question_id),
            optionIds: i.option_ids,
            content: i.content,
            score: i.score === null ? '' : String(i.score),
          }))
        : null,
      submitTime: answer ? formatChinaTime(answer.created_at) : '',
    });
  });

  // JSON body (as the vendor's paper submit): { questionnaireId, answers: [{ questionId, optionIds: [], content, score }] }.
  api.post('/res/api/questionnaire/submit', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    if (!isJsonBody(req)) return refused(T.badRequest);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { questionnaireId?: unknown; answers?: unknown };
    const id = idOf(String(body.questionnaireId ?? ''));
    const answers = Array.isArray(body.answers) ? (body.answers as AnswerBody[]) : [];
    return ctx.db
      .transaction((): Envelope => {
        const at = ctx.clock.now();
        const q = store.byId(site.site_code, id);
        if (!q) return refused(T.noSuchQuestionnaire);
        if (at < q.start_at) return refused(T.notStarted);
        if (at >= q.end_at) return refused(T.over);
        if (store.answer(q.id, user.id)) return refused(T.answered);
        const rows = checkAnswers(store.questions(q.id), answers, (questionId) => store.options(questionId).map((o) => o.id));
        if (typeof rows === 'string') return refused(rows);
        return okMessage(T.submitted, { id: String(store.addAnswer(q.id, user.id, at, rows)) });
      })
      .immediate();
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerLists(api, ctx);
  registerQuestionnaire(api, ctx);
}
