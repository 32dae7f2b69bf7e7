/**
 * The storefront's words: its refusals (in Chinese, as the shop's are), the category names, the
 * menu entry, and every demo site's products in the site's language (the Chengdu site's shop is
 * the Dongpo district's, Meishan: its pickles, specialties, bamboo weaving and the Three Su
 * Temple's cultural goods).
 */
import type { InLanguages } from '../demo.ts';

/** Most pieces of one product in one order. */
export const MAX_QUANTITY = 10;

export const STOREFRONT_TEXTS = {
  ordered: '下单成功',
  noProduct: '商品不存在',
  badQuantity: `购买数量应为1-${MAX_QUANTITY}件`,
  soldOut: '库存不足',
} as const;

export const CATEGORIES = ['PICKLE', 'SPECIALTY', 'CRAFT', 'CULTURE'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: InLanguages<Record<Category, string>> = {
  CN: { PICKLE: '东坡泡菜', SPECIALTY: '地方特产', CRAFT: '手工艺品', CULTURE: '文创好物' },
  EN: { PICKLE: 'Pickles', SPECIALTY: 'Local specialties', CRAFT: 'Crafts', CULTURE: 'Cultural goods' },
  FRENCH: { PICKLE: 'Conserves', SPECIALTY: 'Spécialités locales', CRAFT: 'Artisanat', CULTURE: 'Objets culturels' },
  JAPANESE: { PICKLE: '漬物', SPECIALTY: '特産品', CRAFT: '工芸品', CULTURE: '文化グッズ' },
  KOREAN: { PICKLE: '절임 식품', SPECIALTY: '지역 특산품', CRAFT: '공예품', CULTURE: '문화 상품' },
};

/** The service-menu entry opening the storefront (`DPQ-SHOP`, on the Dongpo district's site). */
export const MENU_NAME = '东坡好物';

/** A demo product: category, name, the shop it comes from, price in cents, stock, summary. */
export type DemoProduct = readonly [Category, string, string, number, number, string];

const DONGPO = '东坡区特产馆';
const QINGSHEN = '青神竹编艺术馆';
const SANSU = '三苏祠文创店';
const LIJI = '李记东坡泡菜坊';

/** The Dongpo district's storefront on the Chengdu site (one sold out, more than one page). */
const CHENGDU: readonly DemoProduct[] = [
  ['PICKLE', '东坡泡菜·老坛酸菜 500g', LIJI, 1880, 320, '眉山东坡区传统老坛发酵，酸香脆爽，炖鱼炒肉皆宜。'],
  ['PICKLE', '东坡泡菜·泡椒 400g', LIJI, 1590, 210, '二荆条鲜椒入坛，泡足九十天，色红味醇。'],
  ['PICKLE', '东坡泡菜·泡萝卜 400g', LIJI, 1290, 0, '白萝卜切条入坛，清脆爽口，佐粥下饭。'],
  ['PICKLE', '东坡泡菜礼盒（六味装）', DONGPO, 8800, 60, '酸菜、泡椒、泡姜、泡萝卜、泡豇豆、泡青菜六味，附东坡诗词卡。'],
  ['SPECIALTY', '东坡肘子真空装 800g', DONGPO, 6800, 90, '眉山传统做法，文火慢炖，加热即食。'],
  ['SPECIALTY', '眉山春见耙耙柑 5kg', DONGPO, 5990, 150, '东坡区果园直发，皮薄化渣，清甜多汁。'],
  ['SPECIALTY', '洪雅藤椒油 250ml', DONGPO, 3200, 180, '洪雅鲜藤椒冷榨，麻香清新，凉拌点睛。'],
  ['SPECIALTY', '仁寿枇杷膏 300g', DONGPO, 4500, 75, '仁寿枇杷鲜果熬制，润喉清甜。'],
  ['CRAFT', '青神竹编茶具套装', QINGSHEN, 26800, 12, '国家级非遗青神竹编，竹丝细如发，包裹白瓷茶具一壶四杯。'],
  ['CRAFT', '青神竹编果篮', QINGSHEN, 9800, 30, '手工平编竹篮，透气耐用，摆放水果点心。'],
  ['CRAFT', '竹编书签（三枚装）', QINGSHEN, 3800, 100, '竹丝编出东坡诗句，轻薄可夹书页。'],
  ['CULTURE', '三苏祠文创书签', SANSU, 2500, 200, '以三苏祠红墙绿树为题的铜质书签。'],
  ['CULTURE', '东坡诗词手账本', SANSU, 4200, 140, '收录东坡诗词六十首，内页宣纸质感。'],
  ['CULTURE', '“一蓑烟雨”帆布包', SANSU, 5900, 80, '取《定风波》词意印制，棉麻帆布，可装笔记本电脑。'],
];

/** Every other demo site's storefront, in the site's language (by site code). */
const OTHERS: Readonly<Record<string, readonly DemoProduct[]>> = {
  site513225: [
    ['SPECIALTY', '九寨沟牦牛肉干 250g', '九寨沟特产店', 6800, 120, '高原牦牛肉风干，手撕有嚼劲。'],
    ['SPECIALTY', '九寨沟高山蜂蜜 500g', '九寨沟特产店', 5800, 60, '海拔三千米的百花蜜，自然成熟。'],
    ['CRAFT', '藏式手工编织围巾', '漳扎镇手工坊', 12800, 25, '牦牛绒手工编织，轻暖。'],
    ['CULTURE', '九寨沟风光明信片（十二张）', '九寨沟游客中心', 3000, 300, '五花海、诺日朗瀑布等十二处四季风光。'],
  ],
  site530700: [
    [
      'SPECIALTY',
      'Thé pu-erh du Yunnan, galette de 357 g',
      'Maison du thé de Lijiang',
      16800,
      40,
      'Galette pressée de thé pu-erh vieilli, infusions multiples.',
    ],
    [
      'SPECIALTY',
      'Gâteaux aux fleurs de rose (6 pièces)',
      'Pâtisserie de la vieille ville',
      3600,
      90,
      'Pâte feuilletée fourrée de pétales de rose du Yunnan.',
    ],
    ['CRAFT', 'Tissu teint à la main naxi', 'Atelier de Baisha', 9800, 20, 'Teinture végétale à réserve, motifs naxi.'],
    ['CULTURE', 'Carnet aux écritures dongba', 'Librairie de Sifang', 4500, 70, 'Carnet illustré des pictogrammes dongba.'],
  ],
  site620200: [
    ['SPECIALTY', '祁连山牦牛肉 500g', '嘉峪关特产店', 8800, 40, '祁连山草原牦牛，酱卤即食。'],
    ['CRAFT', '酒泉夜光杯（一对）', '嘉峪关特产店', 16800, 15, '祁连玉手工琢制，薄如纸，光可鉴人。'],
    ['CULTURE', '关城文创冰箱贴', '嘉峪关关城文创店', 2800, 200, '天下第一雄关城楼造型。'],
  ],
  site450300: [
    [
      'SPECIALTY',
      'Guilin rice noodle kit (4 servings)',
      'Guilin Specialty Store',
      4800,
      150,
      'Dried rice noodles with braised-brine sauce, pickled beans and peanuts.',
    ],
    [
      'SPECIALTY',
      'Osmanthus honey 500 g',
      'Guilin Specialty Store',
      5200,
      80,
      'Honey from the osmanthus trees of Guilin, harvested in autumn.',
    ],
    ['CRAFT', 'Yangshuo painted paper fan', 'West Street Crafts', 3800, 60, 'Hand-painted Li River landscape on a bamboo fan.'],
    [
      'CULTURE',
      'Li River scroll postcard set',
      'Elephant Trunk Hill Shop',
      2600,
      0,
      'Twelve postcards along the Li River from Guilin to Yangshuo.',
    ],
  ],
  site610100: [
    ['SPECIALTY', '臨潼ザクロ 5kg', '臨潼特産店', 6800, 50, '驪山のふもとで育った甘いザクロ。'],
    ['CRAFT', '陝西の切り絵（額装）', '回民街工芸館', 8800, 30, '秦の故事を描いた手切りの切り絵。'],
    ['CULTURE', '兵馬俑ミニフィギュア（5体）', '兵馬俑博物館ショップ', 12800, 45, '将軍俑・跪射俑など五体の縮小レプリカ。'],
  ],
  site222400: [
    ['SPECIALTY', '연변 사과배 5kg', '연길 특산품점', 5800, 100, '연변에서 자란 사과배, 아삭하고 달콤하다.'],
    ['SPECIALTY', '장백산 인삼 절편 200g', '연길 특산품점', 19800, 30, '장백산 기슭에서 재배한 인삼을 얇게 저민 절편.'],
    ['PICKLE', '조선족 배추김치 1kg', '연길 김치공방', 3900, 80, '조선족 전통 방식으로 담근 배추김치.'],
    ['CULTURE', '연변 민속 엽서 세트', '연길 문화상품점', 2400, 150, '연변의 민속 풍경을 담은 엽서 열 장.'],
  ],
  site650100: [
    ['SPECIALTY', '和田大枣 1kg', '乌鲁木齐大巴扎特产店', 4800, 120, '和田骏枣，肉厚核小，自然晾干。'],
    ['SPECIALTY', '吐鲁番无核白葡萄干 500g', '乌鲁木齐大巴扎特产店', 3600, 160, '吐鲁番阴房晾制，绿润清甜。'],
    ['CRAFT', '艾德莱斯绸丝巾', '大巴扎手工坊', 16800, 20, '和田手工扎染的艾德莱斯绸。'],
    ['CULTURE', '新疆博物馆文创冰箱贴', '新疆博物馆文创店', 2800, 180, '以馆藏文物为题的冰箱贴。'],
  ],
};

/** A demo site's products: the Dongpo district's on the Chengdu site, each other site's own. */
export function demoProducts(siteCode: string): readonly DemoProduct[] {
  return siteCode === 'site510100' ? CHENGDU : (OTHERS[siteCode] ?? []);
}
