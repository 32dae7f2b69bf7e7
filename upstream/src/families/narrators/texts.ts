/**
 * The narrators family's words: its refusals (the service's own, in Chinese as the vendor's are;
 * the gateway reads their meaning) and its demo words in every demo site language.
 */
import type { InLanguages } from '../demo.ts';

export const NARRATOR_TEXTS = {
  notFound: '该场所不提供讲解员预约',
  sessionNotFound: '讲解场次不存在',
  badDate: '请选择可预约的日期',
  noSuchSlot: '讲解时段不存在',
  slotStarted: '该时段已开始，不可预约',
  badLanguage: '暂无该语种的讲解员',
  badCertNumber: '证件号码格式不正确',
  badGroupSize: (min: number, max: number) => `团队人数须在${min}至${max}人之间`,
  noFreeNarrator: '该时段该语种的讲解员已约满',
  noteTooLong: (max: number) => `备注不能超过${max}个字`,
  sessionStarted: '该场次已开始，不可预约',
  badOrderNum: (max: number) => `预约人数须在1至${max}人之间`,
  sessionFull: '该场次剩余名额不足',
  alreadyBooked: '您已预约该场次',
} as const;

/** The languages a narrator may guide in (codes the gateway names). */
export const LANGUAGE_CODES = ['zh', 'en', 'fr', 'ja', 'ko'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface NarratorWords {
  /** The site's own language. */
  own: LanguageCode;
  /** The other languages the narrators speak, in turn. */
  others: readonly LanguageCode[];
  intro: (name: string, place: string) => string;
  notes: string;
  sessionTitle: (place: string, n: number) => string;
  sessionIntro: string;
}

export const NARRATOR_WORDS: InLanguages<NarratorWords> = {
  CN: {
    own: 'zh',
    others: ['en', 'ja', 'ko'],
    intro: (name, place) => `${name}在${place}讲解多年，熟悉这里的历史与故事。`,
    notes: '请于预约时段开始前10分钟到游客中心服务台与讲解员会合。',
    sessionTitle: (place, n) => `${place}定时讲解（第${n}场）`,
    sessionIntro: '讲解员带领观众参观主要展区，讲解约一小时，无需另购门票。',
  },
  EN: {
    own: 'en',
    others: ['zh', 'fr', 'ja'],
    intro: (name, place) => `${name} has guided visitors at ${place} for years and knows its history and stories.`,
    notes: 'Meet your narrator at the visitor centre desk 10 minutes before the slot starts.',
    sessionTitle: (place, n) => `${place} guided tour (session ${n})`,
    sessionIntro: 'A docent takes the group through the main areas in about one hour; no extra ticket needed.',
  },
  FRENCH: {
    own: 'fr',
    others: ['zh', 'en', 'ja'],
    intro: (name, place) => `${name} guide les visiteurs à ${place} depuis des années et en connaît l’histoire.`,
    notes: 'Retrouvez votre guide à l’accueil du centre des visiteurs 10 minutes avant le début du créneau.',
    sessionTitle: (place, n) => `Visite commentée de ${place} (séance ${n})`,
    sessionIntro: 'Un médiateur conduit le groupe dans les espaces principaux pendant une heure environ, sans billet supplémentaire.',
  },
  JAPANESE: {
    own: 'ja',
    others: ['zh', 'en', 'ko'],
    intro: (name, place) => `${name}は${place}で長年ガイドを務め、歴史と物語に詳しい。`,
    notes: '予約時間の10分前にビジターセンター窓口でガイドとお待ち合わせください。',
    sessionTitle: (place, n) => `${place}定時ガイド（第${n}回）`,
    sessionIntro: 'ガイドが主な展示エリアを約1時間案内します。追加のチケットは不要です。',
  },
  KOREAN: {
    own: 'ko',
    others: ['zh', 'en', 'ja'],
    intro: (name, place) => `${name}은(는) ${place}에서 오랫동안 해설을 맡아 역사와 이야기에 밝습니다.`,
    notes: '예약 시간 10분 전에 방문자 센터 안내 데스크에서 해설사와 만나 주세요.',
    sessionTitle: (place, n) => `${place} 정기 해설 (${n}회차)`,
    sessionIntro: '해설사가 주요 전시 구역을 약 1시간 동안 안내합니다. 별도 입장권은 필요 없습니다.',
  },
};
