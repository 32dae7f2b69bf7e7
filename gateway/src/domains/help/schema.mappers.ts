/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  CommonProblemSource as CommonProblemMapper,
  EmergencyNumberRow as EmergencyNumberMapper,
  HelpPayloadSource as AskForHelpPayloadMapper,
  HelpRequestRow as HelpRequestMapper,
  InformationRow as InformationSectionMapper,
} from './types.ts';
