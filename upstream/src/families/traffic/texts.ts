/**
 * The traffic family's words: its refusals (the service's own, in Chinese as the vendor's are),
 * the seat classes' names and the service-menu entries in every demo site language.
 */
import type { InLanguages } from '../demo.ts';
import type { SeatCode } from './timetable.ts';
import type { TrafficMode } from './store.ts';

export const TRAFFIC_TEXTS = {
  noSuchStation: '车站不存在',
  sameStations: '出发地和到达地不能相同',
  badDate: '日期格式不正确',
  pastDate: '不能查询今天以前的班次',
  tooFar: (days: number) => `只能查询${days}天内的班次`,
  noSuchService: '班次不存在',
} as const;

/** The seat classes' names. */
export const SEAT_NAMES: InLanguages<Readonly<Record<SeatCode, string>>> = {
  CN: {
    BUSINESS: '商务座',
    FIRST: '一等座',
    SECOND: '二等座',
    SOFT_SLEEPER: '软卧',
    HARD_SLEEPER: '硬卧',
    HARD_SEAT: '硬座',
    CABIN_BUSINESS: '公务舱',
    CABIN_ECONOMY: '经济舱',
    COACH_SEAT: '座位',
  },
  EN: {
    BUSINESS: 'Business class',
    FIRST: 'First class',
    SECOND: 'Second class',
    SOFT_SLEEPER: 'Soft sleeper',
    HARD_SLEEPER: 'Hard sleeper',
    HARD_SEAT: 'Hard seat',
    CABIN_BUSINESS: 'Business',
    CABIN_ECONOMY: 'Economy',
    COACH_SEAT: 'Seat',
  },
  FRENCH: {
    BUSINESS: 'Classe affaires',
    FIRST: 'Première classe',
    SECOND: 'Seconde classe',
    SOFT_SLEEPER: 'Couchette molle',
    HARD_SLEEPER: 'Couchette dure',
    HARD_SEAT: 'Siège dur',
    CABIN_BUSINESS: 'Affaires',
    CABIN_ECONOMY: 'Économique',
    COACH_SEAT: 'Place assise',
  },
  JAPANESE: {
    BUSINESS: 'ビジネス席',
    FIRST: '一等席',
    SECOND: '二等席',
    SOFT_SLEEPER: '軟臥',
    HARD_SLEEPER: '硬臥',
    HARD_SEAT: '硬座',
    CABIN_BUSINESS: 'ビジネスクラス',
    CABIN_ECONOMY: 'エコノミークラス',
    COACH_SEAT: '座席',
  },
  KOREAN: {
    BUSINESS: '비즈니스석',
    FIRST: '일등석',
    SECOND: '이등석',
    SOFT_SLEEPER: '일반 침대칸(연와)',
    HARD_SLEEPER: '일반 침대칸(경와)',
    HARD_SEAT: '일반석(경좌)',
    CABIN_BUSINESS: '비즈니스석',
    CABIN_ECONOMY: '일반석',
    COACH_SEAT: '좌석',
  },
};

/** The service-menu entries opening each timetable search (menu code, icon, name). */
export const MENU: readonly { mode: TrafficMode; menuCode: string; icon: string; names: InLanguages<string> }[] = [
  {
    mode: 'TRAIN',
    menuCode: 'TRAIN_INQUIRY',
    icon: 'train-front',
    names: { CN: '火车查询', EN: 'Trains', FRENCH: 'Trains', JAPANESE: '列車検索', KOREAN: '기차 조회' },
  },
  {
    mode: 'FLIGHT',
    menuCode: 'AIRCRAFT_INQUIRY',
    icon: 'plane',
    names: { CN: '航班查询', EN: 'Flights', FRENCH: 'Vols', JAPANESE: 'フライト検索', KOREAN: '항공편 조회' },
  },
  {
    mode: 'COACH',
    menuCode: 'TICKET_INQUIRY',
    icon: 'bus',
    names: { CN: '汽车票查询', EN: 'Coaches', FRENCH: 'Autocars', JAPANESE: '長距離バス', KOREAN: '시외버스 조회' },
  },
];
