import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { detailById } from '../../core/upstream/envelope.ts';
import { commonProblemDetail, emergencyNumbers, informationSections } from './upstream.ts';
import type { CommonProblemRow, EmergencyNumberRow, InformationRow } from './types.ts';

export interface HelpLoaders {
  /** The site's emergency numbers, once per request. */
  numbers(): Promise<EmergencyNumberRow[]>;
  /** The site's information sections, once per request. */
  information(): Promise<InformationRow[]>;
  /** A common problem's detail by upstream id (null when it is not the site's). */
  problem: DataLoader<string, CommonProblemRow | null>;
}

async function loadProblem(scope: RequestScope, id: string): Promise<CommonProblemRow | null> {
  return detailById<CommonProblemRow>(id, (raw) => commonProblemDetail(scope.upstream, raw));
}

export function createHelpLoaders(scope: RequestScope): HelpLoaders {
  let numbers: Promise<EmergencyNumberRow[]> | null = null;
  let information: Promise<InformationRow[]> | null = null;
  return {
    numbers: () => (numbers ??= emergencyNumbers(scope.upstream)),
    information: () => (information ??= informationSections(scope.upstream)),
    // no batch form upstream: one detail per problem (a screen shows one)
    problem: new DataLoader(each((id: string) => loadProblem(scope, id))),
  };
}
