import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'WRITE_OFF_CODE_INVALID'
  | 'WRITE_OFF_NOT_FOUND'
  | 'WRITE_OFF_WRONG_GATE'
  | 'WRITE_OFF_ALREADY_USED'
  | 'WRITE_OFF_CANCELLED'
  | 'WRITE_OFF_EXPIRED'
  | 'WRITE_OFF_NOT_CONFIRMED'
  | 'WRITE_OFF_NOT_TODAY';

/** The write-off refusals in the five languages. */
export const writeOffErrorTexts: UserErrorTexts<Code> = {
  CN: {
    WRITE_OFF_CODE_INVALID: '请输入12位核销码',
    WRITE_OFF_NOT_FOUND: '核销码不存在',
    WRITE_OFF_WRONG_GATE: '该凭证不属于当前核销点',
    WRITE_OFF_ALREADY_USED: '该凭证已核销',
    WRITE_OFF_CANCELLED: '该订单已取消',
    WRITE_OFF_EXPIRED: '该凭证已过期',
    WRITE_OFF_NOT_CONFIRMED: '该订单未确认，不能核销',
    WRITE_OFF_NOT_TODAY: '该凭证不是今日的预约',
  },
  EN: {
    WRITE_OFF_CODE_INVALID: 'Enter the 12-digit voucher code.',
    WRITE_OFF_NOT_FOUND: 'No voucher has this code.',
    WRITE_OFF_WRONG_GATE: 'This voucher is for another place or activity.',
    WRITE_OFF_ALREADY_USED: 'This voucher has already been used.',
    WRITE_OFF_CANCELLED: 'This order was cancelled.',
    WRITE_OFF_EXPIRED: 'This voucher has expired.',
    WRITE_OFF_NOT_CONFIRMED: 'This order is not confirmed yet and cannot be used.',
    WRITE_OFF_NOT_TODAY: 'This voucher is not for today.',
  },
  FRENCH: {
    WRITE_OFF_CODE_INVALID: 'Saisissez le code du billet à 12 chiffres.',
    WRITE_OFF_NOT_FOUND: 'Aucun billet ne porte ce code.',
    WRITE_OFF_WRONG_GATE: 'Ce billet est pour un autre lieu ou une autre activité.',
    WRITE_OFF_ALREADY_USED: 'Ce billet a déjà été utilisé.',
    WRITE_OFF_CANCELLED: 'Cette commande a été annulée.',
    WRITE_OFF_EXPIRED: 'Ce billet a expiré.',
    WRITE_OFF_NOT_CONFIRMED: 'Cette commande n’est pas encore confirmée et ne peut pas être utilisée.',
    WRITE_OFF_NOT_TODAY: 'Ce billet n’est pas pour aujourd’hui.',
  },
  JAPANESE: {
    WRITE_OFF_CODE_INVALID: '12桁の認証コードを入力してください。',
    WRITE_OFF_NOT_FOUND: 'このコードの予約券はありません。',
    WRITE_OFF_WRONG_GATE: 'この予約券は別の施設またはイベントのものです。',
    WRITE_OFF_ALREADY_USED: 'この予約券はすでに使用済みです。',
    WRITE_OFF_CANCELLED: 'この注文はキャンセルされました。',
    WRITE_OFF_EXPIRED: 'この予約券は期限切れです。',
    WRITE_OFF_NOT_CONFIRMED: 'この注文はまだ確定しておらず、使用できません。',
    WRITE_OFF_NOT_TODAY: 'この予約券は本日のものではありません。',
  },
  KOREAN: {
    WRITE_OFF_CODE_INVALID: '12자리 인증 코드를 입력해 주세요.',
    WRITE_OFF_NOT_FOUND: '이 코드의 예약권이 없습니다.',
    WRITE_OFF_WRONG_GATE: '이 예약권은 다른 장소나 활동의 것입니다.',
    WRITE_OFF_ALREADY_USED: '이 예약권은 이미 사용되었습니다.',
    WRITE_OFF_CANCELLED: '이 주문은 취소되었습니다.',
    WRITE_OFF_EXPIRED: '이 예약권은 만료되었습니다.',
    WRITE_OFF_NOT_CONFIRMED: '이 주문은 아직 확정되지 않아 사용할 수 없습니다.',
    WRITE_OFF_NOT_TODAY: '이 예약권은 오늘 것이 아닙니다.',
  },
};
