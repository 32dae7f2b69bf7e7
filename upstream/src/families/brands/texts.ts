/** The demo brands of each demo site (French on site530700): [name, slogan]. */

interface BrandTexts {
  brands: readonly (readonly [string, string])[];
  introduce(name: string, slogan: string): string;
}

const cnIntroduce = (name: string, slogan: string) =>
  [
    `<p><strong>${name}</strong>——${slogan}。</p>`,
    `<p>${name}是当地重点打造的文化旅游品牌，串联起区域内的精品景区、特色村落、非遗项目与地道美食，让游客在一次旅程中读懂一座城。</p>`,
    '<p>品牌以“文旅融合、主客共享”为理念，每年推出主题线路、节庆活动与研学产品，并联合沿线站点提供统一的服务标准。</p>',
    '<h3>推荐玩法</h3><ul><li>一日经典：核心景区 + 城市漫步</li><li>两日深度：特色村落 + 非遗体验</li><li>亲子研学：自然课堂 + 手作工坊</li></ul>',
  ].join('');

export const BRAND_TEXTS: Record<string, BrandTexts> = {
  site510100: {
    brands: [
      ['天府旅游名县', '县域文旅的金字招牌'], ['熊猫家园', '和国宝做邻居'], ['美食之都', '舌尖上的天府'], ['天府古镇', '千年烟火，慢享时光'],
      ['公园城市', '城在园中，人在景中'], ['天府绿道', '一条绿道，串起全城'], ['都江堰水文化', '两千年活着的水利'], ['青城问道', '青城天下幽'],
      ['蜀锦蜀绣', '指尖上的非遗'], ['川剧艺术', '一瞬变脸，百年传承'], ['成都夜游', '点亮夜间消费'], ['三国文化之旅', '跟着三国游成都'],
      ['天府农博', '田园里的新农人'], ['金沙古蜀', '太阳神鸟的故乡'],
    ],
    introduce: cnIntroduce,
  },
  site513225: {
    brands: [
      ['童话世界九寨', '人间仙境，童话世界'], ['藏羌风情', '走进藏羌人家'], ['九寨千古情', '一生必看的演出'], ['高原生态', '绿水青山的样板'],
      ['冰川湖泊', '湖光山色甲天下'], ['藏寨人家', '住进藏式小院'], ['九寨秋色', '五彩斑斓的秋天'], ['大熊猫国家公园', '国宝的自然家园'],
      ['藏医药文化', '雪域高原的智慧'], ['冬季九寨', '冰瀑雪景等你来'], ['徒步天堂', '用脚步丈量山河'], ['星空九寨', '抬头就是银河'],
    ],
    introduce: cnIntroduce,
  },
  site620200: {
    brands: [
      ['天下第一雄关', '万里长城第一关'], ['长城文化', '读懂长城的前世今生'], ['丝路明珠', '丝绸之路上的驿站'], ['戈壁风光', '大漠孤烟直'],
      ['关城夜色', '灯火里的雄关'], ['边塞诗词', '秦时明月汉时关'], ['魏晋墓画', '地下画廊'], ['讨赖河谷', '峡谷里的长城'],
      ['航空小镇', '飞向戈壁蓝天'], ['雄关美食', '西北的烟火味'], ['工业旅游', '钢城印记'], ['雄关国际短片', '光影之城'],
    ],
    introduce: cnIntroduce,
  },
  site530700: {
    brands: [
      ['Lijiang, cité naxi', 'Une ville vivante au pied des neiges'], ['Écriture dongba vivante', 'La dernière écriture pictographique'],
      ['Route du thé et des chevaux', 'Sur les pas des caravanes'], ['Neiges du Dragon de Jade', 'Le glacier le plus au sud'],
      ['Lac Lugu, pays mosuo', 'Le royaume des femmes'], ['Musique ancienne naxi', 'Des airs venus des Song'],
      ['Villages du Yunnan', 'Dormir chez l’habitant'], ['Saveurs de Lijiang', 'Baba, thé et fondue'],
      ['Lijiang la nuit', 'Lanternes et canaux'], ['Randonnées himalayennes', 'Des gorges aux alpages'],
      ['Artisans naxi', 'Argent, cuivre et broderie'], ['Camélias et rhododendrons', 'Un jardin de montagne'],
      ['Patrimoine mondial', 'Trois sites classés par l’UNESCO'],
    ],
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong> — ${slogan}.</p>`,
        `<p>${name} est une marque culturelle et touristique de Lijiang : elle relie des sites, des villages, des savoir-faire et des tables de la région pour raconter la culture naxi en un seul voyage.</p>`,
        '<p>Chaque année, la marque propose des itinéraires à thème, des fêtes et des ateliers pédagogiques, avec un même niveau de service dans tous les lieux partenaires.</p>',
        '<h3>Idées de visite</h3><ul><li>Une journée : le site phare et la vieille ville à pied</li><li>Deux jours : un village et un atelier d’artisan</li><li>En famille : classe nature et atelier manuel</li></ul>',
      ].join(''),
  },
};
