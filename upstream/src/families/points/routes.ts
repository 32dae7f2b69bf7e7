/**
 * The points family's calls: the caller's points and VIP level (`user/api/point/info`), the levels
 * (`levelList`), the points history (`recordList`), the task list with the caller's state
 * (`task/api/task/list`), the daily sign-in (`signIn`) and a share (`share`). Words in the site's
 * language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { type SiteLanguage, siteLanguageOf } from '../demo.ts';
import { awardTask, taskKey } from './award.ts';
import { standingOf } from './levels.ts';
import { pointsStore, type PointRecordRow } from './store.ts';
import {
  LEVEL_THRESHOLDS,
  LEVEL_WORDS,
  OTHER_AWARD_WORDS,
  type OtherAward,
  POINTS_TEXTS as T,
  TASK_CODES,
  TASK_RULES,
  TASK_WORDS,
  type TaskCode,
} from './texts.ts';

const languageOf = (req: FastifyRequest): SiteLanguage => siteLanguageOf(requireSite(req).site_language);

const isTask = (kind: string): kind is TaskCode => (TASK_CODES as readonly string[]).includes(kind);

function recordTitle(kind: string, language: SiteLanguage): string {
  if (isTask(kind)) return TASK_WORDS[language][kind].name;
  return OTHER_AWARD_WORDS[language][kind as OtherAward] ?? kind;
}

function levelItem(index: number, language: SiteLanguage): Record<string, string> {
  const words = LEVEL_WORDS[language][index]!;
  return { level: String(index + 1), levelName: words.name, minIntegral: String(LEVEL_THRESHOLDS[index]), benefit: words.benefit };
}

function recordItem(row: PointRecordRow, language: SiteLanguage): Record<string, string> {
  return {
    id: String(row.id),
    type: row.kind,
    title: recordTitle(row.kind, language),
    integral: String(row.points),
    createTime: formatChinaTime(row.created_at),
  };
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const store = pointsStore(ctx.db);
  api.get('/user/api/point/info', async (req) => {
    const language = languageOf(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const earned = store.earned(user.id);
    const standing = standingOf(earned);
    return ok({
      integral: String(store.balance(user.id)),
      totalIntegral: String(earned),
      level: String(standing.level),
      levelName: LEVEL_WORDS[language][standing.level - 1]!.name,
      nextLevel: standing.next === null ? '' : String(standing.next),
      nextLevelName: standing.next === null ? '' : LEVEL_WORDS[language][standing.next - 1]!.name,
      nextLevelIntegral: standing.nextThreshold === null ? '' : String(standing.nextThreshold),
    });
  });

  api.get('/user/api/point/levelList', async (req) => {
    const language = languageOf(req);
    return plainList(LEVEL_THRESHOLDS.map((_, i) => levelItem(i, language)));
  });

  api.get('/user/api/point/recordList', async (req) => {
    const language = languageOf(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    return pageOf(
      store.page(user.id, pg.pageSize, pg.offset).map((r) => recordItem(r, language)),
      store.count(user.id),
      pg,
    );
  });

  api.get('/task/api/task/list', async (req) => {
    const language = languageOf(req);
    const user = callerOf(ctx, req);
    const now = ctx.clock.now();
    const keys = TASK_CODES.map((code) => taskKey(code, now));
    const held = user ? store.heldKeys(user.id, keys) : new Set<string>();
    return plainList(
      TASK_CODES.map((code, i) => ({
        taskCode: code,
        taskName: TASK_WORDS[language][code].name,
        description: TASK_WORDS[language][code].description,
        integral: String(TASK_RULES[code].points),
        cycle: TASK_RULES[code].cycle,
        status: held.has(keys[i]!) ? '1' : '0',
      })),
    );
  });
}

function registerWrites(api: FastifyInstance, ctx: AppContext): void {
  const store = pointsStore(ctx.db);
  const complete = (req: FastifyRequest, task: TaskCode) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return null;
    const awarded = awardTask(ctx.db, user.id, site.site_code, task, ctx.clock.now());
    return { awarded, data: { integral: String(awarded), balance: String(store.balance(user.id)) } };
  };

  api.post('/task/api/task/signIn', async (req) => {
    const done = complete(req, 'SIGN_IN');
    if (!done) return notLoggedIn();
    return done.awarded > 0 ? okMessage(T.signedIn, done.data) : refused(T.signedInToday);
  });

  // Sharing is always welcome; only the day's first share pays.
  api.post('/task/api/task/share', async (req) => {
    const done = complete(req, 'SHARE');
    if (!done) return notLoggedIn();
    return okMessage(T.shared, done.data);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerReads(api, ctx);
  registerWrites(api, ctx);
}
