/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { CarSource as RentalCarMapper, CompanySource as RentalCompanyMapper, OutletRow as RentalOutletMapper } from './types.ts';
