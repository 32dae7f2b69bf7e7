import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'TRAFFIC_STATION_UNKNOWN' | 'TRAFFIC_SAME_STATION' | 'TRAFFIC_DATE_INVALID' | 'TRAFFIC_DATE_PAST' | 'TRAFFIC_DATE_TOO_FAR';

/** The transport inquiries' refusals, in the five languages. */
export const trafficErrorTexts: UserErrorTexts<Code> = {
  CN: {
    TRAFFIC_STATION_UNKNOWN: '请从列表中选择车站',
    TRAFFIC_SAME_STATION: '出发地和到达地不能相同',
    TRAFFIC_DATE_INVALID: '请选择出行日期',
    TRAFFIC_DATE_PAST: '不能查询今天以前的日期',
    TRAFFIC_DATE_TOO_FAR: '只能查询{limit}天内的班次',
  },
  EN: {
    TRAFFIC_STATION_UNKNOWN: 'Please choose a station from the list.',
    TRAFFIC_SAME_STATION: 'Departure and arrival must be different.',
    TRAFFIC_DATE_INVALID: 'Please choose a travel date.',
    TRAFFIC_DATE_PAST: 'The date cannot be before today.',
    TRAFFIC_DATE_TOO_FAR: 'Only the next {limit} days can be searched.',
  },
  FRENCH: {
    TRAFFIC_STATION_UNKNOWN: 'Veuillez choisir une gare dans la liste.',
    TRAFFIC_SAME_STATION: 'Le départ et l’arrivée doivent être différents.',
    TRAFFIC_DATE_INVALID: 'Veuillez choisir une date de voyage.',
    TRAFFIC_DATE_PAST: 'La date ne peut pas être passée.',
    TRAFFIC_DATE_TOO_FAR: 'Seuls les {limit} prochains jours peuvent être consultés.',
  },
  JAPANESE: {
    TRAFFIC_STATION_UNKNOWN: '一覧から駅を選択してください。',
    TRAFFIC_SAME_STATION: '出発地と到着地は別にしてください。',
    TRAFFIC_DATE_INVALID: '乗車日を選択してください。',
    TRAFFIC_DATE_PAST: '今日より前の日付は検索できません。',
    TRAFFIC_DATE_TOO_FAR: '検索できるのは今後{limit}日間です。',
  },
  KOREAN: {
    TRAFFIC_STATION_UNKNOWN: '목록에서 역을 선택하세요.',
    TRAFFIC_SAME_STATION: '출발지와 도착지는 달라야 합니다.',
    TRAFFIC_DATE_INVALID: '출발 날짜를 선택하세요.',
    TRAFFIC_DATE_PAST: '오늘 이전 날짜는 조회할 수 없습니다.',
    TRAFFIC_DATE_TOO_FAR: '앞으로 {limit}일 이내만 조회할 수 있습니다.',
  },
};
