import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { isNotFound } from '../../core/upstream/errors.ts';
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

const detail = <T>(load: (id: string) => Promise<Envelope>) => async (id: string): Promise<T | null> => {
  if (!/^\d{1,18}$/.test(id)) return null;
  try {
    return decodeData<T>(await load(id));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

export function createQuestionnaireLoaders({ upstream }: RequestScope): QuestionnaireLoaders {
  let groups: Promise<QuestionnaireGroupRow[]> | null = null;
  return {
    // no batch forms upstream: one detail each (a screen shows one)
    questionnaire: new DataLoader(each(detail<QuestionnaireRow>((id) => questionnaireInfo(upstream, id)))),
    group: new DataLoader(each(detail<QuestionnaireGroupRow>((id) => groupInfo(upstream, id)))),
    groups: () => (groups ??= groupList(upstream)),
  };
}
