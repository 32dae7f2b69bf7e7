/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ImageSource as ImageMapper } from '../../core/image.ts';
