import type { CertificateType } from '../../__generated__/useSaveAsContactMutation.graphql';

/** The certificate types in the order the forms offer them (the graph's enum, without its future values); their names are `contacts.certificate.<type>`. */
export const CERTIFICATE_TYPES: readonly Exclude<CertificateType, '%future added value'>[] = [
  'ID_CARD',
  'PASSPORT',
  'HONG_KONG_MACAU_PASS',
  'TAIWAN_PASS',
  'FOREIGN_PERMANENT_RESIDENT',
];

export type KnownCertificateType = (typeof CERTIFICATE_TYPES)[number];
