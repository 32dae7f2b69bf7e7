import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'VERIFICATION_NAME_REQUIRED'
  | 'VERIFICATION_NAME_TOO_LONG'
  | 'VERIFICATION_ID_NUMBER_REQUIRED'
  | 'VERIFICATION_ID_NUMBER_FORMAT'
  | 'VERIFICATION_ID_NUMBER_BIRTH_DATE'
  | 'VERIFICATION_ID_NUMBER_CHECKSUM'
  | 'VERIFICATION_NUMBER_TAKEN'
  | 'VERIFICATION_PENDING'
  | 'VERIFICATION_PASSED'
  | 'VERIFICATION_NOT_PENDING'
  | 'VERIFICATION_NOT_PASSED';

/** The verification form's prompts and the family's other refusals, in the five languages. */
export const verificationErrorTexts: UserErrorTexts<Code> = {
  CN: {
    VERIFICATION_NAME_REQUIRED: '请输入真实姓名',
    VERIFICATION_NAME_TOO_LONG: '姓名最多{limit}个字',
    VERIFICATION_ID_NUMBER_REQUIRED: '请输入身份证号',
    VERIFICATION_ID_NUMBER_FORMAT: '身份证号格式不正确',
    VERIFICATION_ID_NUMBER_BIRTH_DATE: '身份证号中的出生日期不正确',
    VERIFICATION_ID_NUMBER_CHECKSUM: '身份证号校验位不正确，请核对',
    VERIFICATION_NUMBER_TAKEN: '该身份证号已被其他账号认证',
    VERIFICATION_PENDING: '实名认证审核中，请勿重复提交',
    VERIFICATION_PASSED: '您已完成实名认证',
    VERIFICATION_NOT_PENDING: '该认证不在审核中，无法撤回',
    VERIFICATION_NOT_PASSED: '该认证未通过，无法取消',
  },
  EN: {
    VERIFICATION_NAME_REQUIRED: 'Please enter your real name.',
    VERIFICATION_NAME_TOO_LONG: 'At most {limit} characters.',
    VERIFICATION_ID_NUMBER_REQUIRED: 'Please enter your ID number.',
    VERIFICATION_ID_NUMBER_FORMAT: 'This is not an 18-character ID number.',
    VERIFICATION_ID_NUMBER_BIRTH_DATE: 'The birth date in this ID number is not valid.',
    VERIFICATION_ID_NUMBER_CHECKSUM: 'The ID number does not check out; please look at it again.',
    VERIFICATION_NUMBER_TAKEN: 'This ID number is already verified by another account.',
    VERIFICATION_PENDING: 'Your verification is under review; please do not submit again.',
    VERIFICATION_PASSED: 'You are verified already.',
    VERIFICATION_NOT_PENDING: 'This verification is not under review and cannot be withdrawn.',
    VERIFICATION_NOT_PASSED: 'This verification has not passed and cannot be cancelled.',
  },
  FRENCH: {
    VERIFICATION_NAME_REQUIRED: 'Veuillez saisir votre nom réel.',
    VERIFICATION_NAME_TOO_LONG: '{limit} caractères au plus.',
    VERIFICATION_ID_NUMBER_REQUIRED: "Veuillez saisir votre numéro de carte d'identité.",
    VERIFICATION_ID_NUMBER_FORMAT: "Ce n'est pas un numéro d'identité de 18 caractères.",
    VERIFICATION_ID_NUMBER_BIRTH_DATE: "La date de naissance de ce numéro n'est pas valide.",
    VERIFICATION_ID_NUMBER_CHECKSUM: "Le numéro d'identité est incorrect ; veuillez le vérifier.",
    VERIFICATION_NUMBER_TAKEN: 'Ce numéro est déjà vérifié par un autre compte.',
    VERIFICATION_PENDING: 'Votre vérification est en cours ; ne la soumettez pas à nouveau.',
    VERIFICATION_PASSED: 'Votre identité est déjà vérifiée.',
    VERIFICATION_NOT_PENDING: "Cette vérification n'est pas en cours et ne peut pas être retirée.",
    VERIFICATION_NOT_PASSED: "Cette vérification n'a pas abouti et ne peut pas être annulée.",
  },
  JAPANESE: {
    VERIFICATION_NAME_REQUIRED: '氏名を入力してください',
    VERIFICATION_NAME_TOO_LONG: '{limit}文字以内で入力してください',
    VERIFICATION_ID_NUMBER_REQUIRED: '身分証番号を入力してください',
    VERIFICATION_ID_NUMBER_FORMAT: '18桁の身分証番号ではありません',
    VERIFICATION_ID_NUMBER_BIRTH_DATE: '身分証番号の生年月日が正しくありません',
    VERIFICATION_ID_NUMBER_CHECKSUM: '身分証番号が正しくありません。もう一度ご確認ください',
    VERIFICATION_NUMBER_TAKEN: 'この身分証番号は別のアカウントで認証済みです',
    VERIFICATION_PENDING: '本人確認の審査中です。再度送信しないでください',
    VERIFICATION_PASSED: '本人確認は完了しています',
    VERIFICATION_NOT_PENDING: 'この本人確認は審査中ではないため、取り下げできません',
    VERIFICATION_NOT_PASSED: 'この本人確認は承認されていないため、取り消しできません',
  },
  KOREAN: {
    VERIFICATION_NAME_REQUIRED: '실명을 입력해 주세요',
    VERIFICATION_NAME_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다',
    VERIFICATION_ID_NUMBER_REQUIRED: '신분증 번호를 입력해 주세요',
    VERIFICATION_ID_NUMBER_FORMAT: '18자리 신분증 번호가 아닙니다',
    VERIFICATION_ID_NUMBER_BIRTH_DATE: '신분증 번호의 생년월일이 올바르지 않습니다',
    VERIFICATION_ID_NUMBER_CHECKSUM: '신분증 번호가 올바르지 않습니다. 다시 확인해 주세요',
    VERIFICATION_NUMBER_TAKEN: '다른 계정에서 이미 인증한 신분증 번호입니다',
    VERIFICATION_PENDING: '실명 인증을 심사 중입니다. 다시 제출하지 마세요',
    VERIFICATION_PASSED: '이미 실명 인증을 마쳤습니다',
    VERIFICATION_NOT_PENDING: '심사 중인 인증이 아니어서 철회할 수 없습니다',
    VERIFICATION_NOT_PASSED: '통과하지 않은 인증이어서 취소할 수 없습니다',
  },
};
