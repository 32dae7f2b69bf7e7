/** Upstream rows of questionnaires (API.md "Questionnaires") and what the types resolve from. */

export interface QuestionOptionRow {
  id: string | number;
  content?: string | null;
}

export interface QuestionRow {
  id: string | number;
  type?: string | null;
  title?: string | null;
  required?: string | number | null;
  minChoose?: string | number | null;
  maxChoose?: string | number | null;
  maxLength?: string | number | null;
  maxScore?: string | number | null;
  options?: QuestionOptionRow[] | null;
}

export interface AnswerRow {
  questionId: string | number;
  optionIds?: string | null;
  content?: string | null;
  score?: string | number | null;
}

export interface QuestionnaireRow {
  id: string | number;
  title?: string | null;
  cover?: string | null;
  summary?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  status?: string | number | null;
  questionNum?: string | number | null;
  answerNum?: string | number | null;
  groupId?: string | number | null;
  groupCode?: string | null;
  /** "1" / "0", "" anonymous. */
  answered?: string | number | null;
  /** The detail only. */
  description?: string | null;
  questions?: QuestionRow[] | null;
  myAnswers?: AnswerRow[] | null;
  submitTime?: string | null;
}

export interface QuestionnaireGroupRow {
  id: string | number;
  title?: string | null;
  cover?: string | null;
  description?: string | null;
  /** groupInfo only. */
  groups?: Array<{ code?: string | null; name?: string | null }> | null;
}

export interface QuestionnaireSource {
  __typename: 'Questionnaire';
  id: string;
  row: QuestionnaireRow;
  complete: boolean;
}

export interface QuestionnaireGroupSource {
  __typename: 'QuestionnaireGroup';
  id: string;
  row: QuestionnaireGroupRow;
  complete: boolean;
}

/** What SubmitQuestionnairePayload resolves from. */
export interface QuestionnairePayloadSource {
  errors: import('../../core/user-errors.ts').UserErrorSource[];
  questionnaireId?: string | null;
}
