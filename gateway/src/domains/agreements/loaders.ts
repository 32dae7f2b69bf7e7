import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { AgreementKind } from '../../generated/resolvers-types.ts';
import { upstreamTypeOf } from './kinds.ts';
import { agreementDetail, agreementList } from './upstream.ts';
import type { AgreementRow } from './types.ts';

export interface AgreementLoaders {
  /** The site's agreements without bodies, once per request. */
  list(): Promise<AgreementRow[]>;
  /** One agreement with its body by kind (null when the site has none of that kind). */
  detail: DataLoader<AgreementKind, AgreementRow | null>;
}

export function createAgreementLoaders(scope: RequestScope): AgreementLoaders {
  let list: Promise<AgreementRow[]> | null = null;
  return {
    list: () => (list ??= agreementList(scope.upstream)),
    // no batch form upstream: one detail per kind (a page shows one; there are three kinds)
    detail: new DataLoader(
      each((kind: AgreementKind) =>
        orNotFound(agreementDetail(scope.upstream, upstreamTypeOf(kind)).then((envelope) => decodeData<AgreementRow>(envelope))),
      ),
    ),
  };
}
