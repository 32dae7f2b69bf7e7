import type { AgreementKind } from '../../generated/resolvers-types.ts';

/** The graph's kinds and the upstream's `type` of each: the one table both directions read. */
const UPSTREAM_TYPES: Readonly<Record<AgreementKind, string>> = {
  REGISTRATION: 'REGISTER',
  PRIVACY: 'PRIVACY',
  PUBLISHING: 'PUBLISH',
};

export function upstreamTypeOf(kind: AgreementKind): string {
  return UPSTREAM_TYPES[kind];
}

/** The kind of an upstream `type`; null for a type the graph does not know (the row is left out). */
export function kindOf(type: string | null | undefined): AgreementKind | null {
  const t = (type ?? '').toUpperCase();
  return (Object.keys(UPSTREAM_TYPES) as AgreementKind[]).find((k) => UPSTREAM_TYPES[k] === t) ?? null;
}
