import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'AROUND_ORIGIN_REQUIRED' | 'AROUND_ORIGIN_INVALID' | 'AROUND_RADIUS_OUT_OF_RANGE';

/** The search around's refusals, in the five languages. */
export const searchErrorTexts: UserErrorTexts<Code> = {
  CN: {
    AROUND_ORIGIN_REQUIRED: '请选择你的位置或一个地点',
    AROUND_ORIGIN_INVALID: '请选择地图上的位置',
    AROUND_RADIUS_OUT_OF_RANGE: '搜索范围为1到{limit}公里',
  },
  EN: {
    AROUND_ORIGIN_REQUIRED: 'Choose your position or a place.',
    AROUND_ORIGIN_INVALID: 'Choose a position on the map.',
    AROUND_RADIUS_OUT_OF_RANGE: 'Choose a radius from 1 to {limit} km.',
  },
  FRENCH: {
    AROUND_ORIGIN_REQUIRED: 'Choisissez votre position ou un lieu.',
    AROUND_ORIGIN_INVALID: 'Choisissez une position sur la carte.',
    AROUND_RADIUS_OUT_OF_RANGE: 'Choisissez un rayon de 1 à {limit} km.',
  },
  JAPANESE: {
    AROUND_ORIGIN_REQUIRED: '現在地かスポットを選んでください。',
    AROUND_ORIGIN_INVALID: '地図上の位置を選んでください。',
    AROUND_RADIUS_OUT_OF_RANGE: '範囲は1〜{limit}kmで選んでください。',
  },
  KOREAN: {
    AROUND_ORIGIN_REQUIRED: '내 위치나 장소를 선택하세요.',
    AROUND_ORIGIN_INVALID: '지도 위의 위치를 선택하세요.',
    AROUND_RADIUS_OUT_OF_RANGE: '반경은 1~{limit}km로 선택하세요.',
  },
};
