import type { ExternalLinkVerdict } from '../../core/external-links.ts';

/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type ExternalLinkMapper = ExternalLinkVerdict & { siteCode: string };
