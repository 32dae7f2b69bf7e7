import type { AgreementKind } from '../../__generated__/AgreementScreenQuery.graphql';

/** The page of each agreement: the one place its address is written. */
export const AGREEMENT_PATHS = {
  REGISTRATION: '/registration-agreement',
  PRIVACY: '/privacy-agreement',
  PUBLISHING: '/publishing-agreement',
} as const satisfies Record<Exclude<AgreementKind, '%future added value'>, string>;
