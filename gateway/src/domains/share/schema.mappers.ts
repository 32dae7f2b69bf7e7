/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ShareCardSource as ShareCardMapper } from './card.ts';
