import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { QuestionnaireGroupRow, QuestionnaireRow } from './types.ts';

/** Upstream calls of questionnaires (API.md "Questionnaires"). */

export function questionnaireList(
  upstream: UpstreamClient,
  group: { id: string; code: string | null } | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<QuestionnaireRow>> {
  return upstream.getPage<QuestionnaireRow>('res/api/questionnaire/list', {
    groupId: group?.id ?? null,
    groupCode: group?.code ?? null,
    currPage,
    pageSize,
  });
}

export function questionnaireInfo(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/questionnaire/info', { id });
}

export async function groupList(upstream: UpstreamClient): Promise<QuestionnaireGroupRow[]> {
  return (await upstream.getPage<QuestionnaireGroupRow>('res/api/questionnaire/groupList', { pageSize: 50 })).items;
}

export function groupInfo(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.get('res/api/questionnaire/groupInfo', { id });
}

export interface SubmittedAnswer {
  questionId: string;
  optionIds: string[];
  content: string;
  score: number | null;
}

/** JSON body (the vendor's paper submit is JSON too). */
export function submitQuestionnaire(upstream: UpstreamClient, questionnaireId: string, answers: SubmittedAnswer[]): Promise<Envelope> {
  return upstream.post('res/api/questionnaire/submit', { questionnaireId, answers }, { json: true });
}

export function myQuestionnaireList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<QuestionnaireRow>> {
  return upstream.getPage<QuestionnaireRow>('res/api/questionnaire/myList', { currPage, pageSize });
}
