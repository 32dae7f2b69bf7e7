/**
 * What a place's summary and introduction say, by what kind of place it is: a restaurant talks of
 * dishes and busy hours, a hotel of check-in and breakfast, a museum of its halls and bookings,
 * never a mountain's seasons. The scenic kinds keep each language's regional lines (the lexicon's).
 */

/** Place kinds that read alike. */
export type KindGroup = 'NATURE' | 'VILLAGE' | 'CULTURE' | 'STAY' | 'FOOD' | 'PRODUCT' | 'FUN';

const GROUPS: Readonly<Record<string, KindGroup>> = {
  CONTENT_TYPE_SCENERY: 'NATURE',
  CONTENT_TYPE_SCENIC_SPOTS: 'NATURE',
  CONTENT_TYPE_RURAL_SPOTS: 'NATURE',
  CONTENT_TYPE_RURAL: 'VILLAGE',
  CONTENT_TYPE_VENUE: 'CULTURE',
  CONTENT_TYPE_EXHIBITION: 'CULTURE',
  CONTENT_TYPE_COLLECTION: 'CULTURE',
  CONTENT_TYPE_RESEARCH_BASE: 'CULTURE',
  CONTENT_TYPE_HOTEL: 'STAY',
  CONTENT_TYPE_AGRITAINMENT: 'STAY',
  CONTENT_TYPE_RESTAURANT: 'FOOD',
  CONTENT_TYPE_SPECIALITY: 'PRODUCT',
  CONTENT_TYPE_ENTERTAINMENT: 'FUN',
  CONTENT_TYPE_SCENIC_PROJECT: 'FUN',
  CONTENT_TYPE_SCENIC_SHOW: 'FUN',
  CONTENT_TYPE_SCENIC_THEME: 'FUN',
};

export function groupOf(type: string): KindGroup {
  return GROUPS[type] ?? 'NATURE';
}

/** A kind group's summary line and the two paragraphs after the introduction's first (null: the lexicon's regional lines). */
export interface KindText {
  summary(name: string, county: string, kindLabel: string): string;
  lines: readonly [string, string] | null;
}

export type KindTexts = Readonly<Record<KindGroup, KindText>>;

export const CN_KINDS: KindTexts = {
  NATURE: { summary: (n, c, k) => `${c}的${k}，${n}以山水风光见长。`, lines: null },
  VILLAGE: {
    summary: (n, c) => `${n}在${c}，田园、农家菜和采摘一日可得。`,
    lines: [
      '村里保留着老院落和田埂小路，春天油菜花开，秋天可以采摘果蔬，农家乐供应当季土菜。',
      '周末和节假日游客较多，自驾请停在村口停车场，步行进村。',
    ],
  },
  CULTURE: {
    summary: (n, c) => `${n}（${c}）：常设展览与临时展览交替开放。`,
    lines: [
      '馆内设常设展厅和临时展厅，定期举办讲座与社教活动，提供免费讲解和语音导览。',
      '周一闭馆（法定节假日除外），参观请提前在线预约，凭预约码或身份证入馆。',
    ],
  },
  STAY: {
    summary: (n, c) => `${n}位于${c}，出行与休息两相宜。`,
    lines: [
      '入住时间14:00以后，退房时间12:00以前；含双早的房型可在一楼餐厅用早餐。',
      '提供免费无线网络和行李寄存，停车位有限，请提前告知前台。',
    ],
  },
  FOOD: {
    summary: (n, c) => `${c}的${n}，本地人常去的一家。`,
    lines: ['招牌菜选用当地食材现做，口味可按需调整，人均消费约六七十元。', '午市11:00起、晚市17:00起，饭点常需排队，可先电话订位。'],
  },
  PRODUCT: {
    summary: (n, c) => `${n}：${c}的地方特产，适合带回做伴手礼。`,
    lines: ['选用本地原料，按传统工艺制作，城区的特产店和景区商店均有售。', '真空包装便于携带，部分店铺支持全国邮寄。'],
  },
  FUN: {
    summary: (n, c) => `${n}（${c}）：适合全家同游。`,
    lines: ['项目按场次开放，每场约四十分钟，身高或年龄有要求的项目请留意现场提示。', '演出和热门项目座位有限，建议提前到场或在线购票。'],
  },
};

export const FR_KINDS: KindTexts = {
  NATURE: { summary: (n, c, k) => `${n}, ${k} incontournable (${c}).`, lines: null },
  VILLAGE: {
    summary: (n, c) => `${n} (${c}) : maisons anciennes, champs et cuisine de ferme.`,
    lines: [
      'Le village garde ses cours anciennes et ses sentiers entre les champs ; les fermes-auberges servent les produits de saison.',
      'Le week-end, garez-vous à l’entrée du village et poursuivez à pied.',
    ],
  },
  CULTURE: {
    summary: (n, c) => `${n} (${c}) : collections permanentes et expositions temporaires.`,
    lines: [
      'Les salles permanentes alternent avec des expositions temporaires ; visites guidées et audioguides gratuits.',
      'Fermé le lundi sauf jours fériés ; réservez en ligne et présentez votre code à l’entrée.',
    ],
  },
  STAY: {
    summary: (n, c) => `${n} (${c}) : une étape au calme, près des sites.`,
    lines: [
      'Arrivée à partir de 14 h, départ avant 12 h ; le petit-déjeuner est servi au rez-de-chaussée.',
      'Wi-Fi gratuit et bagagerie ; places de parking limitées, prévenez la réception.',
    ],
  },
  FOOD: {
    summary: (n, c) => `${n} (${c}) : une adresse que les habitants fréquentent.`,
    lines: [
      'Les plats phares sont préparés à la minute avec des produits locaux ; comptez 60 à 80 ¥ par personne.',
      'Service à partir de 11 h et de 17 h ; aux heures de pointe, réservez par téléphone.',
    ],
  },
  PRODUCT: {
    summary: (n, c) => `${n} : une spécialité de ${c} à rapporter.`,
    lines: [
      'Fabriquée selon la tradition avec des produits du pays, en vente dans les boutiques de la vieille ville.',
      'Emballage sous vide facile à transporter ; certaines boutiques expédient partout en Chine.',
    ],
  },
  FUN: {
    summary: (n, c) => `${n} (${c}) : à partager en famille.`,
    lines: [
      'Séances d’environ quarante minutes ; certaines attractions ont une taille ou un âge minimum.',
      'Places limitées pour les spectacles : arrivez en avance ou réservez en ligne.',
    ],
  },
};

export const EN_KINDS: KindTexts = {
  NATURE: { summary: (n, c, k) => `${n}, a must-see ${k} in ${c}.`, lines: null },
  VILLAGE: {
    summary: (n, c) => `${n} in ${c}: old courtyards, fields and farm cooking.`,
    lines: [
      'The village keeps its old courtyards and paths between the fields; farm kitchens serve what is in season.',
      'At weekends, park at the village entrance and walk in.',
    ],
  },
  CULTURE: {
    summary: (n, c) => `${n} in ${c}: permanent galleries and changing exhibitions.`,
    lines: [
      'Permanent galleries sit beside changing exhibitions, with talks, free guided tours and audio guides.',
      'Closed on Mondays except public holidays; book online and show your code at the door.',
    ],
  },
  STAY: {
    summary: (n, c) => `${n} in ${c}: a quiet base close to the sights.`,
    lines: [
      'Check-in from 14:00, check-out by 12:00; breakfast is served on the ground floor.',
      'Free Wi-Fi and luggage storage; parking is limited, so let the front desk know.',
    ],
  },
  FOOD: {
    summary: (n, c) => `${n} in ${c}: where locals eat.`,
    lines: [
      'Signature dishes are cooked to order from local produce; expect about 60 to 80 yuan a head.',
      'Lunch from 11:00 and dinner from 17:00; at peak times, book a table by phone.',
    ],
  },
  PRODUCT: {
    summary: (n, c) => `${n}: a ${c} speciality to take home.`,
    lines: [
      'Made the traditional way from local produce and sold in shops across the town.',
      'Vacuum-packed for travel; some shops ship anywhere in China.',
    ],
  },
  FUN: {
    summary: (n, c) => `${n} in ${c}: fun for the whole family.`,
    lines: [
      'Sessions last about forty minutes; some rides have a minimum height or age.',
      'Show seats are limited: arrive early or book online.',
    ],
  },
};

export const JA_KINDS: KindTexts = {
  NATURE: { summary: (n, c, k) => `${c}にある${n}は、ぜひ訪れたい${k}です。`, lines: null },
  VILLAGE: {
    summary: (n, c) => `${c}の${n}。古い家並みと田園、農家料理を楽しめます。`,
    lines: [
      '古い中庭や畑のあぜ道が残り、農家レストランでは旬の食材を味わえます。',
      '週末は村の入口の駐車場に停めて、歩いて村に入りましょう。',
    ],
  },
  CULTURE: {
    summary: (n, c) => `${c}の${n}。常設展と企画展を開催しています。`,
    lines: [
      '常設展示室と企画展示室があり、講座や無料ガイド、音声ガイドも利用できます。',
      '月曜休館（祝日を除く）。事前にオンライン予約し、入口で予約コードを提示してください。',
    ],
  },
  STAY: {
    summary: (n, c) => `${c}の${n}。観光の拠点に便利な宿です。`,
    lines: [
      'チェックインは14時から、チェックアウトは12時まで。朝食は1階でご用意します。',
      '無料Wi-Fiと荷物預かりあり。駐車場は台数に限りがあるのでフロントへご連絡ください。',
    ],
  },
  FOOD: {
    summary: (n, c) => `${c}の${n}。地元の人に愛される店です。`,
    lines: [
      '地元の食材を使った看板料理を注文ごとに調理します。予算は一人60〜80元ほどです。',
      '昼は11時、夜は17時から。混雑時は電話での予約がおすすめです。',
    ],
  },
  PRODUCT: {
    summary: (n, c) => `${n}は、${c}のお土産にぴったりの特産品です。`,
    lines: [
      '地元の原料を使い、伝統の製法で作られています。市内の土産物店で購入できます。',
      '真空パックで持ち運びやすく、全国発送に対応する店もあります。',
    ],
  },
  FUN: {
    summary: (n, c) => `${c}の${n}。家族みんなで楽しめます。`,
    lines: [
      '各回およそ40分。身長や年齢の制限があるアトラクションもあります。',
      '公演の座席には限りがあるので、早めの来場かオンライン予約をおすすめします。',
    ],
  },
};

export const KO_KINDS: KindTexts = {
  NATURE: { summary: (n, c, k) => `${c}에 있는 ${n}, 꼭 가 볼 만한 ${k}입니다.`, lines: null },
  VILLAGE: {
    summary: (n, c) => `${c}의 ${n}. 옛 마당과 들판, 농가 음식을 즐길 수 있습니다.`,
    lines: [
      '옛 마당과 논두렁길이 남아 있고, 농가 식당에서는 제철 음식을 맛볼 수 있습니다.',
      '주말에는 마을 입구 주차장에 차를 세우고 걸어서 들어가세요.',
    ],
  },
  CULTURE: {
    summary: (n, c) => `${c}의 ${n}. 상설 전시와 기획 전시가 열립니다.`,
    lines: [
      '상설 전시실과 기획 전시실이 있으며 강좌, 무료 해설, 오디오 가이드를 이용할 수 있습니다.',
      '월요일 휴관(공휴일 제외). 온라인으로 예약하고 입구에서 예약 코드를 보여 주세요.',
    ],
  },
  STAY: {
    summary: (n, c) => `${c}의 ${n}. 관광지와 가까운 조용한 숙소입니다.`,
    lines: [
      '체크인은 14시부터, 체크아웃은 12시까지입니다. 조식은 1층에서 제공됩니다.',
      '무료 와이파이와 짐 보관 서비스가 있으며, 주차 공간이 적으니 프런트에 미리 알려 주세요.',
    ],
  },
  FOOD: {
    summary: (n, c) => `${c}의 ${n}. 현지인이 즐겨 찾는 곳입니다.`,
    lines: [
      '현지 식재료로 주문 즉시 조리하는 대표 메뉴가 있으며, 1인당 60~80위안 정도입니다.',
      '점심은 11시, 저녁은 17시부터. 붐비는 시간에는 전화 예약을 권합니다.',
    ],
  },
  PRODUCT: {
    summary: (n, c) => `${n}, ${c}에서 사 갈 만한 특산품입니다.`,
    lines: [
      '현지 원료로 전통 방식에 따라 만들며, 시내 특산품 가게에서 살 수 있습니다.',
      '진공 포장이라 들고 다니기 쉽고, 전국 배송이 되는 가게도 있습니다.',
    ],
  },
  FUN: {
    summary: (n, c) => `${c}의 ${n}. 온 가족이 함께 즐길 수 있습니다.`,
    lines: [
      '회차마다 약 40분이며, 키나 나이 제한이 있는 시설도 있습니다.',
      '공연 좌석이 한정되어 있으니 일찍 오거나 온라인으로 예매하세요.',
    ],
  },
};
