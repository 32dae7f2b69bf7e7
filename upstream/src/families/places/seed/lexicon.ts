/** Wording of generated texts, per site language (Chinese sites and the French, English, Japanese and Korean sites). */
import type { Rng } from '../../../db/seed/prng.ts';
import { CN_KINDS, EN_KINDS, FR_KINDS, JA_KINDS, KO_KINDS, type KindTexts } from './kind-texts.ts';

export interface Lexicon {
  streets: readonly string[];
  address(rng: Rng, parts: { city: string; county: string; town: string | null }): string;
  themes: readonly string[];
  venueTags: readonly string[];
  cuisines: readonly string[];
  roomNames: readonly string[];
  bedTypes: readonly string[];
  weather: readonly string[];
  bestTravelTime: readonly string[];
  /** The summary and the introduction's later paragraphs, by kind of place. */
  kinds: KindTexts;
  briefing(name: string): string;
  intro(kindLabel: string, name: string, address: string): string[];
  ticketPolicy(charged: boolean): string;
  trafficInfo(name: string, city: string): string;
  kindLabel: Record<string, string>;
  orderRoomNames: readonly string[];
}

export const CN: Lexicon = {
  kinds: CN_KINDS,
  streets: [
    '人民路',
    '中山路',
    '建设路',
    '文化路',
    '滨江路',
    '解放路',
    '光华大道',
    '锦华路',
    '青城路',
    '迎宾大道',
    '学府路',
    '新华大道',
    '红星路',
    '东风路',
  ],
  address(rng, { city, county, town }) {
    return `${city}${county}${town ?? ''}${rng.pick(this.streets)}${rng.int(1, 399)}号`;
  },
  themes: ['自然风光', '历史人文', '亲子游', '古镇', '宗教文化', '红色旅游', '休闲度假', '研学', '摄影', '徒步'],
  venueTags: ['免费开放', '可预约', '无障碍设施', '亲子友好', '讲解服务', '文创商店', '停车场', '夜间开放'],
  cuisines: ['川菜', '火锅', '小吃', '串串香', '江湖菜', '茶馆', '烧烤', '面馆'],
  roomNames: ['标准双床房', '豪华大床房', '高级大床房', '家庭房', '景观套房', '行政套房', '亲子主题房', '经济单人间'],
  bedTypes: ['大床 1.8m', '双床 1.2m', '大床 2.0m', '单人床 1.5m'],
  weather: ['晴', '多云', '阴', '小雨', '阵雨'],
  bestTravelTime: ['3月-5月', '4月-10月', '9月-11月', '全年皆宜', '6月-9月'],
  briefing(name) {
    return `${name}：山水相依，人文荟萃。`;
  },
  intro(kindLabel, name, address) {
    return [
      `${name}坐落于${address}，是游客了解当地文化的优选${kindLabel}。`,
      `这里四季景色各异，春赏花、夏避暑、秋观叶、冬品年味，每年吸引大量游客前来参观游览。`,
      `周边交通便利，配套设施完善，建议游玩时间为半天至一天。`,
    ];
  },
  ticketPolicy(charged) {
    return charged
      ? '成人票90元/人；学生、60-69岁老人凭有效证件半价；身高1.2米以下儿童、70岁以上老人、现役军人免票。'
      : '免费开放，节假日请提前在线预约。';
  },
  trafficInfo(name, city) {
    return `从${city}中心城区乘坐旅游直通车可直达${name}；自驾可导航至景区游客中心停车场。`;
  },
  kindLabel: {
    CONTENT_TYPE_SCENERY: '景区',
    CONTENT_TYPE_SCENIC_SPOTS: '景点',
    CONTENT_TYPE_VENUE: '文化场馆',
    CONTENT_TYPE_HOTEL: '酒店',
    CONTENT_TYPE_RESTAURANT: '美食店铺',
    CONTENT_TYPE_RURAL: '乡村旅游目的地',
    CONTENT_TYPE_ENTERTAINMENT: '娱乐场所',
    CONTENT_TYPE_SPECIALITY: '地方特产',
    CONTENT_TYPE_EXHIBITION: '展览',
    CONTENT_TYPE_COLLECTION: '馆藏文物',
    CONTENT_TYPE_AGRITAINMENT: '民宿',
    CONTENT_TYPE_RURAL_SPOTS: '乡村景点',
    CONTENT_TYPE_RESEARCH_BASE: '研学基地',
    CONTENT_TYPE_SCENIC_PROJECT: '游乐项目',
    CONTENT_TYPE_SCENIC_SHOW: '精彩演出',
    CONTENT_TYPE_SCENIC_THEME: '主题园区',
  },
  orderRoomNames: ['多功能厅', '报告厅', '培训室', '排练厅', '展厅'],
};

export const FR: Lexicon = {
  kinds: FR_KINDS,
  streets: ['rue Xinyi', 'rue Qiyi', 'rue Wuyi', 'avenue Fuhui', 'rue Xianghe', 'avenue Minzhu', 'rue Guangbi', 'rue Yuhe'],
  address(rng, { county, town }) {
    return `${rng.int(1, 199)} ${rng.pick(this.streets)}, ${town ? `${town}, ` : ''}${county}, Lijiang, Yunnan`;
  },
  themes: ['Paysages naturels', 'Patrimoine culturel', 'Culture naxi', 'Randonnée', 'Photographie', 'En famille', 'Détente'],
  venueTags: ['Entrée libre', 'Sur réservation', 'Accessible', 'Visite guidée', 'Boutique', 'Parking'],
  cuisines: ['Cuisine naxi', 'Cuisine du Yunnan', 'Fondue', 'Cuisine de rue', 'Maison de thé'],
  roomNames: [
    'Chambre double standard',
    'Chambre lit king-size',
    'Chambre supérieure',
    'Suite familiale',
    'Chambre avec vue',
    'Suite de luxe',
  ],
  bedTypes: ['Lit double 1,8 m', 'Deux lits 1,2 m', 'Lit king-size 2,0 m'],
  weather: ['Ensoleillé', 'Nuageux', 'Couvert', 'Averses', 'Pluie légère'],
  bestTravelTime: ['Mars - mai', 'Septembre - novembre', "Toute l'année", 'Avril - octobre'],
  briefing(name) {
    return `${name} : entre montagnes et culture naxi.`;
  },
  intro(kindLabel, name, address) {
    return [
      `${name} se trouve au ${address}. C'est l'un des ${kindLabel}s les plus appréciés de la région.`,
      `Au fil des saisons, les visiteurs y découvrent les traditions naxi, l'architecture ancienne et des paysages de haute montagne.`,
      `Comptez une demi-journée à une journée de visite. Pensez à vous protéger du soleil : l'altitude dépasse 2 400 mètres.`,
    ];
  },
  ticketPolicy(charged) {
    return charged
      ? 'Plein tarif 100 ¥ ; demi-tarif pour les étudiants et les 60-69 ans ; gratuit pour les enfants de moins de 1,2 m.'
      : 'Entrée libre ; réservation conseillée les jours fériés.';
  },
  trafficInfo(name, city) {
    return `Navettes touristiques depuis le centre de ${city} jusqu'à ${name} ; parking au centre d'accueil.`;
  },
  kindLabel: {
    CONTENT_TYPE_SCENERY: 'site touristique',
    CONTENT_TYPE_SCENIC_SPOTS: 'point de vue',
    CONTENT_TYPE_VENUE: 'lieu culturel',
    CONTENT_TYPE_HOTEL: 'hébergement',
    CONTENT_TYPE_RESTAURANT: 'restaurant',
    CONTENT_TYPE_RURAL: 'village',
    CONTENT_TYPE_ENTERTAINMENT: 'spectacle',
    CONTENT_TYPE_SPECIALITY: 'spécialité',
    CONTENT_TYPE_EXHIBITION: 'exposition',
    CONTENT_TYPE_COLLECTION: 'pièce de collection',
    // one word each: the French intro makes a plural of it ("l'un des gîtes…")
    CONTENT_TYPE_AGRITAINMENT: 'gîte',
    CONTENT_TYPE_RURAL_SPOTS: 'curiosité',
    CONTENT_TYPE_RESEARCH_BASE: 'établissement',
    CONTENT_TYPE_SCENIC_PROJECT: 'attraction',
    CONTENT_TYPE_SCENIC_SHOW: 'spectacle',
    CONTENT_TYPE_SCENIC_THEME: 'espace',
  },
  orderRoomNames: ['Salle polyvalente', 'Auditorium', 'Atelier', 'Salle de répétition'],
};

export const EN: Lexicon = {
  kinds: EN_KINDS,
  streets: ['Zhongshan Road', 'Binjiang Road', 'Jiefang Road', 'Lijun Road', 'Qixing Road', 'Xishan Road', 'Diecai Road', 'West Street'],
  address(rng, { city, county, town }) {
    return `${rng.int(1, 199)} ${rng.pick(this.streets)}, ${town ? `${town}, ` : ''}${county}, ${city}, Guangxi`;
  },
  themes: ['Karst scenery', 'River cruises', 'Cycling', 'Photography', 'Family trips', 'Hiking', 'Ethnic culture'],
  venueTags: ['Free entry', 'Booking required', 'Step-free access', 'Guided tours', 'Gift shop', 'Parking'],
  cuisines: ['Guilin rice noodles', 'Guangxi cuisine', 'Beer fish', 'Street food', 'Tea house', 'Hot pot'],
  roomNames: ['Standard twin room', 'Deluxe king room', 'Superior room', 'Family suite', 'River view room', 'Executive suite'],
  bedTypes: ['Double bed 1.8 m', 'Two single beds 1.2 m', 'King bed 2.0 m'],
  weather: ['Sunny', 'Cloudy', 'Overcast', 'Showers', 'Light rain'],
  bestTravelTime: ['April - October', 'September - November', 'All year round', 'March - May'],
  briefing(name) {
    return `${name}: karst peaks, clear rivers and village life.`;
  },
  intro(kindLabel, name, address) {
    return [
      `${name} is at ${address}. It is one of the best-loved ${kindLabel}s of the region.`,
      `Through the seasons visitors come for the limestone peaks, the river views and the traditions of the Zhuang, Yao and Dong peoples.`,
      `Allow half a day to a full day. Summers are hot and humid: bring water, sun protection and a light raincoat.`,
    ];
  },
  ticketPolicy(charged) {
    return charged
      ? 'Adults ¥80; half price for students and visitors aged 60-69 with ID; free for children under 1.2 m and visitors over 70.'
      : 'Free entry; booking recommended on public holidays.';
  },
  trafficInfo(name, city) {
    return `Tourist shuttle buses run from central ${city} to ${name}; parking at the visitor centre.`;
  },
  kindLabel: {
    CONTENT_TYPE_SCENERY: 'scenic area',
    CONTENT_TYPE_SCENIC_SPOTS: 'sight',
    CONTENT_TYPE_VENUE: 'cultural venue',
    CONTENT_TYPE_HOTEL: 'hotel',
    CONTENT_TYPE_RESTAURANT: 'restaurant',
    CONTENT_TYPE_RURAL: 'village',
    CONTENT_TYPE_ENTERTAINMENT: 'show',
    CONTENT_TYPE_SPECIALITY: 'local speciality',
    CONTENT_TYPE_EXHIBITION: 'exhibition',
    CONTENT_TYPE_COLLECTION: 'collection piece',
    // one word or a noun phrase each: the English intro makes a plural of it ("one of the best-loved guesthouses")
    CONTENT_TYPE_AGRITAINMENT: 'guesthouse',
    CONTENT_TYPE_RURAL_SPOTS: 'village sight',
    CONTENT_TYPE_RESEARCH_BASE: 'study centre',
    CONTENT_TYPE_SCENIC_PROJECT: 'attraction',
    CONTENT_TYPE_SCENIC_SHOW: 'show',
    CONTENT_TYPE_SCENIC_THEME: 'theme area',
  },
  orderRoomNames: ['Multi-purpose hall', 'Lecture hall', 'Workshop room', 'Rehearsal room'],
};

export const JA: Lexicon = {
  kinds: JA_KINDS,
  streets: ['東大街', '西大街', '南大街', '北大街', '長安路', '雁塔路', '朱雀大街', '含光路'],
  address(rng, { city, county, town }) {
    return `陝西省${city}${county}${town ?? ''}${rng.pick(this.streets)}${rng.int(1, 199)}号`;
  },
  themes: ['歴史・遺跡', '仏教文化', 'シルクロード', '博物館めぐり', 'グルメ', '写真映え', '家族旅行'],
  venueTags: ['入場無料', '要予約', 'バリアフリー', 'ガイド案内', 'ミュージアムショップ', '駐車場'],
  cuisines: ['陝西料理', '麺料理', '羊肉泡饃', '屋台グルメ', '茶館', '餃子'],
  roomNames: [
    'スタンダードツイン',
    'デラックスダブル',
    'スーペリアルーム',
    'ファミリースイート',
    '城壁ビュールーム',
    'エグゼクティブスイート',
  ],
  bedTypes: ['ダブルベッド 1.8m', 'シングルベッド2台 1.2m', 'キングベッド 2.0m'],
  weather: ['晴れ', 'くもり', '曇天', 'にわか雨', '小雨'],
  bestTravelTime: ['3月〜5月', '9月〜11月', '通年', '4月〜10月'],
  briefing(name) {
    return `${name}：古都長安の歴史を今に伝える。`;
  },
  intro(kindLabel, name, address) {
    return [
      `${name}は${address}にある、地域を代表する${kindLabel}です。`,
      `周・秦・漢・唐の都が置かれた西安では、遣唐使ゆかりの史跡や仏教寺院、シルクロードの文化に四季を通じて触れることができます。`,
      `見学の目安は半日から1日です。夏は暑く乾燥するので、水分補給と日焼け対策をお忘れなく。`,
    ];
  },
  ticketPolicy(charged) {
    return charged
      ? '大人120元。学生・60〜69歳の方は証明書の提示で半額。身長1.2m未満のお子様と70歳以上の方は無料。'
      : '入場無料。祝日は事前のオンライン予約をおすすめします。';
  },
  trafficInfo(name, city) {
    return `${city}中心部から観光シャトルバスで${name}へ直行できます。お車の場合はビジターセンターの駐車場をご利用ください。`;
  },
  kindLabel: {
    CONTENT_TYPE_SCENERY: '観光地',
    CONTENT_TYPE_SCENIC_SPOTS: '見どころ',
    CONTENT_TYPE_VENUE: '文化施設',
    CONTENT_TYPE_HOTEL: 'ホテル',
    CONTENT_TYPE_RESTAURANT: 'レストラン',
    CONTENT_TYPE_RURAL: '農村',
    CONTENT_TYPE_ENTERTAINMENT: 'エンターテインメント',
    CONTENT_TYPE_SPECIALITY: '特産品',
    CONTENT_TYPE_EXHIBITION: '展覧会',
    CONTENT_TYPE_COLLECTION: '所蔵品',
    CONTENT_TYPE_AGRITAINMENT: '民宿',
    CONTENT_TYPE_RURAL_SPOTS: '農村の見どころ',
    CONTENT_TYPE_RESEARCH_BASE: '体験学習施設',
    CONTENT_TYPE_SCENIC_PROJECT: 'アトラクション',
    CONTENT_TYPE_SCENIC_SHOW: 'ショー',
    CONTENT_TYPE_SCENIC_THEME: 'テーマエリア',
  },
  orderRoomNames: ['多目的ホール', '講堂', 'ワークショップ室', 'リハーサル室'],
};

export const KO: Lexicon = {
  kinds: KO_KINDS,
  streets: ['인민로', '광명로', '장백로', '연길대로', '해란강로', '문화로', '공원로', '진달래거리'],
  address(rng, { city, county, town }) {
    return `${city} ${county} ${town ? `${town} ` : ''}${rng.pick(this.streets)} ${rng.int(1, 199)}호`;
  },
  themes: ['자연 풍경', '조선족 문화', '역사 탐방', '온천', '트레킹', '사진 명소', '가족 여행'],
  venueTags: ['무료 입장', '예약제', '무장애 시설', '해설 서비스', '기념품 가게', '주차장'],
  cuisines: ['조선족 요리', '냉면', '양꼬치', '길거리 음식', '찻집', '불고기'],
  roomNames: ['스탠다드 트윈룸', '디럭스 더블룸', '슈페리어룸', '패밀리 스위트', '리버뷰룸', '이그제큐티브 스위트'],
  bedTypes: ['더블 침대 1.8m', '싱글 침대 2개 1.2m', '킹 침대 2.0m'],
  weather: ['맑음', '구름 조금', '흐림', '소나기', '약한 비'],
  bestTravelTime: ['6월~9월', '9월~10월', '연중', '5월~10월'],
  briefing(name) {
    return `${name}: 장백산 자락의 자연과 조선족 문화.`;
  },
  intro(kindLabel, name, address) {
    return [
      `${name}은(는) ${address}에 있는 이 지역의 대표적인 ${kindLabel}입니다.`,
      `사계절 내내 장백산의 웅장한 자연, 두만강 풍경, 조선족의 음식과 민속을 즐길 수 있습니다.`,
      `관람 시간은 반나절에서 하루 정도입니다. 산간 지역은 기온 차가 크니 겉옷을 챙기세요.`,
    ];
  },
  ticketPolicy(charged) {
    return charged
      ? '성인 105위안. 학생과 60~69세는 신분증 제시 시 반값. 키 1.2m 미만 어린이와 70세 이상은 무료.'
      : '무료 입장. 공휴일에는 온라인 사전 예약을 권장합니다.';
  },
  trafficInfo(name, city) {
    return `${city} 시내에서 관광 셔틀버스로 ${name}까지 바로 갈 수 있습니다. 자가용은 방문자 센터 주차장을 이용하세요.`;
  },
  kindLabel: {
    CONTENT_TYPE_SCENERY: '관광지',
    CONTENT_TYPE_SCENIC_SPOTS: '명소',
    CONTENT_TYPE_VENUE: '문화 시설',
    CONTENT_TYPE_HOTEL: '호텔',
    CONTENT_TYPE_RESTAURANT: '음식점',
    CONTENT_TYPE_RURAL: '농촌 마을',
    CONTENT_TYPE_ENTERTAINMENT: '공연·오락',
    CONTENT_TYPE_SPECIALITY: '특산품',
    CONTENT_TYPE_EXHIBITION: '전시',
    CONTENT_TYPE_COLLECTION: '소장품',
    CONTENT_TYPE_AGRITAINMENT: '민박',
    CONTENT_TYPE_RURAL_SPOTS: '농촌 명소',
    CONTENT_TYPE_RESEARCH_BASE: '체험 학습 기지',
    CONTENT_TYPE_SCENIC_PROJECT: '놀이 시설',
    CONTENT_TYPE_SCENIC_SHOW: '공연',
    CONTENT_TYPE_SCENIC_THEME: '테마 구역',
  },
  orderRoomNames: ['다목적홀', '강당', '공방', '연습실'],
};
