/** The live family's words in every demo site language (its demo streams and menu entries), and its refusals. */
import type { InLanguages } from '../demo.ts';

export interface Template {
  kind: 'EVENT' | 'SLOW';
  /** Start and end relative to the seed's now (hours); end null for a slow live. */
  start: number;
  end: number | null;
  replay?: boolean;
  cn: (scenic: string) => [string, string];
  fr: (scenic: string) => [string, string];
  en: (scenic: string) => [string, string];
  ja: (scenic: string) => [string, string];
  ko: (scenic: string) => [string, string];
}

/** Each language's words of a template. */
export const WORDS: InLanguages<'cn' | 'fr' | 'en' | 'ja' | 'ko'> = { CN: 'cn', FRENCH: 'fr', EN: 'en', JAPANESE: 'ja', KOREAN: 'ko' };

// a dozen and more per site: slow lives, broadcasts on air, upcoming ones, replays (one not kept)
export const TEMPLATES: readonly Template[] = [
  {
    kind: 'SLOW',
    start: -24 * 400,
    end: null,
    cn: (s) => [`${s}·全景慢直播`, '24小时不间断直播景区实景，足不出户看四季'],
    fr: (s) => [`${s} : caméra panoramique`, 'Le site en direct jour et nuit, au fil des saisons'],
    en: (s) => [`${s}: panoramic camera`, 'The site live day and night, through the seasons'],
    ja: (s) => [`${s}・パノラマカメラ`, '昼も夜も、四季の景色をライブでお届け'],
    ko: (s) => [`${s} 파노라마 카메라`, '밤낮없이 사계절 풍경을 생중계합니다'],
  },
  {
    kind: 'SLOW',
    start: -24 * 300,
    end: null,
    cn: (s) => [`${s}·云海慢直播`, '清晨云海翻涌，傍晚霞光满天'],
    fr: (s) => [`Mer de nuages sur ${s}`, 'Les nuages du matin et les couleurs du soir, en continu'],
    en: (s) => [`Sea of clouds over ${s}`, 'Morning clouds and evening colours, non-stop'],
    ja: (s) => [`${s}の雲海ライブ`, '朝の雲海と夕暮れの空を、途切れなく'],
    ko: (s) => [`${s}의 운해 생중계`, '아침 운해와 저녁노을을 끊김 없이'],
  },
  {
    kind: 'SLOW',
    start: -24 * 200,
    end: null,
    cn: (s) => [`${s}·入口实时画面`, '实时查看入园人流，合理安排出行'],
    fr: (s) => [`Entrée de ${s} en temps réel`, "L'affluence à l'entrée, pour choisir son heure"],
    en: (s) => [`${s} entrance, live`, 'See the crowd at the gate and pick your time'],
    ja: (s) => [`${s}入口のリアルタイム映像`, '入口の混雑を見て、出かける時間を選べます'],
    ko: (s) => [`${s} 입구 실시간 화면`, '입구 혼잡도를 보고 방문 시간을 정하세요'],
  },
  {
    kind: 'SLOW',
    start: -24 * 100,
    end: null,
    cn: (s) => [`${s}·湖畔慢直播`, '水波、飞鸟与远山，一起慢下来'],
    fr: (s) => [`Au bord de l'eau : ${s}`, 'Reflets, oiseaux et montagnes, tout en lenteur'],
    en: (s) => [`By the water: ${s}`, 'Ripples, birds and mountains, slowly'],
    ja: (s) => [`水辺の${s}`, 'さざ波、鳥、遠くの山々をゆっくりと'],
    ko: (s) => [`물가에서 본 ${s}`, '물결과 새, 먼 산을 천천히'],
  },
  {
    kind: 'EVENT',
    start: -1,
    end: 24 * 30,
    cn: (s) => [`直播｜走进${s}`, '讲解员带你云游景区，解读历史与传说'],
    fr: (s) => [`En direct : à la découverte de ${s}`, 'Un guide vous fait visiter le site et raconte ses légendes'],
    en: (s) => [`Live: discovering ${s}`, 'A guide shows you round and tells its legends'],
    ja: (s) => [`ライブ｜${s}をめぐる`, 'ガイドが史跡を案内し、伝説を語ります'],
    ko: (s) => [`생중계 | ${s} 둘러보기`, '해설사가 명소를 안내하고 전설을 들려줍니다'],
  },
  {
    kind: 'EVENT',
    start: -2,
    end: 24 * 20,
    cn: (s) => [`非遗展演直播·${s}`, '传统技艺现场展示，与传承人实时互动'],
    fr: (s) => [`Savoir-faire en direct à ${s}`, 'Artisans et porteurs de tradition répondent à vos questions'],
    en: (s) => [`Crafts live from ${s}`, 'Craftspeople answer your questions as they work'],
    ja: (s) => [`伝統技能ライブ・${s}`, '職人の実演と、その場での質問コーナー'],
    ko: (s) => [`전통 기예 생중계 · ${s}`, '장인의 시연과 실시간 질문'],
  },
  {
    kind: 'EVENT',
    start: -3,
    end: 24 * 10,
    cn: (s) => [`${s}音乐会直播`, '山水之间的民乐之夜'],
    fr: (s) => [`Concert en direct à ${s}`, 'Une soirée de musique traditionnelle en plein air'],
    en: (s) => [`Live concert at ${s}`, 'An open-air evening of traditional music'],
    ja: (s) => [`${s}コンサート生中継`, '野外で楽しむ伝統音楽の夕べ'],
    ko: (s) => [`${s} 음악회 생중계`, '야외에서 즐기는 전통 음악의 밤'],
  },
  {
    kind: 'EVENT',
    start: 24 * 2 + 3,
    end: 24 * 2 + 5,
    cn: (s) => [`预告｜${s}日出直播`, '与摄影师一起守候第一缕阳光'],
    fr: (s) => [`Bientôt : lever du soleil sur ${s}`, 'Attendez le premier rayon avec un photographe'],
    en: (s) => [`Coming up: sunrise over ${s}`, 'Wait for the first light with a photographer'],
    ja: (s) => [`予告｜${s}の日の出`, '写真家と一緒に最初の光を待ちましょう'],
    ko: (s) => [`예고 | ${s} 일출`, '사진작가와 함께 첫 햇살을 기다려요'],
  },
  {
    kind: 'EVENT',
    start: 24 * 5 + 2,
    end: 24 * 5 + 4,
    cn: (s) => [`预告｜${s}美食探店`, '跟着主播吃遍周边特色小吃'],
    fr: (s) => [`Bientôt : saveurs autour de ${s}`, 'Les spécialités du coin, goûtées en direct'],
    en: (s) => [`Coming up: food around ${s}`, 'Local specialities, tasted live'],
    ja: (s) => [`予告｜${s}周辺グルメ`, '名物料理をライブで食べ歩き'],
    ko: (s) => [`예고 | ${s} 주변 맛집`, '지역 별미를 생중계로 맛봅니다'],
  },
  {
    kind: 'EVENT',
    start: 24 * 9,
    end: 24 * 9 + 2,
    cn: (s) => [`预告｜${s}灯会直播`, '夜游灯会，光影流转'],
    fr: (s) => [`Bientôt : fête des lanternes à ${s}`, 'Une promenade de nuit parmi les lanternes'],
    en: (s) => [`Coming up: lantern festival at ${s}`, 'A night walk among the lanterns'],
    ja: (s) => [`予告｜${s}のランタン祭り`, '灯籠の光の中を夜の散歩'],
    ko: (s) => [`예고 | ${s} 등불 축제`, '등불 사이를 걷는 밤 산책'],
  },
  {
    kind: 'EVENT',
    start: -24 * 3,
    end: -24 * 3 + 2,
    replay: true,
    cn: (s) => [`回放｜${s}秋色`, '层林尽染，一起回看最美秋色'],
    fr: (s) => [`Replay : l'automne à ${s}`, "Revoir les couleurs de l'automne"],
    en: (s) => [`Replay: autumn at ${s}`, 'See the autumn colours again'],
    ja: (s) => [`見逃し配信｜${s}の秋`, '美しい紅葉をもう一度'],
    ko: (s) => [`다시 보기 | ${s}의 가을`, '아름다운 단풍을 다시 한번'],
  },
  {
    kind: 'EVENT',
    start: -24 * 8,
    end: -24 * 8 + 2,
    replay: true,
    cn: (s) => [`回放｜${s}文化讲堂`, '专家讲述景区背后的故事'],
    fr: (s) => [`Replay : conférence à ${s}`, "Un historien raconte l'histoire du site"],
    en: (s) => [`Replay: a talk at ${s}`, 'A historian tells the story of the site'],
    ja: (s) => [`見逃し配信｜${s}文化講座`, '専門家が史跡の物語を語ります'],
    ko: (s) => [`다시 보기 | ${s} 문화 강좌`, '전문가가 들려주는 명소 이야기'],
  },
  {
    kind: 'EVENT',
    start: -24 * 15,
    end: -24 * 15 + 3,
    replay: true,
    cn: (s) => [`回放｜${s}民俗节`, '民俗节开幕式精彩回顾'],
    fr: (s) => [`Replay : fête populaire à ${s}`, "Le meilleur de l'ouverture de la fête"],
    en: (s) => [`Replay: folk festival at ${s}`, 'The best of the opening ceremony'],
    ja: (s) => [`見逃し配信｜${s}民俗祭`, '開幕式のハイライト'],
    ko: (s) => [`다시 보기 | ${s} 민속 축제`, '개막식 하이라이트'],
  },
  {
    kind: 'EVENT',
    start: -24 * 30,
    end: -24 * 30 + 2,
    replay: true,
    cn: (s) => [`回放｜${s}雪景`, '银装素裹的冬日景区'],
    fr: (s) => [`Replay : ${s} sous la neige`, 'Le site en habit d’hiver'],
    en: (s) => [`Replay: ${s} under snow`, 'The site in its winter coat'],
    ja: (s) => [`見逃し配信｜雪の${s}`, '雪化粧した冬の景色'],
    ko: (s) => [`다시 보기 | 눈 덮인 ${s}`, '하얗게 물든 겨울 풍경'],
  },
  {
    kind: 'EVENT',
    start: -24 * 40,
    end: -24 * 40 + 1,
    replay: false,
    cn: (s) => [`${s}连线采访`, '本场直播未保存回放'],
    fr: (s) => [`Entretien en direct à ${s}`, "Ce direct n'a pas été enregistré"],
    en: (s) => [`Live interview at ${s}`, 'This live was not recorded'],
    ja: (s) => [`${s}からの中継インタビュー`, 'このライブは録画されていません'],
    ko: (s) => [`${s} 현장 인터뷰`, '이 생중계는 녹화되지 않았습니다'],
  },
];

const ANCHORS_CN = ['小文', '阿雅', '导游老李', '景区官方', '文旅频道', '摄影师陈晨'];
const ANCHORS_FR = ['Office de tourisme', 'Léa, guide', 'Chaîne culture', 'Marc, photographe', 'Le site officiel'];
export const ANCHORS: InLanguages<readonly string[]> = {
  CN: ANCHORS_CN,
  FRENCH: ANCHORS_FR,
  EN: ['Tourism office', 'Amy, guide', 'Culture channel', 'Tom, photographer', 'The official site'],
  JAPANESE: ['観光局', 'ガイドの美咲', 'カルチャーチャンネル', '写真家の健太', '公式アカウント'],
  KOREAN: ['관광국', '해설사 지민', '문화 채널', '사진작가 준호', '공식 계정'],
};
export const MENU: InLanguages<readonly [string, string]> = {
  CN: ['直播', '慢直播'],
  FRENCH: ['Directs', 'Caméras du site'],
  EN: ['Live', 'Site cameras'],
  JAPANESE: ['ライブ', 'ライブカメラ'],
  KOREAN: ['생중계', '실시간 카메라'],
};

export const LIVE_TEXTS = {
  noSuchLive: '直播不存在',
  noPosition: '缺少位置参数',
  noSuchFile: '文件不存在',
} as const;
