import type { CertificateType } from '../../__generated__/ContactFormAddMutation.graphql';

/** The certificate types in the order the form offers them (the graph's enum, without its future values). */
export const CERTIFICATE_TYPES: readonly Exclude<CertificateType, '%future added value'>[] = [
  'ID_CARD',
  'PASSPORT',
  'HONG_KONG_MACAU_PASS',
  'TAIWAN_PASS',
  'FOREIGN_PERMANENT_RESIDENT',
];
