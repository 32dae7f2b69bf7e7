/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  AnswerRow as QuestionAnswerMapper,
  QuestionnaireGroupSource as QuestionnaireGroupMapper,
  QuestionnairePayloadSource as SubmitQuestionnairePayloadMapper,
  QuestionnaireSource as QuestionnaireMapper,
  QuestionOptionRow as QuestionOptionMapper,
  QuestionRow as QuestionMapper,
} from './types.ts';
