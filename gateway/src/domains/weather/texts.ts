/** The weather domain's words in the five languages: the index levels' names and advice. */
import type { Language } from '../../core/language.ts';
import type { AirQualityLevel } from '../../generated/resolvers-types.ts';

interface LevelWords {
  label: string;
  advice: string;
}

export const LEVEL_TEXTS: Readonly<Record<Language, Readonly<Record<AirQualityLevel, LevelWords>>>> = {
  CN: {
    EXCELLENT: { label: '优', advice: '空气质量令人满意，各类人群可正常活动' },
    GOOD: { label: '良', advice: '极少数异常敏感人群应减少户外活动' },
    LIGHTLY_POLLUTED: { label: '轻度污染', advice: '儿童、老年人及心脏病、呼吸系统疾病患者应减少长时间、高强度的户外锻炼' },
    MODERATELY_POLLUTED: {
      label: '中度污染',
      advice: '儿童、老年人及心脏病、呼吸系统疾病患者避免长时间、高强度的户外锻炼，一般人群适量减少户外运动',
    },
    HEAVILY_POLLUTED: { label: '重度污染', advice: '儿童、老年人和心脏病、肺病患者应停留在室内，停止户外运动，一般人群减少户外运动' },
    SEVERELY_POLLUTED: { label: '严重污染', advice: '儿童、老年人和病人应当留在室内，避免体力消耗，一般人群应避免户外活动' },
  },
  EN: {
    EXCELLENT: { label: 'Excellent', advice: 'Air quality is satisfactory: everyone can be outdoors as usual.' },
    GOOD: { label: 'Good', advice: 'Unusually sensitive people should spend less time outdoors.' },
    LIGHTLY_POLLUTED: {
      label: 'Lightly polluted',
      advice: 'Children, older people and those with heart or lung disease should cut long or hard outdoor exercise.',
    },
    MODERATELY_POLLUTED: {
      label: 'Moderately polluted',
      advice:
        'Children, older people and those with heart or lung disease should avoid long or hard outdoor exercise; others should cut it down.',
    },
    HEAVILY_POLLUTED: {
      label: 'Heavily polluted',
      advice: 'Children, older people and those with heart or lung disease should stay indoors; others should cut outdoor activity.',
    },
    SEVERELY_POLLUTED: {
      label: 'Severely polluted',
      advice: 'Children, older people and the ill should stay indoors and rest; everyone should avoid outdoor activity.',
    },
  },
  FRENCH: {
    EXCELLENT: { label: 'Excellent', advice: 'Qualité de l’air satisfaisante : activités normales pour tous.' },
    GOOD: { label: 'Bon', advice: 'Les personnes très sensibles devraient limiter les activités en plein air.' },
    LIGHTLY_POLLUTED: {
      label: 'Légèrement pollué',
      advice: 'Enfants, personnes âgées, malades du cœur ou des poumons : réduisez les efforts longs ou intenses en plein air.',
    },
    MODERATELY_POLLUTED: {
      label: 'Modérément pollué',
      advice:
        'Enfants, personnes âgées, malades du cœur ou des poumons : évitez les efforts longs ou intenses dehors ; les autres, réduisez-les.',
    },
    HEAVILY_POLLUTED: {
      label: 'Fortement pollué',
      advice: 'Enfants, personnes âgées, malades du cœur ou des poumons : restez à l’intérieur ; les autres, limitez les sorties.',
    },
    SEVERELY_POLLUTED: {
      label: 'Gravement pollué',
      advice: 'Enfants, personnes âgées et malades : restez à l’intérieur au repos ; tout le monde devrait éviter de sortir.',
    },
  },
  JAPANESE: {
    EXCELLENT: { label: '優', advice: '大気の状態は良好です。通常どおり屋外で活動できます。' },
    GOOD: { label: '良', advice: 'ごく一部の敏感な方は屋外での活動を控えめにしてください。' },
    LIGHTLY_POLLUTED: {
      label: '軽度汚染',
      advice: '子ども、高齢者、心臓や呼吸器に疾患のある方は長時間の激しい屋外運動を減らしてください。',
    },
    MODERATELY_POLLUTED: {
      label: '中度汚染',
      advice: '子ども、高齢者、心臓や呼吸器に疾患のある方は長時間の激しい屋外運動を避け、その他の方も控えめにしてください。',
    },
    HEAVILY_POLLUTED: {
      label: '重度汚染',
      advice: '子ども、高齢者、心臓や肺に疾患のある方は屋内にとどまり、その他の方も屋外活動を減らしてください。',
    },
    SEVERELY_POLLUTED: { label: '深刻な汚染', advice: '子ども、高齢者、病気の方は屋内で安静にし、すべての方が屋外活動を避けてください。' },
  },
  KOREAN: {
    EXCELLENT: { label: '좋음', advice: '대기질이 좋습니다. 평소처럼 야외 활동을 하셔도 됩니다.' },
    GOOD: { label: '양호', advice: '매우 민감한 분은 야외 활동을 줄이세요.' },
    LIGHTLY_POLLUTED: { label: '약간 오염', advice: '어린이, 노약자, 심장·호흡기 질환자는 장시간 격렬한 야외 운동을 줄이세요.' },
    MODERATELY_POLLUTED: {
      label: '보통 오염',
      advice: '어린이, 노약자, 심장·호흡기 질환자는 장시간 격렬한 야외 운동을 피하고, 일반인도 줄이세요.',
    },
    HEAVILY_POLLUTED: { label: '심한 오염', advice: '어린이, 노약자, 심장·폐 질환자는 실내에 머무르고, 일반인도 야외 활동을 줄이세요.' },
    SEVERELY_POLLUTED: { label: '매우 심한 오염', advice: '어린이, 노약자, 환자는 실내에서 쉬고, 모두 야외 활동을 피하세요.' },
  },
};
