/** The robot family's calls: who it is, its greeting and suggestions, and its answers. */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { chinaDayStart } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { siteContent } from '../search/index.ts';
import { answerOf } from './answer.ts';
import { robotStore } from './store.ts';
import { ROBOT_TEXTS, ROBOT_WORDS } from './texts.ts';

export const ROBOT_INFO_PATH = 'res/api/robot/info';
export const ROBOT_GREETINGS_PATH = 'res/api/robot/greetings';
export const ROBOT_ANSWER_PATH = 'res/api/robot/answer';
/** The longest question the robot takes. */
const QUESTION_MAX = 100;

/** The part of the China day: 5-11 morning, 11-13 noon, 13-18 afternoon, else evening. */
function partOfDay(nowMs: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  const hour = Math.floor((nowMs - chinaDayStart(nowMs)) / 3_600_000);
  return hour >= 5 && hour < 11 ? 'morning' : hour >= 11 && hour < 13 ? 'noon' : hour >= 13 && hour < 18 ? 'afternoon' : 'evening';
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = robotStore(ctx.db);
  /** info: `{ name, welcome }` of the site's robot (the site's name and a plain welcome when it has none). */
  api.get(`/${ROBOT_INFO_PATH}`, async (req) => {
    const site = requireSite(req);
    const words = ROBOT_WORDS[siteLanguageOf(site.site_language)];
    return ok(store.profile(site.site_code) ?? { name: words.name(site.name), welcome: words.welcome(site.name) });
  });
  /** greetings: `{ greeting, questions }`: a greeting for the China time of day and the questions it suggests. */
  api.get(`/${ROBOT_GREETINGS_PATH}`, async (req) => {
    const site = requireSite(req);
    const words = ROBOT_WORDS[siteLanguageOf(site.site_language)];
    return ok({ greeting: words.greetings[partOfDay(ctx.clock.now())], questions: store.suggestions(site.site_code) });
  });
  /**
   * answer: question (required, at most 100 characters) → `{ answered, content, items }`: a common
   * problem's answer and the site's content the question names (`items` of `{ resourceType, id,
   * title, summary }`, best first, 3 at most); `answered` "0" with a "not yet learnt" content when
   * neither. Every question is kept.
   */
  api.post(`/${ROBOT_ANSWER_PATH}`, async (req) => {
    const site = requireSite(req);
    const question = input(req, 'question').trim();
    if (!question) return fail(1, ROBOT_TEXTS.questionEmpty);
    if ([...question].length > QUESTION_MAX) return fail(1, ROBOT_TEXTS.questionTooLong(QUESTION_MAX));
    const words = ROBOT_WORDS[siteLanguageOf(site.site_language)];
    const now = ctx.clock.now();
    const { faq, items } = answerOf(question, store.faqs(site.site_code), siteContent(ctx.db, site.site_code, now));
    const answered = faq !== null || items.length > 0;
    store.logQuestion(site.site_code, question, answered, now);
    const content = faq ? faq.answer : items[0] ? words.found(items[0].title, items[0].summary) : words.noAnswer;
    return ok({
      answered: answered ? '1' : '0',
      content,
      items: items.map((i) => ({ resourceType: i.resourceType, id: String(i.id), title: i.title, summary: i.summary })),
    });
  });
}
