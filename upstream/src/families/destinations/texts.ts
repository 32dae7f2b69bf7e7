/**
 * The demo destinations (city cards) of each demo site: [region, name, slogan, themed]. The first
 * is the site's own city; `themed` cards are "unreal" cards (`unrealCard` "1"): a themed
 * destination (a pass, a valley, a lake) filed under the region it lies in.
 */

export type CardSeed = readonly [region: string, name: string, slogan: string, themed?: boolean];

export interface DestinationTexts {
  cards: readonly CardSeed[];
  tags: readonly string[];
  summary(name: string, slogan: string): string;
  introduce(name: string, slogan: string): string;
  /** The DESTINATION entry of the service menu. */
  menu: string;
}

const cn = (tags: readonly string[], cards: readonly CardSeed[]): DestinationTexts => ({
  cards,
  menu: '目的地',
  tags,
  summary: (name, slogan) => `${name}：${slogan}。`,
  introduce: (name, slogan) =>
    [
      `<p><strong>${name}</strong>，${slogan}。</p>`,
      `<p>${name}山水秀美、人文荟萃，既有名山大川，也有烟火气十足的街巷与村落。这里的节庆、美食和手艺，构成了一张独一无二的城市名片。</p>`,
      '<h3>出行贴士</h3><p>春秋两季气候最宜人；节假日热门景区请提前在线预约，公共交通可直达主要景点。</p>',
    ].join(''),
});

export const DESTINATION_TEXTS: Record<string, DestinationTexts> = {
  site510100: cn(
    ['美食', '熊猫', '古镇', '夜游', '非遗', '亲子', '徒步', '茶馆'],
    [
      ['510100', '成都', '一座来了就不想走的城市'],
      ['510104', '锦江区', '春熙路上的时尚成都'],
      ['510105', '青羊区', '宽窄巷子里的老成都'],
      ['510106', '金牛区', '蜀道起点，商贸之城'],
      ['510107', '武侯区', '三国圣地，锦里风情'],
      ['510108', '成华区', '熊猫故乡，工业记忆'],
      ['510112', '龙泉驿区', '桃花故里，汽车之城'],
      ['510114', '新都区', '香城新都，宝光禅意'],
      ['510115', '温江区', '花木之乡，康养胜地'],
      ['510117', '郫都区', '川菜之魂，郫县豆瓣'],
      ['510129', '大邑县', '西岭千秋雪，安仁百年梦'],
      ['510131', '蒲江县', '茶果飘香，明月村落'],
      ['510181', '都江堰市', '拜水都江堰，问道青城山'],
      ['510183', '邛崃市', '文君故里，临邛古城'],
      ['510181', '青城山', '青城天下幽', true],
    ],
  ),
  site513225: cn(
    ['童话', '藏寨', '徒步', '摄影', '秋色', '冰瀑', '星空', '民俗'],
    [
      ['513225', '九寨沟县', '九寨归来不看水'],
      ['513225101000', '漳扎镇', '九寨沟口的藏羌小镇'],
      ['513225102000', '南坪镇', '县城里的烟火人间'],
      ['513225103000', '双河镇', '双河交汇，古道悠悠'],
      ['513225104000', '黑河镇', '高山牧场，云上人家'],
      ['513225105000', '勿角镇', '熊猫栖息的秘境'],
      ['513225201000', '永和乡', '田园牧歌，藏寨炊烟'],
      ['513225203000', '白河乡', '白河金丝猴的家园'],
      ['513225205000', '保华乡', '古寨保华，藏乡风情'],
      ['513225209000', '郭元乡', '森林氧吧，康养郭元'],
      ['513225210000', '草地乡', '草原花海，牦牛成群'],
      ['513225213000', '玉瓦乡', '雪山脚下的玉瓦'],
      ['513225101000', '九寨沟风景名胜区', '人间仙境，童话世界', true],
    ],
  ),
  site620200: cn(
    ['长城', '丝路', '戈壁', '边塞', '星空', '研学', '夜景', '美食'],
    [
      ['620200', '嘉峪关', '天下第一雄关'],
      ['620201001000', '雄关街道', '关城脚下的新城'],
      ['620201002000', '钢城街道', '钢城记忆，工业风情'],
      ['620201100000', '新城镇', '魏晋墓画的故乡'],
      ['620201101000', '峪泉镇', '雄关脚下的田园'],
      ['620201102000', '文殊镇', '文殊山下，石窟千年'],
      ['620201101000', '嘉峪关关城', '万里长城第一关', true],
      ['620201101000', '长城第一墩', '长城西端起点', true],
      ['620201101000', '悬壁长城', '长城倒挂在山脊', true],
      ['620201100000', '魏晋墓群', '地下画廊', true],
      ['620201001000', '东湖生态旅游区', '戈壁上的湖光', true],
      ['620201102000', '紫轩酒庄', '戈壁葡萄酒香', true],
      ['620201102000', '讨赖河大峡谷', '峡谷里的长城', true],
    ],
  ),
  site530700: {
    cards: [
      ['530700', 'Lijiang', 'Une cité naxi au pied des neiges'],
      ['530702', 'District de Gucheng', 'La vieille ville et ses canaux'],
      ['530721', 'Comté de Yulong', 'Le Dragon de Jade et ses glaciers'],
      ['530722', 'Comté de Yongsheng', 'Lac Chenghai et rizières'],
      ['530723', 'Comté de Huaping', 'Le pays des mangues'],
      ['530724', 'Comté de Ninglang', 'Le lac Lugu et les Mosuo'],
      ['530702002000', 'Dayan', 'Le cœur de la vieille ville'],
      ['530702004000', 'Shuhe', 'Le bourg de la route du thé'],
      ['530721104000', 'Baisha', 'Fresques et broderies naxi'],
      ['530721105000', 'Lashi', 'Lac, oiseaux et chevaux'],
      ['530721102000', 'Shigu', 'La première courbe du Yangtsé'],
      ['530702102000', 'Qihe', 'Villages et vergers'],
      ['530721203000', 'Tai’an', 'Pommes de terre et alpages'],
      ['530721104000', 'Gorges du Saut du Tigre', 'La plus profonde gorge du monde', true],
    ],
    menu: 'Destinations',
    tags: ['Culture naxi', 'Randonnée', 'Photographie', 'Gastronomie', 'Patrimoine', 'En famille', 'Lacs', 'Montagne'],
    summary: (name, slogan) => `${name} : ${slogan}.`,
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong> — ${slogan}.</p>`,
        `<p>${name} mêle paysages de haute montagne, villages naxi et ruelles animées. Fêtes, cuisine et artisanat en font une destination à part.</p>`,
        '<h3>Conseils</h3><p>Le printemps et l’automne sont les saisons les plus agréables ; réservez en ligne les sites les plus demandés pendant les vacances.</p>',
      ].join(''),
  },
  site450300: {
    cards: [
      ['450300', 'Guilin', 'The finest scenery under heaven'],
      ['450302', 'Xiufeng District', 'Lakes, hills and the old city'],
      ['450304', 'Xiangshan District', 'Elephant Trunk Hill by the river'],
      ['450305', 'Qixing District', 'Seven Star Park and its caves'],
      ['450321', 'Yangshuo County', 'Karst peaks, rivers and bikes'],
      ['450323', 'Lingchuan County', 'Where the Li River cruise begins'],
      ['450328', 'Longsheng County', 'Rice terraces and hot springs'],
      ['450381', 'Lipu', 'Silver Cave and taro fields'],
      ['450321', 'Yulong River', 'Bamboo rafts between the peaks', true],
    ],
    menu: 'Destinations',
    tags: ['Karst scenery', 'Hiking', 'Photography', 'Food', 'Heritage', 'Family', 'Rivers', 'Villages'],
    summary: (name, slogan) => `${name}: ${slogan}.`,
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong>: ${slogan}.</p>`,
        `<p>${name} mixes limestone peaks, clear rivers and lively villages. Festivals, food and crafts make it a destination of its own.</p>`,
        '<h3>Tips</h3><p>Spring and autumn are the most pleasant seasons; book the busiest sights online during the holidays.</p>',
      ].join(''),
  },
  site610100: {
    cards: [
      ['610100', '西安', '十三王朝の古都'],
      ['610103', '碑林区', '城壁と碑林の街'],
      ['610113', '雁塔区', '大雁塔と大唐芙蓉園'],
      ['610115', '臨潼区', '兵馬俑と華清宮'],
      ['610116', '長安区', '古寺と秦嶺の麓'],
      ['610104', '蓮湖区', '鐘鼓楼と回民街'],
      ['610102', '新城区', '大明宮の遺跡'],
      ['610115', '驪山', '楊貴妃ゆかりの山', true],
    ],
    menu: '旅先ガイド',
    tags: ['歴史', 'ハイキング', '写真', 'グルメ', '文化遺産', '親子', '寺院', '博物館'],
    summary: (name, slogan) => `${name}：${slogan}。`,
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong>――${slogan}。</p>`,
        `<p>${name}には遺跡や寺院、にぎやかな街並みがそろっています。祭りや料理、伝統工芸も魅力です。</p>`,
        '<h3>旅のヒント</h3><p>春と秋が最も快適です。連休中は人気の観光地を事前にオンライン予約しましょう。</p>',
      ].join(''),
  },
  site222400: {
    cards: [
      ['222400', '연변', '장백산 자락의 조선족 고향'],
      ['222401', '연길시', '연변의 중심, 맛집의 도시'],
      ['222405', '용정시', '윤동주의 고향'],
      ['222404', '훈춘시', '세 나라가 만나는 국경'],
      ['222402', '도문시', '두만강 국경의 도시'],
      ['222403', '돈화시', '발해의 옛 땅'],
      ['222426', '안도현', '장백산으로 가는 길'],
      ['222426', '장백산 천지', '백두의 하늘 호수', true],
    ],
    menu: '여행지',
    tags: ['자연', '트레킹', '사진', '맛집', '문화유산', '가족', '온천', '국경'],
    summary: (name, slogan) => `${name}: ${slogan}.`,
    introduce: (name, slogan) =>
      [
        `<p><strong>${name}</strong> — ${slogan}.</p>`,
        `<p>${name}에서는 웅장한 자연과 조선족 마을, 활기찬 거리를 함께 만날 수 있습니다. 축제와 음식, 공예도 큰 매력입니다.</p>`,
        '<h3>여행 팁</h3><p>여름과 초가을이 가장 좋습니다. 연휴에는 인기 관광지를 온라인으로 미리 예약하세요.</p>',
      ].join(''),
  },
};

/** The refusal of a card the site does not have. */
export const NO_SUCH_CARD = '城市名片不存在';
