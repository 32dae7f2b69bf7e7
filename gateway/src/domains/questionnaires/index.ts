import type { DomainModule } from '../../core/module.ts';
import { questionnaireNodeLoaders, questionnaireResolvers } from './resolvers.ts';
import { createQuestionnaireLoaders } from './loaders.ts';
import type { QuestionnaireLoaders } from './loaders.ts';
import { questionnaireErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    questionnaires: QuestionnaireLoaders;
  }
}

/** Questionnaires: lists, groups, answering with every question checked here. */
export const questionnairesModule: DomainModule = {
  name: 'questionnaires',
  resolvers: questionnaireResolvers,
  nodes: questionnaireNodeLoaders,
  loaders: { questionnaires: createQuestionnaireLoaders },
  errorTexts: questionnaireErrorTexts,
  refusals: [
    [/^问卷不存在/, 'QUESTIONNAIRE_NOT_FOUND'],
    [/问卷尚未开始/, 'QUESTIONNAIRE_NOT_STARTED'],
    [/问卷已结束/, 'QUESTIONNAIRE_ENDED'],
    [/您已提交过该问卷/, 'QUESTIONNAIRE_ANSWERED'],
  ],
};
