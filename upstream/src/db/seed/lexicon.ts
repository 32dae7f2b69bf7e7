/** Wording of generated texts, per site language (Chinese sites and the French-language site). */
import type { Rng } from './prng.ts';

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
  summary(kindLabel: string, name: string, county: string): string;
  briefing(name: string): string;
  intro(kindLabel: string, name: string, address: string): string[];
  ticketPolicy(charged: boolean): string;
  trafficInfo(name: string, city: string): string;
  kindLabel: Record<string, string>;
  orderRoomNames: readonly string[];
}

export const CN: Lexicon = {
  streets: ['人民路', '中山路', '建设路', '文化路', '滨江路', '解放路', '光华大道', '锦华路', '青城路', '迎宾大道', '学府路', '新华大道', '红星路', '东风路'],
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
  summary(kindLabel, name, county) {
    return `${name}位于${county}，是当地颇具代表性的${kindLabel}。`;
  },
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
  streets: ['rue Xinyi', 'rue Qiyi', 'rue Wuyi', 'avenue Fuhui', 'rue Xianghe', 'avenue Minzhu', 'rue Guangbi', 'rue Yuhe'],
  address(rng, { county, town }) {
    return `${rng.int(1, 199)} ${rng.pick(this.streets)}, ${town ? `${town}, ` : ''}${county}, Lijiang, Yunnan`;
  },
  themes: ['Paysages naturels', 'Patrimoine culturel', 'Culture naxi', 'Randonnée', 'Photographie', 'En famille', 'Détente'],
  venueTags: ['Entrée libre', 'Sur réservation', 'Accessible', 'Visite guidée', 'Boutique', 'Parking'],
  cuisines: ['Cuisine naxi', 'Cuisine du Yunnan', 'Fondue', 'Cuisine de rue', 'Maison de thé'],
  roomNames: ['Chambre double standard', 'Chambre lit king-size', 'Chambre supérieure', 'Suite familiale', 'Chambre avec vue', 'Suite de luxe'],
  bedTypes: ['Lit double 1,8 m', 'Deux lits 1,2 m', 'Lit king-size 2,0 m'],
  weather: ['Ensoleillé', 'Nuageux', 'Couvert', 'Averses', 'Pluie légère'],
  bestTravelTime: ['Mars - mai', 'Septembre - novembre', "Toute l'année", 'Avril - octobre'],
  summary(kindLabel, name, county) {
    return `${name}, ${kindLabel} incontournable (${county}).`;
  },
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
