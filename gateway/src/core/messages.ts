import type { Language } from './language.ts';

import type { UserErrorCode as SchemaUserErrorCode } from '../generated/resolvers-types.ts';

/**
 * The typed reasons a mutation's input is refused: the schema's enum UserErrorCode. The core
 * SDL declares the shared codes below; a domain adds its own with `extend enum UserErrorCode`
 * in its schema.graphql and their texts in its `DomainModule.errorTexts`.
 */
export type UserErrorCode = SchemaUserErrorCode;

/** The codes the core SDL declares (shared by several domains). */
type CoreUserErrorCode =
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
  | 'REFUSED'
  | 'SOLD_OUT'
  | 'SIGN_UP_CLOSED'
  | 'TOO_MANY_SEATS'
  | 'SEATS_INVALID'
  | 'ALREADY_BOOKED'
  | 'INSUFFICIENT_POINTS'
  | 'INTEGRITY_REFUSED'
  | 'DAY_NOT_BOOKABLE'
  | 'DATE_INVALID'
  | 'SLOT_TAKEN'
  | 'CANCEL_NOT_ALLOWED'
  | 'CANCEL_WINDOW_CLOSED'
  | 'REVIEW_NOT_ALLOWED'
  | 'PAY_NOT_ALLOWED'
  | 'REFUND_NOT_ALLOWED'
  | 'CONTACT_INVALID'
  | 'ORDER_NOT_FOUND'
  | 'TEXT_INVALID'
  | 'SLOT_REQUIRED'
  | 'KEYWORD_REQUIRED'
  | 'KEYWORD_TOO_LONG';

/**
 * The texts of some user-error codes in all five languages (`{limit}` is replaced by the
 * error's limit, `{limitMB}` by a byte limit in MB): what a domain declares for the codes it
 * adds to the schema's enum.
 */
export type UserErrorTexts<C extends UserErrorCode = UserErrorCode> = { readonly [L in Language]: { readonly [K in C]: string } };

/** Some codes' texts in every language (what a domain module carries; completeness is tested). */
export type SomeUserErrorTexts = { readonly [L in Language]: { readonly [K in UserErrorCode]?: string } };

/**
 * Default messages per site language (the locales' words and the form prompts). `{limit}` is replaced
 * by the error's limit. Clients localize from the code; these are for clients that do not.
 */
export const MESSAGES: UserErrorTexts<CoreUserErrorCode> = {
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
    SOLD_OUT: '库存不足',
    SIGN_UP_CLOSED: '不在报名时间内',
    TOO_MANY_SEATS: '单次最多预约{limit}人',
    SEATS_INVALID: '请选择预约人数',
    ALREADY_BOOKED: '您已预约过该场次',
    INSUFFICIENT_POINTS: '积分不足',
    INTEGRITY_REFUSED: '抱歉，您的诚信分未达到最低要求，无法预约此活动。',
    DAY_NOT_BOOKABLE: '该日期不可预约',
    DATE_INVALID: '日期格式不正确',
    SLOT_TAKEN: '该时段已被预约',
    CANCEL_NOT_ALLOWED: '该订单不可取消',
    CANCEL_WINDOW_CLOSED: '已超过可取消时间',
    REVIEW_NOT_ALLOWED: '该订单不能评价',
    PAY_NOT_ALLOWED: '该订单无需支付',
    REFUND_NOT_ALLOWED: '该订单不能申请退款',
    CONTACT_INVALID: '请输入联系人姓名（最多{limit}个字）',
    ORDER_NOT_FOUND: '订单不存在',
    TEXT_INVALID: '请输入内容（最多{limit}个字）',
    SLOT_REQUIRED: '请选择时段',
    KEYWORD_REQUIRED: '请输入搜索关键词',
    KEYWORD_TOO_LONG: '搜索关键词最多{limit}个字',
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
    SOLD_OUT: 'Sold out: not enough places left.',
    SIGN_UP_CLOSED: 'Sign-up is not open now.',
    TOO_MANY_SEATS: 'At most {limit} seats per booking.',
    SEATS_INVALID: 'Please choose at least one seat.',
    ALREADY_BOOKED: 'You have already booked this session.',
    INSUFFICIENT_POINTS: 'Not enough points.',
    INTEGRITY_REFUSED: 'Sorry, your integrity score has not reached the minimum requirement and you cannot book this activity.',
    DAY_NOT_BOOKABLE: 'This day cannot be reserved.',
    DATE_INVALID: 'The date must be yyyy-MM-dd.',
    SLOT_TAKEN: 'The time slot is already taken.',
    CANCEL_NOT_ALLOWED: 'This order cannot be cancelled.',
    CANCEL_WINDOW_CLOSED: 'The cancellation deadline has passed.',
    REVIEW_NOT_ALLOWED: 'This order cannot be reviewed.',
    PAY_NOT_ALLOWED: 'This order does not need payment.',
    REFUND_NOT_ALLOWED: 'No refund can be applied for on this order.',
    CONTACT_INVALID: 'Please enter the contact name (at most {limit} characters).',
    ORDER_NOT_FOUND: 'The order does not exist.',
    TEXT_INVALID: 'Please enter the text (at most {limit} characters).',
    SLOT_REQUIRED: 'Please choose a time slot.',
    KEYWORD_REQUIRED: 'Please enter a keyword.',
    KEYWORD_TOO_LONG: 'A keyword has at most {limit} characters.',
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
    SOLD_OUT: 'Complet : plus assez de places.',
    SIGN_UP_CLOSED: 'Les inscriptions ne sont pas ouvertes.',
    TOO_MANY_SEATS: '{limit} places au maximum par réservation.',
    SEATS_INVALID: 'Veuillez choisir au moins une place.',
    ALREADY_BOOKED: 'Vous avez déjà réservé cette séance.',
    INSUFFICIENT_POINTS: 'Points insuffisants.',
    INTEGRITY_REFUSED: "Désolé, votre score d'intégrité n'atteint pas le minimum requis et vous ne pouvez pas réserver cette activité.",
    DAY_NOT_BOOKABLE: 'Ce jour ne peut pas être réservé.',
    DATE_INVALID: 'La date doit être au format aaaa-MM-jj.',
    SLOT_TAKEN: 'Ce créneau est déjà pris.',
    CANCEL_NOT_ALLOWED: 'Cette commande ne peut pas être annulée.',
    CANCEL_WINDOW_CLOSED: "Le délai d'annulation est dépassé.",
    REVIEW_NOT_ALLOWED: 'Cette commande ne peut pas être évaluée.',
    PAY_NOT_ALLOWED: "Cette commande n'est pas à payer.",
    REFUND_NOT_ALLOWED: 'Aucun remboursement possible pour cette commande.',
    CONTACT_INVALID: 'Veuillez saisir le nom du contact ({limit} caractères au maximum).',
    ORDER_NOT_FOUND: "La commande n'existe pas.",
    TEXT_INVALID: 'Veuillez saisir le texte ({limit} caractères au maximum).',
    SLOT_REQUIRED: 'Veuillez choisir un créneau.',
    KEYWORD_REQUIRED: 'Veuillez saisir un mot-clé.',
    KEYWORD_TOO_LONG: 'Un mot-clé compte {limit} caractères au maximum.',
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
    SOLD_OUT: '残りがありません。',
    SIGN_UP_CLOSED: '現在は申込期間外です。',
    TOO_MANY_SEATS: '1回の予約は{limit}名までです。',
    SEATS_INVALID: '人数を1名以上選んでください。',
    ALREADY_BOOKED: 'この回はすでに予約済みです。',
    INSUFFICIENT_POINTS: 'ポイントが不足しています。',
    INTEGRITY_REFUSED: '申し訳ありません。信用スコアが最低要件に達していないため、この活動は予約できません。',
    DAY_NOT_BOOKABLE: 'この日は予約できません。',
    DATE_INVALID: '日付は yyyy-MM-dd 形式で入力してください。',
    SLOT_TAKEN: 'この時間帯はすでに予約されています。',
    CANCEL_NOT_ALLOWED: 'この注文はキャンセルできません。',
    CANCEL_WINDOW_CLOSED: 'キャンセル期限を過ぎています。',
    REVIEW_NOT_ALLOWED: 'この注文は評価できません。',
    PAY_NOT_ALLOWED: 'この注文は支払い不要です。',
    REFUND_NOT_ALLOWED: 'この注文は返金を申請できません。',
    CONTACT_INVALID: '連絡先の氏名を入力してください（{limit}文字以内）。',
    ORDER_NOT_FOUND: '注文が存在しません。',
    TEXT_INVALID: '内容を入力してください（{limit}文字以内）。',
    SLOT_REQUIRED: '時間帯を選んでください。',
    KEYWORD_REQUIRED: 'キーワードを入力してください。',
    KEYWORD_TOO_LONG: 'キーワードは{limit}文字以内で入力してください。',
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
    SOLD_OUT: '남은 자리가 없습니다.',
    SIGN_UP_CLOSED: '지금은 신청 기간이 아닙니다.',
    TOO_MANY_SEATS: '한 번에 최대 {limit}명까지 예약할 수 있습니다.',
    SEATS_INVALID: '인원을 1명 이상 선택하세요.',
    ALREADY_BOOKED: '이미 이 회차를 예약했습니다.',
    INSUFFICIENT_POINTS: '포인트가 부족합니다.',
    INTEGRITY_REFUSED: '죄송합니다. 신용 점수가 최소 요건에 도달하지 않아 이 활동을 예약할 수 없습니다.',
    DAY_NOT_BOOKABLE: '이 날짜는 예약할 수 없습니다.',
    DATE_INVALID: '날짜는 yyyy-MM-dd 형식이어야 합니다.',
    SLOT_TAKEN: '이 시간대는 이미 예약되었습니다.',
    CANCEL_NOT_ALLOWED: '이 주문은 취소할 수 없습니다.',
    CANCEL_WINDOW_CLOSED: '취소 기한이 지났습니다.',
    REVIEW_NOT_ALLOWED: '이 주문은 평가할 수 없습니다.',
    PAY_NOT_ALLOWED: '이 주문은 결제할 필요가 없습니다.',
    REFUND_NOT_ALLOWED: '이 주문은 환불을 신청할 수 없습니다.',
    CONTACT_INVALID: '연락처 이름을 입력하세요(최대 {limit}자).',
    ORDER_NOT_FOUND: '주문이 존재하지 않습니다.',
    TEXT_INVALID: '내용을 입력하세요(최대 {limit}자).',
    SLOT_REQUIRED: '시간대를 선택하세요.',
    KEYWORD_REQUIRED: '검색어를 입력하세요.',
    KEYWORD_TOO_LONG: '검색어는 최대 {limit}자까지 입력할 수 있습니다.',
  },
};

/** Every code's text per language: the core's, then each domain's as the registry adds them. */
const TEXTS: Record<Language, Record<string, string>> = {
  CN: { ...MESSAGES.CN },
  EN: { ...MESSAGES.EN },
  FRENCH: { ...MESSAGES.FRENCH },
  JAPANESE: { ...MESSAGES.JAPANESE },
  KOREAN: { ...MESSAGES.KOREAN },
};

/** Adds a domain's texts (registry.ts, once per domain at start). A code is worded once. */
export function registerUserErrorTexts(texts: SomeUserErrorTexts): void {
  for (const language of Object.keys(TEXTS) as Language[]) {
    for (const [code, text] of Object.entries(texts[language]) as [string, string][]) {
      if (code in TEXTS[language] && TEXTS[language][code] !== text)
        throw new Error(`user-error text of ${code} (${language}) is declared twice`);
      TEXTS[language][code] = text;
    }
  }
}

/** True when `code` has a text in `language` (the registry's completeness test). */
export function hasUserErrorText(language: Language, code: string): boolean {
  return code in TEXTS[language];
}

/** A byte count in MB for a message (`{limitMB}`): "10 MB", "0.2 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))} MB`;
}

/** A distance in metres as the app prints it: metres under 1000, else km, two decimals; a decimal comma in French. */
function distance(metres: number, language: Language): string {
  const value = metres < 1000 ? `${metres.toFixed(2)} m` : `${(metres / 1000).toFixed(2)} km`;
  return language === 'FRENCH' ? value.replace('.', ',') : value;
}

/**
 * A code's text; `{limit}` is the error's limit, `{limitMB}` the same limit (bytes) in MB,
 * `{limitDistance}` the same limit (metres) as a distance, `{limitYuan}` the same limit (fen) in yuan.
 */
export function localizedMessage(language: Language, code: UserErrorCode, limit: number | null): string {
  const template = TEXTS[language][code] ?? TEXTS.CN[code] ?? code;
  return limit === null
    ? template
    : template
        .replace('{limit}', String(limit))
        .replace('{limitMB}', megabytes(limit))
        .replace('{limitDistance}', distance(limit, language))
        .replace('{limitYuan}', (limit / 100).toFixed(2));
}
