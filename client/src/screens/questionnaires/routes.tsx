import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { questionnaireTexts } from './texts';

const texts = { texts: questionnaireTexts };
const naireList = lazyRoute(() => import('./NaireListScreen'), texts);

/** The questionnaire screens under the spec's URLs. */
export const QUESTIONNAIRE_ROUTES: RouteObject[] = [
  { path: '/question-list', lazy: lazyRoute(() => import('./QuestionListScreen'), texts) },
  { path: '/question-info/:id', lazy: lazyRoute(() => import('./QuestionInfoScreen'), texts) },
  { path: '/my-question', lazy: lazyRoute(() => import('./MyQuestionScreen'), texts) },
  { path: '/naire-list/:id', lazy: naireList },
  { path: '/naire-list/:id/:groupCode', lazy: naireList },
];
