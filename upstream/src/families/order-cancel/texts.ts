/**
 * The order-cancel family's words: its refusals (the service's own, in Chinese as the vendor's are;
 * the gateway reads their meaning) and the demo sites' cancel reasons in each site language.
 */
import type { InLanguages } from '../demo.ts';

export const CANCEL_TEXTS = {
  noSuchReason: '取消原因不存在',
  remarkRequired: '请填写取消说明',
  remarkTooLong: '取消说明不能超过200字',
} as const;

/** The longest remark (characters). */
export const REMARK_MAX = 200;

/** The demo reasons, in order; the last one ("other") needs a remark. */
export const DEMO_REASONS: InLanguages<readonly string[]> = {
  CN: ['行程有变，去不了了', '预约错了日期或时段', '天气原因', '想改约其他场次', '其他原因'],
  EN: ['My plans changed', 'I booked the wrong day or time', 'Because of the weather', 'I want another session', 'Other reason'],
  FRENCH: [
    'Mes projets ont changé',
    'Je me suis trompé de jour ou d’horaire',
    'À cause de la météo',
    'Je veux une autre séance',
    'Autre raison',
  ],
  JAPANESE: ['予定が変わった', '日付や時間帯を間違えた', '天候のため', '別の回に変更したい', 'その他の理由'],
  KOREAN: ['일정이 바뀌었어요', '날짜나 시간을 잘못 예약했어요', '날씨 때문에', '다른 회차로 바꾸고 싶어요', '기타 사유'],
};
