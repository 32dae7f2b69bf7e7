/**
 * The verification provider's rejection reasons the gateway knows (its `reasonCode`), in the five
 * languages; a reason it does not know is shown in the provider's own words.
 */
import type { Language } from '../../core/language.ts';

type ReasonCode = 'NAME_MISMATCH' | 'DOCUMENT_LOST' | 'NUMBER_UNKNOWN';

const REASONS: Readonly<Record<Language, Readonly<Record<ReasonCode, string>>>> = {
  CN: {
    NAME_MISMATCH: '姓名与身份证号不一致',
    DOCUMENT_LOST: '该身份证已挂失',
    NUMBER_UNKNOWN: '身份证号不存在',
  },
  EN: {
    NAME_MISMATCH: 'The name and the ID number do not match.',
    DOCUMENT_LOST: 'The ID number is on a list of lost documents.',
    NUMBER_UNKNOWN: 'The ID number does not exist.',
  },
  FRENCH: {
    NAME_MISMATCH: "Le nom et le numéro d'identité ne correspondent pas.",
    DOCUMENT_LOST: 'Ce numéro figure sur la liste des documents perdus.',
    NUMBER_UNKNOWN: "Ce numéro d'identité n'existe pas.",
  },
  JAPANESE: {
    NAME_MISMATCH: '氏名と身分証番号が一致しません',
    DOCUMENT_LOST: 'この身分証は紛失届が出されています',
    NUMBER_UNKNOWN: 'この身分証番号は存在しません',
  },
  KOREAN: {
    NAME_MISMATCH: '이름과 신분증 번호가 일치하지 않습니다',
    DOCUMENT_LOST: '분실 신고된 신분증 번호입니다',
    NUMBER_UNKNOWN: '존재하지 않는 신분증 번호입니다',
  },
};

/** The reason in `language` when the provider's code is a known one, else null. */
export function knownReason(code: string | null, language: Language): string | null {
  return code && Object.hasOwn(REASONS[language], code) ? REASONS[language][code as ReasonCode] : null;
}
