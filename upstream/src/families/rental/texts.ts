/** The rental family's words in every demo site language: the companies, their outlets, the cars, the menu entry. */
import type { InLanguages } from '../demo.ts';

export interface Words {
  /** The two national chains and a local firm of the city. */
  chains: readonly [string, string];
  local(city: string): string;
  intros: readonly [string, string, string];
  /** An outlet's name after its place. */
  outlet(place: string): string;
  menu: string;
}

export const WORDS: InLanguages<Words> = {
  CN: {
    chains: ['神州租车', '一嗨租车'],
    local: (city) => `${city}文旅自驾租车`,
    intros: ['全国连锁，机场高铁站取还车，支持异地还车', '线上预订，门店自助取车，免押金可选', '本地车队，可配司机，熟悉景区线路'],
    outlet: (place) => `${place}店`,
    menu: '租车服务',
  },
  FRENCH: {
    chains: ['CAR Inc. (Shenzhou Zuche)', 'eHi Location de voitures'],
    local: (city) => `${city} Voyages — location de voitures`,
    intros: [
      'Réseau national : retrait et retour à l’aéroport et en gare, retour dans une autre ville possible.',
      'Réservation en ligne, retrait libre-service en agence, sans caution au choix.',
      'Flotte locale, chauffeur sur demande, connaît les routes des sites.',
    ],
    outlet: (place) => `Agence ${place}`,
    menu: 'Location de voitures',
  },
  EN: {
    chains: ['CAR Inc. (Shenzhou Zuche)', 'eHi Car Services'],
    local: (city) => `${city} Tour Car Rental`,
    intros: [
      'Nationwide: pick up and return at airports and railway stations, one-way rentals.',
      'Book online, self-service pick-up at the branch, deposit-free option.',
      'Local fleet, drivers on request, knows the roads to the sights.',
    ],
    outlet: (place) => `${place} branch`,
    menu: 'Car rental',
  },
  JAPANESE: {
    chains: ['神州レンタカー', '一嗨レンタカー'],
    local: (city) => `${city}観光レンタカー`,
    intros: [
      '全国チェーン。空港・駅で貸出・返却、乗り捨て可能。',
      'オンライン予約、店舗でセルフ貸出、保証金なしプランあり。',
      '地元の車両、運転手付きも可、観光地への道に詳しい。',
    ],
    outlet: (place) => `${place}店`,
    menu: 'レンタカー',
  },
  KOREAN: {
    chains: ['선저우 렌터카', '이하이 렌터카'],
    local: (city) => `${city} 관광 렌터카`,
    intros: [
      '전국 체인, 공항·기차역에서 대여·반납, 편도 반납 가능.',
      '온라인 예약, 지점에서 셀프 대여, 보증금 면제 옵션.',
      '현지 차량, 기사 동반 가능, 관광지 길에 밝음.',
    ],
    outlet: (place) => `${place}점`,
    menu: '렌터카',
  },
};

/** The cars on offer: a model's name in Chinese and elsewhere, its type (1-5), seats, gearbox and usual daily price (yuan). */
export const MODELS: readonly { cn: string; latin: string; type: number; seats: number; gearbox: 'AUTO' | 'MANUAL'; price: number }[] = [
  { cn: '大众朗逸', latin: 'Volkswagen Lavida', type: 1, seats: 5, gearbox: 'AUTO', price: 138 },
  { cn: '丰田卡罗拉', latin: 'Toyota Corolla', type: 1, seats: 5, gearbox: 'AUTO', price: 158 },
  { cn: '日产轩逸', latin: 'Nissan Sylphy', type: 1, seats: 5, gearbox: 'MANUAL', price: 118 },
  { cn: '大众途观L', latin: 'Volkswagen Tiguan L', type: 2, seats: 5, gearbox: 'AUTO', price: 288 },
  { cn: '丰田RAV4荣放', latin: 'Toyota RAV4', type: 2, seats: 5, gearbox: 'AUTO', price: 268 },
  { cn: '别克GL8', latin: 'Buick GL8', type: 3, seats: 7, gearbox: 'AUTO', price: 448 },
  { cn: '比亚迪秦PLUS DM-i', latin: 'BYD Qin PLUS DM-i', type: 4, seats: 5, gearbox: 'AUTO', price: 128 },
  { cn: '比亚迪宋PLUS EV', latin: 'BYD Song PLUS EV', type: 4, seats: 5, gearbox: 'AUTO', price: 218 },
  { cn: '奥迪A6L', latin: 'Audi A6L', type: 5, seats: 5, gearbox: 'AUTO', price: 558 },
];
