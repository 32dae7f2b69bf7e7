import type { UserErrorTexts } from '../../core/messages.ts';
import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

type Code =
  | 'GROUP_TOO_SMALL'
  | 'GROUP_TOO_LARGE'
  | 'NARRATOR_LANGUAGE_NOT_OFFERED'
  | 'NARRATOR_NONE_FREE'
  | 'SLOT_NOT_BOOKABLE'
  | 'NOTE_TOO_LONG'
  | 'SESSION_STARTED';

/** The narrator and interpretation refusals in the five languages. */
export const narratorErrorTexts: UserErrorTexts<Code> = {
  CN: {
    GROUP_TOO_SMALL: '团队人数至少{limit}人',
    GROUP_TOO_LARGE: '团队人数最多{limit}人',
    NARRATOR_LANGUAGE_NOT_OFFERED: '暂无该语种的讲解员',
    NARRATOR_NONE_FREE: '该时段该语种的讲解员已约满，请换个时段或语种',
    SLOT_NOT_BOOKABLE: '该时段不可预约',
    NOTE_TOO_LONG: '备注最多{limit}个字',
    SESSION_STARTED: '该场次已开始，不可预约',
  },
  EN: {
    GROUP_TOO_SMALL: 'A group needs at least {limit} people.',
    GROUP_TOO_LARGE: 'A group can have at most {limit} people.',
    NARRATOR_LANGUAGE_NOT_OFFERED: 'No narrator here speaks this language.',
    NARRATOR_NONE_FREE: 'No narrator speaking this language is free then. Pick another slot or language.',
    SLOT_NOT_BOOKABLE: 'This time slot cannot be booked.',
    NOTE_TOO_LONG: 'The note can have at most {limit} characters.',
    SESSION_STARTED: 'This session has started and can no longer be booked.',
  },
  FRENCH: {
    GROUP_TOO_SMALL: 'Un groupe compte au moins {limit} personnes.',
    GROUP_TOO_LARGE: 'Un groupe compte au plus {limit} personnes.',
    NARRATOR_LANGUAGE_NOT_OFFERED: 'Aucun guide ne parle cette langue ici.',
    NARRATOR_NONE_FREE: 'Aucun guide parlant cette langue n’est libre à ce créneau. Choisissez un autre créneau ou une autre langue.',
    SLOT_NOT_BOOKABLE: 'Ce créneau ne peut pas être réservé.',
    NOTE_TOO_LONG: 'La note compte au plus {limit} caractères.',
    SESSION_STARTED: 'Cette séance a commencé et ne peut plus être réservée.',
  },
  JAPANESE: {
    GROUP_TOO_SMALL: '団体は{limit}名以上です。',
    GROUP_TOO_LARGE: '団体は{limit}名までです。',
    NARRATOR_LANGUAGE_NOT_OFFERED: 'この言語のガイドはいません。',
    NARRATOR_NONE_FREE: 'この時間帯にこの言語のガイドは空いていません。別の時間帯か言語をお選びください。',
    SLOT_NOT_BOOKABLE: 'この時間帯は予約できません。',
    NOTE_TOO_LONG: '備考は{limit}文字までです。',
    SESSION_STARTED: 'この回は開始済みのため予約できません。',
  },
  KOREAN: {
    GROUP_TOO_SMALL: '단체는 최소 {limit}명입니다.',
    GROUP_TOO_LARGE: '단체는 최대 {limit}명입니다.',
    NARRATOR_LANGUAGE_NOT_OFFERED: '이 언어를 하는 해설사가 없습니다.',
    NARRATOR_NONE_FREE: '이 시간에 이 언어를 하는 해설사가 모두 예약되었습니다. 다른 시간이나 언어를 선택해 주세요.',
    SLOT_NOT_BOOKABLE: '이 시간대는 예약할 수 없습니다.',
    NOTE_TOO_LONG: '메모는 최대 {limit}자입니다.',
    SESSION_STARTED: '이 회차는 이미 시작되어 예약할 수 없습니다.',
  },
};

/** What the narrators family's refusal messages mean (read before the core's, by this domain's calls). */
export const NARRATOR_REFUSALS: readonly Refusal[] = [
  [/^该场所不提供讲解员预约$|^讲解场次不存在$/, 'RESOURCE_NOT_FOUND'],
  [/^该时段该语种的讲解员已约满$/, 'NARRATOR_NONE_FREE'],
  [/^暂无该语种的讲解员$/, 'NARRATOR_LANGUAGE_NOT_OFFERED'],
  [/^讲解时段不存在$|^该时段已开始/, 'SLOT_NOT_BOOKABLE'],
  [/^请选择可预约的日期$/, 'DAY_NOT_BOOKABLE'],
  [/^该场次已开始/, 'SESSION_STARTED'],
  [/^该场次剩余名额不足$/, 'SOLD_OUT'],
  [/^您已预约该场次$/, 'ALREADY_BOOKED'],
];

export const { refusalOf } = refusalsOf(NARRATOR_REFUSALS);
