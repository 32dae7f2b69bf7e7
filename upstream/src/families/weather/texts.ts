/** The weather family's words in every demo site language: the cities, the conditions, the wind, the menu entry. */
import type { InLanguages } from '../demo.ts';
import type { ConditionCode } from './forecast.ts';

/** Each demo city's name in its site's language (the weather list's `city`). */
export const CITY_NAMES: Readonly<Record<string, string>> = {
  site510100: '成都',
  site513225: '九寨沟',
  site530700: 'Lijiang',
  site620200: '嘉峪关',
  site450300: 'Guilin',
  site610100: '西安',
  site222400: '연길',
  site650100: '乌鲁木齐',
};

export const CONDITIONS: InLanguages<Readonly<Record<ConditionCode, string>>> = {
  CN: { 0: '晴', 1: '多云', 2: '阴', 3: '阵雨', 7: '小雨', 8: '中雨', 14: '小雪' },
  FRENCH: { 0: 'Ensoleillé', 1: 'Nuageux', 2: 'Couvert', 3: 'Averses', 7: 'Pluie faible', 8: 'Pluie modérée', 14: 'Neige faible' },
  EN: { 0: 'Sunny', 1: 'Cloudy', 2: 'Overcast', 3: 'Showers', 7: 'Light rain', 8: 'Moderate rain', 14: 'Light snow' },
  JAPANESE: { 0: '晴れ', 1: 'くもり', 2: '曇天', 3: 'にわか雨', 7: '小雨', 8: '雨', 14: '小雪' },
  KOREAN: { 0: '맑음', 1: '구름 많음', 2: '흐림', 3: '소나기', 7: '약한 비', 8: '비', 14: '약한 눈' },
};

/** The wind in words: a direction (0 north … 7 north-west) and a force. */
export const WIND: InLanguages<(direction: number, force: number) => string> = {
  CN: (d, f) => `${['北风', '东北风', '东风', '东南风', '南风', '西南风', '西风', '西北风'][d]}${f}级`,
  FRENCH: (d, f) =>
    `Vent ${['du nord', 'du nord-est', "d'est", 'du sud-est', 'du sud', 'du sud-ouest', "d'ouest", 'du nord-ouest'][d]}, force ${f}`,
  EN: (d, f) => `${['North', 'Northeast', 'East', 'Southeast', 'South', 'Southwest', 'West', 'Northwest'][d]} wind, force ${f}`,
  JAPANESE: (d, f) => `${['北', '北東', '東', '南東', '南', '南西', '西', '北西'][d]}の風 風力${f}`,
  KOREAN: (d, f) => `${['북풍', '북동풍', '동풍', '남동풍', '남풍', '남서풍', '서풍', '북서풍'][d]} ${f}급`,
};

export const MENU_NAME: InLanguages<string> = {
  CN: '空气质量',
  FRENCH: "Qualité de l'air",
  EN: 'Air quality',
  JAPANESE: '大気の状態',
  KOREAN: '대기질',
};
