/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  AnswerRow as QuestionnaireAnswerMapper,
  QuestionnaireGroupSource as QuestionnaireGroupMapper,
  QuestionnairePayloadSource as SubmitQuestionnairePayloadMapper,
  QuestionnaireSource as QuestionnaireMapper,
  QuestionOptionRow as QuestionnaireOptionMapper,
  QuestionRow as QuestionnaireQuestionMapper,
} from './types.ts';
