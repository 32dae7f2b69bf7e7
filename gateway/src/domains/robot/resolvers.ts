import type { Resolvers, RobotAnswerLink } from '../../generated/resolvers-types.ts';
import { text } from '../../core/normalise.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { refusalOf } from '../../core/user-errors.ts';
import { resourceDetailPath } from '../../core/resource-types.ts';
import { checkQuestion, linkKind, ROBOT_QUESTION_MAX, searchPathOf } from './rules.ts';
import { robotAnswer, robotGreetings, robotInfo } from './upstream.ts';
import type { RobotAnswerRow, RobotItemRow } from './types.ts';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => text(v)).filter((v): v is string => v !== null) : [];

/** An answer's items that have an in-app page, in the robot's order. */
function linksOf(items: unknown): RobotAnswerLink[] {
  const rows = Array.isArray(items) ? (items as RobotItemRow[]) : [];
  return rows.flatMap((row) => {
    const resourceType = text(row.resourceType) ?? '';
    const path = resourceDetailPath(resourceType, text(row.id));
    const title = text(row.title);
    return path && title ? [{ kind: linkKind(resourceType), title, summary: text(row.summary), path }] : [];
  });
}

export const robotResolvers: Resolvers = {
  Query: {
    siteRobot: async (_root, _args, ctx) => {
      const [info, greetings] = await Promise.all([robotInfo(ctx.upstream), robotGreetings(ctx.upstream)]);
      const name = text(info?.name);
      if (!name) return null;
      return {
        name,
        welcome: text(info?.welcome) ?? '',
        greeting: text(greetings?.greeting),
        suggestedQuestions: strings(greetings?.questions),
      };
    },
  },
  Mutation: {
    askRobot: async (_root, { input }, ctx) => {
      const { question, errors } = checkQuestion(input.question);
      if (errors.length > 0) return { answer: null, errors };
      const envelope = await robotAnswer(ctx.upstream, question);
      const refusal = refusalOf(envelope, 'question');
      if (refusal) return { answer: null, errors: [refusal] };
      const row = decodeData<RobotAnswerRow>(envelope);
      const answered = text(row?.answered) === '1';
      return {
        answer: {
          question,
          answered,
          text: text(row?.content) ?? '',
          links: linksOf(row?.items),
          searchPath: answered ? null : searchPathOf(question),
        },
        errors: [],
      };
    },
  },
  InputLimits: {
    robotQuestionMaxLength: () => ROBOT_QUESTION_MAX,
  },
};
