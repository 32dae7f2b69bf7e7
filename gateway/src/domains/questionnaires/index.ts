import type { DomainModule } from '../../core/module.ts';
import { QUESTIONNAIRE_REFUSALS } from './refusals.ts';
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
  refusals: QUESTIONNAIRE_REFUSALS,
};
