import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { detailById } from '../../core/upstream/envelope.ts';
import { groupInfo, groupList, questionnaireInfo } from './upstream.ts';
import type { QuestionnaireGroupRow, QuestionnaireRow } from './types.ts';

export interface QuestionnaireLoaders {
  /** A questionnaire's detail (questions, the caller's answers) by upstream id. */
  questionnaire: DataLoader<string, QuestionnaireRow | null>;
  /** A group's detail (its sections) by upstream id. */
  group: DataLoader<string, QuestionnaireGroupRow | null>;
  /** The site's groups, once per request. */
  groups(): Promise<QuestionnaireGroupRow[]>;
}

export function createQuestionnaireLoaders({ upstream }: RequestScope): QuestionnaireLoaders {
  let groups: Promise<QuestionnaireGroupRow[]> | null = null;
  return {
    // no batch forms upstream: one detail each (a screen shows one)
    questionnaire: new DataLoader(each((id: string) => detailById<QuestionnaireRow>(id, (raw) => questionnaireInfo(upstream, raw)))),
    group: new DataLoader(each((id: string) => detailById<QuestionnaireGroupRow>(id, (raw) => groupInfo(upstream, raw)))),
    groups: () => (groups ??= groupList(upstream)),
  };
}
