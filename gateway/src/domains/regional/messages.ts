import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'REGIONAL_CHANNEL_REQUIRED' | 'REGIONAL_CHANNEL_INVALID' | 'REGIONAL_CHANNEL_UNKNOWN';

/** The channel code's refusals, in the five languages. */
export const regionalErrorTexts: UserErrorTexts<Code> = {
  CN: {
    REGIONAL_CHANNEL_REQUIRED: '请选择频道',
    REGIONAL_CHANNEL_INVALID: '频道代码有误（最多{limit}个字母、数字、“-”或“_”）',
    REGIONAL_CHANNEL_UNKNOWN: '没有这个频道',
  },
  EN: {
    REGIONAL_CHANNEL_REQUIRED: 'Please choose a channel.',
    REGIONAL_CHANNEL_INVALID: 'This channel code is not valid (at most {limit} letters, digits, "-" or "_").',
    REGIONAL_CHANNEL_UNKNOWN: 'There is no such channel.',
  },
  FRENCH: {
    REGIONAL_CHANNEL_REQUIRED: 'Veuillez choisir une chaîne.',
    REGIONAL_CHANNEL_INVALID: 'Ce code de chaîne n’est pas valide ({limit} lettres, chiffres, « - » ou « _ » au maximum).',
    REGIONAL_CHANNEL_UNKNOWN: 'Cette chaîne n’existe pas.',
  },
  JAPANESE: {
    REGIONAL_CHANNEL_REQUIRED: 'チャンネルを選択してください。',
    REGIONAL_CHANNEL_INVALID: 'チャンネルコードが正しくありません（英数字・「-」・「_」で{limit}文字以内）。',
    REGIONAL_CHANNEL_UNKNOWN: 'このチャンネルはありません。',
  },
  KOREAN: {
    REGIONAL_CHANNEL_REQUIRED: '채널을 선택하세요.',
    REGIONAL_CHANNEL_INVALID: '채널 코드가 올바르지 않습니다(영문자, 숫자, "-", "_"로 최대 {limit}자).',
    REGIONAL_CHANNEL_UNKNOWN: '해당 채널이 없습니다.',
  },
};
