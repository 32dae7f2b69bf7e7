/** The convenience family's words in every demo site language: facility names, remarks, menu entries. */
import type { InLanguages } from '../demo.ts';

/** A language's names and remarks of the facilities. */
export interface Words {
  parkingMain(scenic: string): string;
  parkingSecond(scenic: string): string;
  /** Fee remarks: per hour with the first hour free, per visit, free. */
  parkingFee(rate: number, kind: 0 | 1 | 2): string;
  toiletMain(scenic: string): string;
  toiletSecond(scenic: string, gate: number): string;
  toiletRemark: string;
  gasStation(brand: string, street: string): string;
  brands: readonly string[];
  fuels: readonly string[];
  busStopScenic(scenic: string): string;
  busStopStreet(street: string): string;
  lines(numbers: readonly number[]): string;
  firstAid(scenic: string): string;
  hospitalRemark: string;
  firstAidRemark: string;
  /** A hospital name when the site has none of its own. */
  hospital(city: string): string;
  /** The street of a place's address ("" when none is found). */
  streetOf(address: string): string;
}

const GATES_CN = ['东门', '西门', '南门', '北门', '游客中心'];
const GATES_FR = ['est', 'ouest', 'sud', 'nord', 'principale'];
const GATES_EN = ['East Gate', 'West Gate', 'South Gate', 'North Gate', 'Main Gate'];
const GATES_JA = ['東門', '西門', '南門', '北門', '正門'];
const GATES_KO = ['동문', '서문', '남문', '북문', '정문'];
const gate = (names: readonly string[], i: number) => names[i % names.length]!;

const cnStreet = (address: string) => /([^省市县区镇乡州\d]+?(?:大道|大街|路|街))\d+号$/.exec(address)?.[1] ?? '';
const latinStreet = (address: string) => /^\d+\s+([^,]+),/.exec(address)?.[1] ?? '';

export const WORDS: InLanguages<Words> = {
  CN: {
    parkingMain: (s) => `${s}游客中心停车场`,
    parkingSecond: (s) => `${s}P2停车场`,
    parkingFee: (r, k) => (k === 0 ? `${r}元/小时，首小时免费` : k === 1 ? `${r * 2}元/次` : '免费停车'),
    toiletMain: (s) => `${s}公共厕所`,
    toiletSecond: (s, g) => `${s}${gate(GATES_CN, g)}卫生间`,
    toiletRemark: '免费开放，设无障碍卫生间及母婴室',
    gasStation: (b, st) => `${b}${st}加油站`,
    brands: ['中国石化', '中国石油', '中国海油', '壳牌'],
    fuels: ['92# 95# 98# 0#柴油', '92# 95# 0#柴油', '92# 95# 98#'],
    busStopScenic: (s) => `${s}站`,
    busStopStreet: (st) => `${st}口站`,
    lines: (n) => `途经${n.map((x) => `${x}路`).join('、')}`,
    firstAid: (s) => `${s}医疗救助站`,
    hospitalRemark: '24小时急诊，设发热门诊',
    firstAidRemark: '常见外伤处理，配备AED',
    hospital: (city) => `${city}人民医院`,
    streetOf: cnStreet,
  },
  FRENCH: {
    parkingMain: (s) => `Parking du centre d'accueil — ${s}`,
    parkingSecond: (s) => `Parking P2 — ${s}`,
    parkingFee: (r, k) =>
      k === 0 ? `${r} yuans/heure, première heure gratuite` : k === 1 ? `${r * 2} yuans par passage` : 'Stationnement gratuit',
    toiletMain: (s) => `Toilettes publiques — ${s}`,
    toiletSecond: (s, g) => `Toilettes de l'entrée ${gate(GATES_FR, g)} — ${s}`,
    toiletRemark: 'Gratuit, accessible en fauteuil roulant',
    gasStation: (b, st) => `Station-service ${b}, ${st}`,
    brands: ['Sinopec', 'PetroChina', 'CNOOC', 'Shell'],
    fuels: ['SP92, SP95, SP98 et gazole', 'SP92, SP95 et gazole', 'SP92, SP95, SP98'],
    busStopScenic: (s) => `Arrêt ${s}`,
    busStopStreet: (st) => `Arrêt ${st}`,
    lines: (n) => `Lignes ${n.join(', ')}`,
    firstAid: (s) => `Poste de secours — ${s}`,
    hospitalRemark: 'Urgences 24 h/24, consultations générales',
    firstAidRemark: 'Premiers soins et défibrillateur',
    hospital: (city) => `Hôpital populaire de ${city}`,
    streetOf: latinStreet,
  },
  EN: {
    parkingMain: (s) => `${s} Visitor Centre Car Park`,
    parkingSecond: (s) => `${s} P2 Car Park`,
    parkingFee: (r, k) => (k === 0 ? `¥${r}/hour, first hour free` : k === 1 ? `¥${r * 2} per visit` : 'Free parking'),
    toiletMain: (s) => `${s} Public Toilets`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_EN, g)} Toilets`,
    toiletRemark: 'Free, wheelchair accessible',
    gasStation: (b, st) => `${b} ${st} Gas Station`,
    brands: ['Sinopec', 'PetroChina', 'CNOOC', 'Shell'],
    fuels: ['92, 95, 98 octane and diesel', '92, 95 octane and diesel', '92, 95, 98 octane'],
    busStopScenic: (s) => `${s} Bus Stop`,
    busStopStreet: (st) => `${st} Bus Stop`,
    lines: (n) => `Lines ${n.join(', ')}`,
    firstAid: (s) => `${s} First Aid Station`,
    hospitalRemark: '24-hour emergency department',
    firstAidRemark: 'First aid and defibrillator',
    hospital: (city) => `${city} People's Hospital`,
    streetOf: latinStreet,
  },
  JAPANESE: {
    parkingMain: (s) => `${s} ビジターセンター駐車場`,
    parkingSecond: (s) => `${s} 第2駐車場`,
    parkingFee: (r, k) => (k === 0 ? `1時間${r}元、最初の1時間無料` : k === 1 ? `1回につき${r * 2}元` : '駐車料金は無料'),
    toiletMain: (s) => `${s} 公衆トイレ`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_JA, g)}トイレ`,
    toiletRemark: '無料・バリアフリートイレあり',
    gasStation: (b, st) => `${b} ${st}ガソリンスタンド`,
    brands: ['中国石化（シノペック）', '中国石油（ペトロチャイナ）', '中国海洋石油', 'シェル'],
    fuels: ['レギュラー92・ハイオク95/98・軽油', 'レギュラー92・ハイオク95・軽油', 'レギュラー92・ハイオク95/98'],
    busStopScenic: (s) => `${s} バス停`,
    busStopStreet: (st) => `${st} バス停`,
    lines: (n) => `${n.map((x) => `${x}番`).join('・')}バスが停車`,
    firstAid: (s) => `${s} 救護所`,
    hospitalRemark: '24時間救急外来あり',
    firstAidRemark: '応急手当・AEDあり',
    hospital: (city) => `${city}市民病院`,
    streetOf: cnStreet,
  },
  KOREAN: {
    parkingMain: (s) => `${s} 방문자 센터 주차장`,
    parkingSecond: (s) => `${s} 제2주차장`,
    parkingFee: (r, k) => (k === 0 ? `시간당 ${r}위안, 첫 1시간 무료` : k === 1 ? `1회 ${r * 2}위안` : '무료 주차'),
    toiletMain: (s) => `${s} 공중화장실`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_KO, g)} 화장실`,
    toiletRemark: '무료 · 장애인 화장실 있음',
    gasStation: (b, st) => `${b} ${st} 주유소`,
    brands: ['시노펙', '페트로차이나', '중국해양석유', '셸'],
    fuels: ['92·95·98 휘발유, 경유', '92·95 휘발유, 경유', '92·95·98 휘발유'],
    busStopScenic: (s) => `${s} 정류장`,
    busStopStreet: (st) => `${st} 정류장`,
    lines: (n) => `${n.map((x) => `${x}번`).join(', ')} 버스`,
    firstAid: (s) => `${s} 응급 의료소`,
    hospitalRemark: '24시간 응급실 운영',
    firstAidRemark: '응급 처치 · 자동심장충격기 비치',
    hospital: (city) => `${city} 인민병원`,
    streetOf: (address) => /(\S+(?:대로|로|길|가))\s*\d+호$/.exec(address)?.[1] ?? '',
  },
};

/** The service-menu entries: parking lots, toilets, gas stations. */
export const MENU: InLanguages<readonly [string, string, string]> = {
  CN: ['停车场', '厕所', '加油站'],
  FRENCH: ['Parkings', 'Toilettes', 'Stations-service'],
  EN: ['Parking', 'Toilets', 'Gas stations'],
  JAPANESE: ['駐車場', 'トイレ', 'ガソリンスタンド'],
  KOREAN: ['주차장', '화장실', '주유소'],
};
