/** The demo brands of each demo site (French on site530700, English on site450300, Japanese on site610100, Korean on site222400): [name, slogan]. */

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
      ['天府旅游名县', '县域文旅的金字招牌'],
      ['熊猫家园', '和国宝做邻居'],
      ['美食之都', '舌尖上的天府'],
      ['天府古镇', '千年烟火，慢享时光'],
      ['公园城市', '城在园中，人在景中'],
      ['天府绿道', '一条绿道，串起全城'],
      ['都江堰水文化', '两千年活着的水利'],
      ['青城问道', '青城天下幽'],
      ['蜀锦蜀绣', '指尖上的非遗'],
      ['川剧艺术', '一瞬变脸，百年传承'],
      ['成都夜游', '点亮夜间消费'],
      ['三国文化之旅', '跟着三国游成都'],
      ['天府农博', '田园里的新农人'],
      ['金沙古蜀', '太阳神鸟的故乡'],
    ],
    introduce: cnIntroduce,
  },
  site513225: {
    brands: [
      ['童话世界九寨', '人间仙境，童话世界'],
      ['藏羌风情', '走进藏羌人家'],
      ['九寨千古情', '一生必看的演出'],
      ['高原生态', '绿水青山的样板'],
      ['冰川湖泊', '湖光山色甲天下'],
      ['藏寨人家', '住进藏式小院'],
      ['九寨秋色', '五彩斑斓的秋天'],
      ['大熊猫国家公园', '国宝的自然家园'],
      ['藏医药文化', '雪域高原的智慧'],
      ['冬季九寨', '冰瀑雪景等你来'],
      ['徒步天堂', '用脚步丈量山河'],
      ['星空九寨', '抬头就是银河'],
    ],
    introduce: cnIntroduce,
  },
  site620200: {
    brands: [
      ['天下第一雄关', '万里长城第一关'],
      ['长城文化', '读懂长城的前世今生'],
      ['丝路明珠', '丝绸之路上的驿站'],
      ['戈壁风光', '大漠孤烟直'],
      ['关城夜色', '灯火里的雄关'],
      ['边塞诗词', '秦时明月汉时关'],
      ['魏晋墓画', '地下画廊'],
      ['讨赖河谷', '峡谷里的长城'],
      ['航空小镇', '飞向戈壁蓝天'],
      ['雄关美食', '西北的烟火味'],
      ['工业旅游', '钢城印记'],
      ['雄关国际短片', '光影之城'],
    ],
    introduce: cnIntroduce,
  },
  site530700: {
    brands: [
      ['Lijiang, cité naxi', 'Une ville vivante au pied des neiges'],
      ['Écriture dongba vivante', 'La dernière écriture pictographique'],
      ['Route du thé et des chevaux', 'Sur les pas des caravanes'],
      ['Neiges du Dragon de Jade', 'Le glacier le plus au sud'],
      ['Lac Lugu, pays mosuo', 'Le royaume des femmes'],
      ['Musique ancienne naxi', 'Des airs venus des Song'],
      ['Villages du Yunnan', 'Dormir chez l’habitant'],
      ['Saveurs de Lijiang', 'Baba, thé et fondue'],
      ['Lijiang la nuit', 'Lanternes et canaux'],
      ['Randonnées himalayennes', 'Des gorges aux alpages'],
      ['Artisans naxi', 'Argent, cuivre et broderie'],
      ['Camélias et rhododendrons', 'Un jardin de montagne'],
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
  site450300: {
    brands: [
      ['Guilin Landscapes', 'The finest scenery under heaven'],
      ['Li River Cruises', 'A painting that moves'],
      ['Yangshuo by Bike', 'Karst peaks at your own pace'],
      ['Longji Terraces', 'Staircases to the sky'],
      ['Guilin Rice Noodles', 'A bowl for every morning'],
      ['Zhuang and Yao Culture', 'Songs, brocade and long hair'],
      ['Osmanthus City', 'The scent of autumn'],
      ['Caves of Guilin', 'Palaces under the hills'],
      ['Guilin by Night', 'Lights on the two rivers and four lakes'],
      ['Village Stays', 'Sleep where the farmers live'],
    ],
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong>: ${slogan}.</p>`,
        `<p>${name} is one of Guilin's culture and tourism brands: it links scenic areas, villages, crafts and kitchens of the region so that one trip tells the story of the karst country.</p>`,
        '<p>Every year the brand offers themed routes, festivals and study trips, with the same standard of service at every partner.</p>',
        '<h3>Ideas for a visit</h3><ul><li>One day: the main sight and a walk through town</li><li>Two days: a village and a craft workshop</li><li>With children: a nature class and a hands-on workshop</li></ul>',
      ].join(''),
  },
  site610100: {
    brands: [
      ['古都長安', '十三王朝の都'],
      ['兵馬俑の世界', '地下に眠る大軍団'],
      ['シルクロードの起点', '東西交流の扉'],
      ['大唐不夜城', '光あふれる唐の夜'],
      ['遣唐使ゆかりの地', '阿倍仲麻呂と空海の足跡'],
      ['西安グルメ', '麺と泡饃の都'],
      ['城壁めぐり', '自転車で一周14キロ'],
      ['仏教の聖地', '玄奘と法相宗のふるさと'],
      ['秦嶺の自然', '都のそばの深い山'],
      ['陝西の伝統芸能', '秦腔と影絵芝居'],
    ],
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong>――${slogan}。</p>`,
        `<p>${name}は西安を代表する文化観光ブランドです。名所旧跡、村、伝統工芸、郷土料理をつなぎ、一度の旅で古都の物語を伝えます。</p>`,
        '<p>毎年テーマコースや祭り、体験学習プログラムを企画し、提携施設では同じ水準のサービスを提供しています。</p>',
        '<h3>おすすめの楽しみ方</h3><ul><li>1日：代表的な名所と街歩き</li><li>2日：村めぐりと工芸体験</li><li>親子で：自然教室と手づくり体験</li></ul>',
      ].join(''),
  },
  site222400: {
    brands: [
      ['장백산', '천지가 품은 신비'],
      ['조선족 문화', '노래와 춤의 고향'],
      ['두만강 국경 여행', '세 나라가 만나는 곳'],
      ['윤동주 문학 기행', '하늘과 바람과 별과 시'],
      ['연길 맛집', '냉면과 양꼬치의 도시'],
      ['진달래 축제', '봄을 알리는 붉은 꽃'],
      ['장백산 온천', '설산 아래 따뜻한 물'],
      ['겨울 연변', '눈과 얼음의 축제'],
      ['민속촌 체험', '조선족 마을에서 하룻밤'],
      ['연변 농악', '흥겨운 장단'],
    ],
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong> — ${slogan}.</p>`,
        `<p>${name}은(는) 연변을 대표하는 문화 관광 브랜드입니다. 관광지와 마을, 전통 공예와 향토 음식을 이어 한 번의 여행으로 연변의 이야기를 전합니다.</p>`,
        '<p>해마다 테마 코스와 축제, 체험 학습 프로그램을 마련하고 모든 협력처에서 같은 수준의 서비스를 제공합니다.</p>',
        '<h3>추천 일정</h3><ul><li>하루: 대표 명소와 시내 산책</li><li>이틀: 마을 여행과 공예 체험</li><li>가족: 자연 교실과 만들기 체험</li></ul>',
      ].join(''),
  },
};

/** The refusal of a brand the site does not have. */
export const NO_SUCH_BRAND = '品牌不存在';
