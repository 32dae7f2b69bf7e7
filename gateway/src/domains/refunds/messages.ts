import type { UserErrorTexts } from '../../core/messages.ts';

/** The refunds' own refusals, in the five languages. */
export const refundErrorTexts: UserErrorTexts<'REFUND_TOO_MANY_PICTURES'> = {
  CN: { REFUND_TOO_MANY_PICTURES: '最多上传{limit}张图片' },
  EN: { REFUND_TOO_MANY_PICTURES: 'At most {limit} pictures.' },
  FRENCH: { REFUND_TOO_MANY_PICTURES: '{limit} photos au maximum.' },
  JAPANESE: { REFUND_TOO_MANY_PICTURES: '画像は{limit}枚までです。' },
  KOREAN: { REFUND_TOO_MANY_PICTURES: '사진은 최대 {limit}장입니다.' },
};
