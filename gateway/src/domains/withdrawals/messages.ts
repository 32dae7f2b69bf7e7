import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'WITHDRAWAL_BELOW_MINIMUM' | 'WITHDRAWAL_OVER_DAILY_LIMIT' | 'WITHDRAWAL_OVER_BALANCE' | 'WITHDRAWAL_KEY_INVALID';

/** The withdrawals' refusals, in the five languages (`{limitYuan}` in yuan). */
export const withdrawalErrorTexts: UserErrorTexts<Code> = {
  CN: {
    WITHDRAWAL_BELOW_MINIMUM: '单笔提现金额不能低于{limitYuan}元',
    WITHDRAWAL_OVER_DAILY_LIMIT: '超过每日提现限额（{limitYuan}元）',
    WITHDRAWAL_OVER_BALANCE: '可提现余额不足',
    WITHDRAWAL_KEY_INVALID: '请求无效，请重新提交',
  },
  EN: {
    WITHDRAWAL_BELOW_MINIMUM: 'A withdrawal is at least ¥{limitYuan}.',
    WITHDRAWAL_OVER_DAILY_LIMIT: 'Over the daily withdrawal limit (¥{limitYuan}).',
    WITHDRAWAL_OVER_BALANCE: 'Not enough withdrawable balance.',
    WITHDRAWAL_KEY_INVALID: 'Invalid request: please submit again.',
  },
  FRENCH: {
    WITHDRAWAL_BELOW_MINIMUM: 'Un retrait est d’au moins {limitYuan} ¥.',
    WITHDRAWAL_OVER_DAILY_LIMIT: 'Plafond de retrait journalier dépassé ({limitYuan} ¥).',
    WITHDRAWAL_OVER_BALANCE: 'Solde retirable insuffisant.',
    WITHDRAWAL_KEY_INVALID: 'Requête invalide : veuillez renvoyer.',
  },
  JAPANESE: {
    WITHDRAWAL_BELOW_MINIMUM: '出金は1回{limitYuan}元以上です。',
    WITHDRAWAL_OVER_DAILY_LIMIT: '1日の出金上限（{limitYuan}元）を超えています。',
    WITHDRAWAL_OVER_BALANCE: '出金可能残高が不足しています。',
    WITHDRAWAL_KEY_INVALID: '無効なリクエストです。もう一度送信してください。',
  },
  KOREAN: {
    WITHDRAWAL_BELOW_MINIMUM: '출금은 1회 {limitYuan}위안 이상입니다.',
    WITHDRAWAL_OVER_DAILY_LIMIT: '일일 출금 한도({limitYuan}위안)를 초과했습니다.',
    WITHDRAWAL_OVER_BALANCE: '출금 가능 잔액이 부족합니다.',
    WITHDRAWAL_KEY_INVALID: '잘못된 요청입니다. 다시 제출해 주세요.',
  },
};
