/** The guided-tours family's words in every demo site language, and its refusals. */
import type { InLanguages } from '../demo.ts';

/** A guided tour's words in one site language. */
export interface TourWords {
  typeNames: Readonly<Record<string, string>>;
  themes: readonly string[];
  spots: readonly string[];
  title(scenic: string, theme: string): string;
  summary(scenic: string): string;
  spotSummary(name: string, scenic: string): string;
  facilitySummary(name: string, scenic: string): string;
  routes: readonly [[string, string], [string, string]];
  menu: string;
}

export const WORDS: InLanguages<TourWords> = {
  CN: {
    typeNames: { SPOT: '景点', ENTRANCE: '出入口', SERVICE: '游客中心', TOILET: '卫生间', PARKING: '停车场' },
    themes: ['经典导览', '深度游', '亲子导览', '摄影导览', '历史人文导览', '自然生态导览'],
    spots: ['观景台', '古戏台', '石拱桥', '钟楼', '碑林', '听涛亭', '百年古树', '镜湖', '龙潭', '文昌阁', '望江楼', '竹林小径'],
    title: (scenic, theme) => `${scenic}·${theme}`,
    summary: (scenic) => `跟着手绘地图游览${scenic}，每到一处即可收听语音讲解。`,
    spotSummary: (name, scenic) => `${name}是${scenic}的必游之处，边走边听它的故事。`,
    facilitySummary: (name, scenic) => `${scenic}${name}。`,
    routes: [
      ['全景线路', '走遍全部景点，慢慢游。'],
      ['精华一小时', '时间不多？只看最精华的几处。'],
    ],
    menu: '智慧导览',
  },
  FRENCH: {
    typeNames: { SPOT: 'Site', ENTRANCE: 'Entrée', SERVICE: 'Accueil', TOILET: 'Toilettes', PARKING: 'Parking' },
    themes: ['Visite classique', 'Visite approfondie', 'En famille', 'Visite photo', 'Histoire et culture', 'Nature'],
    spots: [
      'Belvédère',
      'Ancien théâtre',
      'Pont de pierre',
      'Tour de la cloche',
      'Forêt de stèles',
      'Pavillon des vagues',
      'Arbre centenaire',
      'Lac miroir',
      'Bassin du dragon',
      'Pavillon Wenchang',
      'Tour du fleuve',
      'Sentier des bambous',
    ],
    title: (scenic, theme) => `${scenic} — ${theme}`,
    summary: (scenic) => `Un audioguide pour découvrir ${scenic} à votre rythme : suivez la carte, écoutez chaque étape.`,
    spotSummary: (name, scenic) => `${name} : une étape de ${scenic}. Écoutez son histoire en vous promenant.`,
    facilitySummary: (name, scenic) => `${name} de ${scenic}.`,
    routes: [
      ['Le grand tour', 'Toutes les étapes, sans se presser.'],
      ['L’essentiel en 1 h', 'Les incontournables pour un temps court.'],
    ],
    menu: 'Audioguide',
  },
  EN: {
    typeNames: { SPOT: 'Sight', ENTRANCE: 'Entrance', SERVICE: 'Visitor centre', TOILET: 'Toilets', PARKING: 'Parking' },
    themes: ['Classic tour', 'In-depth tour', 'Family tour', 'Photo tour', 'History and culture', 'Nature'],
    spots: [
      'Lookout',
      'Old stage',
      'Stone arch bridge',
      'Bell tower',
      'Forest of steles',
      'Wave pavilion',
      'Old tree',
      'Mirror lake',
      'Dragon pool',
      'Wenchang pavilion',
      'River tower',
      'Bamboo path',
    ],
    title: (scenic, theme) => `${scenic}: ${theme}`,
    summary: (scenic) => `An audio guide to explore ${scenic} at your own pace: follow the map and listen at every stop.`,
    spotSummary: (name, scenic) => `${name}, a stop on the way round ${scenic}. Listen to its story as you walk.`,
    facilitySummary: (name, scenic) => `${name}, ${scenic}.`,
    routes: [
      ['The grand tour', 'Every stop, at an easy pace.'],
      ['The best in 1 hour', 'Short on time? Just the highlights.'],
    ],
    menu: 'Audio guide',
  },
  JAPANESE: {
    typeNames: { SPOT: '見どころ', ENTRANCE: '出入口', SERVICE: 'ビジターセンター', TOILET: 'トイレ', PARKING: '駐車場' },
    themes: ['定番ガイド', 'じっくりガイド', '親子ガイド', '写真ガイド', '歴史・文化ガイド', '自然ガイド'],
    spots: ['展望台', '古い舞台', '石のアーチ橋', '鐘楼', '碑林', '聴濤亭', '古木', '鏡湖', '龍潭', '文昌閣', '望江楼', '竹林の小道'],
    title: (scenic, theme) => `${scenic}・${theme}`,
    summary: (scenic) => `手描きマップで${scenic}をめぐり、各スポットで音声ガイドを聴けます。`,
    spotSummary: (name, scenic) => `${name}は${scenic}の必見スポット。歩きながら物語を聴いてみましょう。`,
    facilitySummary: (name, scenic) => `${scenic}の${name}。`,
    routes: [
      ['全スポット周遊コース', 'すべての見どころを、ゆっくりと。'],
      ['1時間ハイライト', '時間がない方に、見どころだけを。'],
    ],
    menu: '音声ガイド',
  },
  KOREAN: {
    typeNames: { SPOT: '명소', ENTRANCE: '출입구', SERVICE: '방문자 센터', TOILET: '화장실', PARKING: '주차장' },
    themes: ['기본 해설', '심층 해설', '가족 해설', '사진 해설', '역사·문화 해설', '자연 생태 해설'],
    spots: ['전망대', '옛 무대', '돌 아치교', '종루', '비림', '청도정', '고목', '거울 호수', '용담', '문창각', '망강루', '대숲 길'],
    title: (scenic, theme) => `${scenic} · ${theme}`,
    summary: (scenic) => `손그림 지도를 따라 ${scenic}을(를) 둘러보며 곳곳에서 음성 해설을 들어 보세요.`,
    spotSummary: (name, scenic) => `${name}은(는) ${scenic}의 꼭 가 볼 곳입니다. 걸으며 이야기를 들어 보세요.`,
    facilitySummary: (name, scenic) => `${scenic} ${name}.`,
    routes: [
      ['전체 코스', '모든 명소를 여유롭게.'],
      ['1시간 핵심 코스', '시간이 없다면 핵심만.'],
    ],
    menu: '음성 가이드',
  },
};

export const TOUR_TEXTS = {
  noKeyword: '请输入搜索内容',
  noSuchTour: '导览不存在',
  noSuchFile: '文件不存在',
} as const;
