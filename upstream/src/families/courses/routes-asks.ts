/** The course school's course questions: a course's questions, the caller's, one with its answers, asking and answering. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { refuse, refused } from '../../refusal.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { ok, pageOf } from '../../envelope.ts';
import { answerItem, askItem, intOf, writeAsCaller } from './school.ts';
import { coursesStore } from './store.ts';
import { ASK_MAX_CHARS, COURSE_TEXTS as T } from './texts.ts';

/** The text of a question or answer: 1 to ASK_MAX_CHARS characters (refused otherwise). */
function contentOf(req: FastifyRequest): string {
  const content = input(req, 'content').trim();
  if (content === '') refuse(T.noContent);
  if ([...content].length > ASK_MAX_CHARS) refuse(T.contentTooLong);
  return content;
}

function registerAskLists(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  api.get('/res/api/schoolCourse/questionList', async (req) => {
    const site = requireSite(req);
    const id = intOf(input(req, 'courseId'));
    const course = id === null ? undefined : store.course(site.site_code, id);
    if (!course) return refused(T.noSuchCourse);
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.asks(course.id, pageSize, offset);
    const user = callerOf(ctx, req);
    return pageOf(
      rows.map((a) => askItem(store, a, user)),
      store.askCount(course.id),
      { currPage, pageSize },
    );
  });

  api.get('/res/api/schoolUser/myQuestions', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.myAsks(user.id, site.site_code, pageSize, offset);
    return pageOf(
      rows.map((a) => askItem(store, a, user)),
      store.myAskCount(user.id, site.site_code),
      { currPage, pageSize },
    );
  });
}

function registerAsk(api: FastifyInstance, ctx: AppContext): void {
  const store = coursesStore(ctx.db);
  const askOf = (siteCode: string, id: number | null) => (id === null ? undefined : store.ask(siteCode, id));

  api.get('/res/api/schoolCourse/questionDetail', async (req) => {
    const site = requireSite(req);
    const ask = askOf(site.site_code, intOf(input(req, 'id')));
    if (!ask) return refused(T.noSuchAsk);
    return ok(askItem(store, ask, callerOf(ctx, req)));
  });

  api.get('/res/api/schoolCourse/answerList', async (req) => {
    const site = requireSite(req);
    const ask = askOf(site.site_code, intOf(input(req, 'questionId')));
    if (!ask) return refused(T.noSuchAsk);
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.askAnswers(ask.id, pageSize, offset);
    const user = callerOf(ctx, req);
    return pageOf(
      rows.map((x) => answerItem(x, ask.id, user)),
      ask.answer_num,
      { currPage, pageSize },
    );
  });

  api.post('/res/api/schoolUser/saveQuestion', async (req) =>
    writeAsCaller(ctx, req, (site, user) => {
      const id = intOf(input(req, 'courseId'));
      const course = id === null ? undefined : store.course(site.site_code, id);
      if (!course) return refuse(T.noSuchCourse);
      const content = contentOf(req);
      const askId = store.addAsk(site.site_code, course.id, user.id, content, ctx.clock.now());
      return ok(askItem(store, askOf(site.site_code, askId)!, user));
    }),
  );

  api.post('/res/api/schoolUser/saveAnswer', async (req) =>
    writeAsCaller(ctx, req, (site, user) => {
      const ask = askOf(site.site_code, intOf(input(req, 'questionId')));
      if (!ask) return refuse(T.noSuchAsk);
      const content = contentOf(req);
      return ok(answerItem(store.addAnswer(ask.id, user.id, user.nickname, content, ctx.clock.now()), ask.id, user));
    }),
  );
}

export function registerAsks(api: FastifyInstance, ctx: AppContext): void {
  registerAskLists(api, ctx);
  registerAsk(api, ctx);
}
