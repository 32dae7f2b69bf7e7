/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { UploadedFileSource as UploadedFileMapper } from './types.ts';
