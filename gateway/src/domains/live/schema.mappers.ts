/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { LiveStreamSource as LiveStreamMapper, LivePlaybackSource as LivePlaybackMapper } from './types.ts';
