import type { Language } from '../site/site-info.ts';

/** The typed reasons a mutation's input is refused (schema enum UserErrorCode). */
export type UserErrorCode =
  | 'PHONE_INVALID'
  | 'CODE_INVALID'
  | 'CODE_WRONG'
  | 'CODE_EXPIRED'
  | 'CODE_TOO_FREQUENT'
  | 'PHONE_TAKEN'
  | 'COMMENT_REQUIRED'
  | 'COMMENT_TOO_LONG'
  | 'TOO_MANY_EMOTICONS'
  | 'TOO_MANY_TAGS'
  | 'STAR_OUT_OF_RANGE'
  | 'REPLY_REQUIRED'
  | 'RESOURCE_NOT_FOUND'
  | 'REFUSED';

/**
 * Default messages per site language (doc 1 §9 locales; doc 3 §5 prompts). `{limit}` is replaced
 * by the error's limit. Clients localize from the code; these are for clients that do not.
 */
export const MESSAGES: Record<Language, Record<UserErrorCode, string>> = {
  CN: {
    PHONE_INVALID: '请输入正确的11位手机号',
    CODE_INVALID: '请输入6位验证码',
    CODE_WRONG: '验证码错误',
    CODE_EXPIRED: '验证码已过期，请重新获取',
    CODE_TOO_FREQUENT: '发送过于频繁，请稍后再试',
    PHONE_TAKEN: '该手机号已被绑定',
    COMMENT_REQUIRED: '请输入评论内容',
    COMMENT_TOO_LONG: '最多输入{limit}个字',
    TOO_MANY_EMOTICONS: '一次最多选择{limit}个表情',
    TOO_MANY_TAGS: '最多选择{limit}个标签',
    STAR_OUT_OF_RANGE: '请选择1到5星',
    REPLY_REQUIRED: '请输入回复内容',
    RESOURCE_NOT_FOUND: '资源不存在',
    REFUSED: '操作失败',
  },
  EN: {
    PHONE_INVALID: 'Please enter a correct 11-digit mobile number.',
    CODE_INVALID: 'Please enter the 6-digit verification code.',
    CODE_WRONG: 'The verification code is wrong.',
    CODE_EXPIRED: 'The verification code has expired; please request a new one.',
    CODE_TOO_FREQUENT: 'Codes are sent too often; please try again later.',
    PHONE_TAKEN: 'This mobile number is already bound to another account.',
    COMMENT_REQUIRED: 'Please enter the comments.',
    COMMENT_TOO_LONG: 'At most {limit} characters.',
    TOO_MANY_EMOTICONS: 'Choose up to {limit} at a time.',
    TOO_MANY_TAGS: 'Choose up to {limit} tags.',
    STAR_OUT_OF_RANGE: 'Please give 1 to 5 stars.',
    REPLY_REQUIRED: 'Please enter a reply.',
    RESOURCE_NOT_FOUND: 'The resource does not exist.',
    REFUSED: 'The operation failed.',
  },
  FRENCH: {
    PHONE_INVALID: 'Veuillez saisir un numéro de mobile correct à 11 chiffres.',
    CODE_INVALID: 'Veuillez saisir le code de vérification à 6 chiffres.',
    CODE_WRONG: 'Le code de vérification est incorrect.',
    CODE_EXPIRED: 'Le code de vérification a expiré ; veuillez en demander un nouveau.',
    CODE_TOO_FREQUENT: 'Codes envoyés trop souvent ; veuillez réessayer plus tard.',
    PHONE_TAKEN: 'Ce numéro est déjà lié à un autre compte.',
    COMMENT_REQUIRED: 'Veuillez saisir votre commentaire.',
    COMMENT_TOO_LONG: '{limit} caractères au maximum.',
    TOO_MANY_EMOTICONS: 'Choisissez au plus {limit} émoticônes à la fois.',
    TOO_MANY_TAGS: 'Choisissez au plus {limit} étiquettes.',
    STAR_OUT_OF_RANGE: 'Veuillez donner de 1 à 5 étoiles.',
    REPLY_REQUIRED: 'Veuillez saisir une réponse.',
    RESOURCE_NOT_FOUND: "La ressource n'existe pas.",
    REFUSED: "L'opération a échoué.",
  },
  JAPANESE: {
    PHONE_INVALID: '正しい11桁の携帯電話番号を入力してください。',
    CODE_INVALID: '6桁の認証コードを入力してください。',
    CODE_WRONG: '認証コードが正しくありません。',
    CODE_EXPIRED: '認証コードの有効期限が切れました。再取得してください。',
    CODE_TOO_FREQUENT: '送信が頻繁すぎます。しばらくしてから再試行してください。',
    PHONE_TAKEN: 'この電話番号は既に他のアカウントに登録されています。',
    COMMENT_REQUIRED: 'コメントを入力してください。',
    COMMENT_TOO_LONG: '{limit}文字以内で入力してください。',
    TOO_MANY_EMOTICONS: '一度に選べる絵文字は{limit}個までです。',
    TOO_MANY_TAGS: 'タグは{limit}個まで選べます。',
    STAR_OUT_OF_RANGE: '星1〜5で評価してください。',
    REPLY_REQUIRED: '返信を入力してください。',
    RESOURCE_NOT_FOUND: 'リソースが存在しません。',
    REFUSED: '操作に失敗しました。',
  },
  KOREAN: {
    PHONE_INVALID: '올바른 11자리 휴대폰 번호를 입력하세요.',
    CODE_INVALID: '6자리 인증번호를 입력하세요.',
    CODE_WRONG: '인증번호가 올바르지 않습니다.',
    CODE_EXPIRED: '인증번호가 만료되었습니다. 다시 받아 주세요.',
    CODE_TOO_FREQUENT: '너무 자주 요청했습니다. 잠시 후 다시 시도하세요.',
    PHONE_TAKEN: '이 휴대폰 번호는 이미 다른 계정에 연결되어 있습니다.',
    COMMENT_REQUIRED: '댓글을 입력하세요.',
    COMMENT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    TOO_MANY_EMOTICONS: '한 번에 최대 {limit}개까지 선택할 수 있습니다.',
    TOO_MANY_TAGS: '태그는 최대 {limit}개까지 선택할 수 있습니다.',
    STAR_OUT_OF_RANGE: '별점은 1~5개로 선택하세요.',
    REPLY_REQUIRED: '답글을 입력하세요.',
    RESOURCE_NOT_FOUND: '리소스가 존재하지 않습니다.',
    REFUSED: '작업에 실패했습니다.',
  },
};

export function localizedMessage(language: Language, code: UserErrorCode, limit: number | null): string {
  const template = MESSAGES[language][code];
  return limit === null ? template : template.replace('{limit}', String(limit));
}
