import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'APPOINTMENT_SAME_RESOURCE'
  | 'APPOINTMENT_VISITOR_REQUIRED'
  | 'APPOINTMENT_VISITOR_DUPLICATE'
  | 'APPOINTMENT_VISITOR_ID_INVALID'
  | 'APPOINTMENT_NOT_CANCELLABLE'
  | 'APPOINTMENT_ALREADY_CANCELLED';

/** The combined appointment's refusals in the five languages. */
export const appointmentErrorTexts: UserErrorTexts<Code> = {
  CN: {
    APPOINTMENT_SAME_RESOURCE: '同一场所只能选择一个时段',
    APPOINTMENT_VISITOR_REQUIRED: '请添加游客',
    APPOINTMENT_VISITOR_DUPLICATE: '同一游客不能重复添加',
    APPOINTMENT_VISITOR_ID_INVALID: '游客的身份证号码校验不通过，请修改常用联系人',
    APPOINTMENT_NOT_CANCELLABLE: '有凭证已不可取消，整个预约未取消',
    APPOINTMENT_ALREADY_CANCELLED: '该预约已取消',
  },
  EN: {
    APPOINTMENT_SAME_RESOURCE: 'Choose one time slot per place.',
    APPOINTMENT_VISITOR_REQUIRED: 'Add at least one visitor.',
    APPOINTMENT_VISITOR_DUPLICATE: 'The same visitor cannot be added twice.',
    APPOINTMENT_VISITOR_ID_INVALID: "A visitor's ID number is not valid; correct the contact first.",
    APPOINTMENT_NOT_CANCELLABLE: 'A voucher can no longer be cancelled, so nothing was cancelled.',
    APPOINTMENT_ALREADY_CANCELLED: 'This appointment is already cancelled.',
  },
  FRENCH: {
    APPOINTMENT_SAME_RESOURCE: 'Choisissez un seul créneau par lieu.',
    APPOINTMENT_VISITOR_REQUIRED: 'Ajoutez au moins un visiteur.',
    APPOINTMENT_VISITOR_DUPLICATE: 'Un même visiteur ne peut pas être ajouté deux fois.',
    APPOINTMENT_VISITOR_ID_INVALID: "Le numéro d'identité d'un visiteur n'est pas valide ; corrigez d'abord le contact.",
    APPOINTMENT_NOT_CANCELLABLE: "Un bon ne peut plus être annulé : rien n'a été annulé.",
    APPOINTMENT_ALREADY_CANCELLED: 'Ce rendez-vous est déjà annulé.',
  },
  JAPANESE: {
    APPOINTMENT_SAME_RESOURCE: '1つの施設につき1つの時間帯を選んでください。',
    APPOINTMENT_VISITOR_REQUIRED: '来場者を1人以上追加してください。',
    APPOINTMENT_VISITOR_DUPLICATE: '同じ来場者を重複して追加できません。',
    APPOINTMENT_VISITOR_ID_INVALID: '来場者の身分証番号が正しくありません。連絡先を修正してください。',
    APPOINTMENT_NOT_CANCELLABLE: '取消できない引換券があるため、予約は取消されませんでした。',
    APPOINTMENT_ALREADY_CANCELLED: 'この予約はすでに取消済みです。',
  },
  KOREAN: {
    APPOINTMENT_SAME_RESOURCE: '장소마다 시간대를 하나만 선택하세요.',
    APPOINTMENT_VISITOR_REQUIRED: '방문자를 한 명 이상 추가하세요.',
    APPOINTMENT_VISITOR_DUPLICATE: '같은 방문자를 두 번 추가할 수 없습니다.',
    APPOINTMENT_VISITOR_ID_INVALID: '방문자의 신분증 번호가 올바르지 않습니다. 연락처를 먼저 수정하세요.',
    APPOINTMENT_NOT_CANCELLABLE: '취소할 수 없는 바우처가 있어 아무것도 취소되지 않았습니다.',
    APPOINTMENT_ALREADY_CANCELLED: '이 예약은 이미 취소되었습니다.',
  },
};
