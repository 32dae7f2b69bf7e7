import type { UserErrorTexts } from '../../core/messages.ts';
import type { Refusal } from '../../core/user-errors.ts';

/** The seat map's own refusal, in the five languages. */
export const seatErrorTexts: UserErrorTexts<'SEAT_TAKEN'> = {
  CN: { SEAT_TAKEN: '所选座位已被他人选走，请重新选择' },
  EN: { SEAT_TAKEN: 'Someone else has just taken a seat you chose. Please choose another.' },
  FRENCH: { SEAT_TAKEN: 'Une place choisie vient d’être prise par quelqu’un d’autre. Veuillez en choisir une autre.' },
  JAPANESE: { SEAT_TAKEN: '選んだ席は他の方が先に選びました。別の席をお選びください。' },
  KOREAN: { SEAT_TAKEN: '선택한 좌석을 다른 분이 먼저 선택했습니다. 다른 좌석을 골라 주세요.' },
};

/** The seat calls' refusals (API.md "Seats"). */
export const seatRefusals: readonly Refusal[] = [
  [/所选座位已被占用/, 'SEAT_TAKEN'],
  [/超过单次可选座位数/, 'TOO_MANY_SEATS'],
  [/座位不存在|该活动无需选座|场次不存在/, 'RESOURCE_NOT_FOUND'],
];
