import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'BOOKING_SUBSCRIPTION_DAY_PAST' | 'BOOKING_SUBSCRIPTION_DAY_AVAILABLE' | 'BOOKING_SUBSCRIPTION_EXISTS';

/** The booking subscriptions' refusals, in the five languages. */
export const subscriptionErrorTexts: UserErrorTexts<Code> = {
  CN: {
    BOOKING_SUBSCRIPTION_DAY_PAST: '该日期已过，不能订阅',
    BOOKING_SUBSCRIPTION_DAY_AVAILABLE: '该日期尚有余票，请直接预约',
    BOOKING_SUBSCRIPTION_EXISTS: '您已订阅该日期',
  },
  EN: {
    BOOKING_SUBSCRIPTION_DAY_PAST: 'This day is over.',
    BOOKING_SUBSCRIPTION_DAY_AVAILABLE: 'This day still has places: book it now.',
    BOOKING_SUBSCRIPTION_EXISTS: 'You already subscribed to this day.',
  },
  FRENCH: {
    BOOKING_SUBSCRIPTION_DAY_PAST: 'Ce jour est passé.',
    BOOKING_SUBSCRIPTION_DAY_AVAILABLE: 'Il reste des places ce jour-là : réservez maintenant.',
    BOOKING_SUBSCRIPTION_EXISTS: 'Vous êtes déjà abonné à ce jour.',
  },
  JAPANESE: {
    BOOKING_SUBSCRIPTION_DAY_PAST: 'この日はすでに過ぎています。',
    BOOKING_SUBSCRIPTION_DAY_AVAILABLE: 'この日はまだ空きがあります。今すぐ予約できます。',
    BOOKING_SUBSCRIPTION_EXISTS: 'この日はすでに通知を登録しています。',
  },
  KOREAN: {
    BOOKING_SUBSCRIPTION_DAY_PAST: '이미 지난 날짜입니다.',
    BOOKING_SUBSCRIPTION_DAY_AVAILABLE: '아직 자리가 있는 날입니다. 바로 예약하세요.',
    BOOKING_SUBSCRIPTION_EXISTS: '이미 알림을 신청한 날짜입니다.',
  },
};
