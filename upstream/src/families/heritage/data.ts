/**
 * The heritage family's demo content per demo site: intangible-heritage items (projects) with
 * their category and level, representative inheritors (fictional people) linked to their
 * projects, experience / protection / teaching bases, heritage food. News, video and audio are
 * generated from these in seed.ts. Lijiang (site530700) is the French site: its texts are French.
 */

/** The ten categories of China's intangible-heritage lists (the upstream's `type` code 1…10). */
export const CATEGORY_NAMES: Record<'CN' | 'FR', readonly string[]> = {
  CN: ['民间文学', '传统音乐', '传统舞蹈', '传统戏剧', '曲艺', '传统体育、游艺与杂技', '传统美术', '传统技艺', '传统医药', '民俗'],
  FR: [
    'Littérature populaire',
    'Musique traditionnelle',
    'Danse traditionnelle',
    'Théâtre traditionnel',
    'Arts du récit (quyi)',
    'Sports, jeux et acrobaties',
    'Beaux-arts traditionnels',
    'Savoir-faire artisanaux',
    'Médecine traditionnelle',
    'Coutumes et fêtes',
  ],
};

/** Level names by code 1 national, 2 provincial, 3 city (prefecture), 4 county. */
export const LEVEL_NAMES: Record<'CN' | 'FR', readonly string[]> = {
  CN: ['国家级', '省级', '市（州）级', '县（区）级'],
  FR: ['Niveau national', 'Niveau provincial', 'Niveau préfectoral', 'Niveau du district'],
};

export type Level = 1 | 2 | 3 | 4;
/** 1 folk literature … 10 folk custom (CATEGORY_NAMES order). */
export type Category = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type BaseKind = 'EXPERIENCE' | 'PROTECT' | 'TEACHING';

export interface ProjectSeed {
  name: string;
  category: Category;
  level: Level;
  /** County (6 digits) or town (12 digits) code. */
  region: string;
  /** The protection unit (保护单位) named by the list. */
  unit: string;
  /** Year the item entered its list. */
  year: number;
  summary: string;
}

export interface InheritorSeed {
  name: string;
  /** 1 male, 2 female (the upstream's `sex`). */
  sex: 1 | 2;
  born: number;
  nation: string;
  level: Level;
  /** Indexes into the site's projects. */
  projects: number[];
  /** Followers from the vendor's other clients (the platform's own users add to it). */
  fans: number;
}

export interface BaseSeed {
  name: string;
  kind: BaseKind;
  projects: number[];
  region: string;
  street: string;
}

export interface FoodSeed {
  name: string;
  /** Index of the project whose craft it is, or null. */
  project: number | null;
  shop: string;
  region: string;
  /** Average price per person, yuan. */
  price: number;
  summary: string;
}

export interface SiteHeritage {
  siteCode: string;
  lang: 'CN' | 'FR';
  /** Region code → display name (the French site names its districts in French). */
  regionNames?: Record<string, string>;
  projects: ProjectSeed[];
  inheritors: InheritorSeed[];
  bases: BaseSeed[];
  foods: FoodSeed[];
  /** Schools, squares and halls the generated news and events name. */
  venues: string[];
}

const CHENGDU: SiteHeritage = {
  siteCode: 'site510100',
  lang: 'CN',
  venues: ['成都非遗博览园', '宽窄巷子', '锦里古街', '四川大学', '成都博物馆', '天府广场', '东郊记忆', '金沙遗址博物馆'],
  projects: [
    { name: '川剧', category: 4, level: 1, region: '510104', unit: '成都市川剧研究院', year: 2006, summary: '融昆、高、胡、弹、灯五种声腔于一体，以变脸、吐火、滚灯等绝技闻名的巴蜀戏曲。' },
    { name: '蜀锦织造技艺', category: 8, level: 1, region: '510105', unit: '成都蜀锦织绣有限责任公司', year: 2006, summary: '以小花楼木织机手工提花织造，经线起花、彩条添花，被誉为“中国锦之母”。' },
    { name: '蜀绣', category: 7, level: 1, region: '510104', unit: '成都蜀绣技艺传承中心', year: 2006, summary: '针法逾百种，以软缎和彩丝为料，针脚平齐、色彩明丽的四大名绣之一。' },
    { name: '成都漆艺', category: 8, level: 1, region: '510106', unit: '成都漆器工艺厂', year: 2006, summary: '以雕花填彩、雕银丝光、拉刀针划为代表，漆色温润、纹饰精美。' },
    { name: '成都银花丝制作技艺', category: 8, level: 1, region: '510105', unit: '成都银花丝工艺研究所', year: 2008, summary: '以细如发丝的银丝平填、掐丝、排丝编成图案，玲珑剔透。' },
    { name: '都江堰放水节', category: 10, level: 1, region: '510181', unit: '都江堰市文化馆', year: 2006, summary: '清明时节砍杩槎放水、祭祀李冰的千年水利民俗。' },
    { name: '四川扬琴', category: 5, level: 1, region: '510107', unit: '成都市曲艺团', year: 2008, summary: '以扬琴为主奏、分角色坐唱的说唱艺术，唱腔分大调与月调。' },
    { name: '四川清音', category: 5, level: 1, region: '510105', unit: '成都市艺术剧院', year: 2006, summary: '以琵琶、月琴伴奏，擅用“哈哈腔”的清丽小曲。' },
    { name: '郫县豆瓣传统制作技艺', category: 8, level: 1, region: '510117', unit: '郫都区豆瓣协会', year: 2008, summary: '蚕豆、二荆条辣椒经翻、晒、露，陈酿经年的“川菜之魂”。' },
    { name: '瓷胎竹编', category: 7, level: 1, region: '510184', unit: '崇州市道明镇文化站', year: 2008, summary: '以细如发丝的竹丝依胎编织，瓷竹一体、紧贴无痕。' },
    { name: '成都糖画', category: 7, level: 2, region: '510104', unit: '成都市锦江区文化馆', year: 2007, summary: '以熬好的糖稀为墨、铜勺为笔，在石板上浇出龙凤花鸟。' },
    { name: '青城武术', category: 6, level: 2, region: '510181', unit: '都江堰市青城武术协会', year: 2009, summary: '源自道家养生的拳种，讲究以柔克刚、动静相兼。' },
    { name: '何氏骨科', category: 9, level: 2, region: '510105', unit: '成都何氏骨科医院', year: 2011, summary: '传承百余年的正骨手法与外敷方药。' },
    { name: '望丛祠传说', category: 1, level: 2, region: '510117', unit: '郫都区文化馆', year: 2009, summary: '古蜀望帝、丛帝教民务农、治理水患的传说。' },
    { name: '洛带客家水龙节', category: 10, level: 3, region: '510112', unit: '龙泉驿区洛带镇文化站', year: 2010, summary: '客家人舞水龙、泼水祈雨的夏日节庆。' },
    { name: '金堂船工号子', category: 2, level: 4, region: '510121', unit: '金堂县文化馆', year: 2012, summary: '沱江船工拉纤行船时一领众和的劳动号子。' },
    { name: '邛崃黑茶制作技艺', category: 8, level: 4, region: '510183', unit: '邛崃市茶业协会', year: 2014, summary: '经杀青、渥堆、蒸压制成的砖茶，曾经茶马古道入藏。' },
    { name: '新都桂湖灯会', category: 10, level: 3, region: '510114', unit: '新都区文化馆', year: 2013, summary: '元宵时节以桂湖为景的彩灯会，扎灯手艺代代相传。' },
  ],
  inheritors: [
    { name: '陈素华', sex: 2, born: 1952, nation: '汉族', level: 1, projects: [0], fans: 1268 },
    { name: '杨晓峰', sex: 1, born: 1968, nation: '汉族', level: 2, projects: [0], fans: 842 },
    { name: '刘德福', sex: 1, born: 1949, nation: '汉族', level: 1, projects: [1], fans: 731 },
    { name: '郝淑琴', sex: 2, born: 1958, nation: '汉族', level: 1, projects: [2], fans: 955 },
    { name: '孟晓兰', sex: 2, born: 1975, nation: '汉族', level: 3, projects: [2, 10], fans: 214 },
    { name: '尹建民', sex: 1, born: 1956, nation: '汉族', level: 1, projects: [3], fans: 402 },
    { name: '道兴伟', sex: 1, born: 1962, nation: '汉族', level: 1, projects: [4], fans: 388 },
    { name: '周文海', sex: 1, born: 1947, nation: '汉族', level: 2, projects: [5], fans: 167 },
    { name: '徐述清', sex: 1, born: 1951, nation: '汉族', level: 1, projects: [6], fans: 296 },
    { name: '李月秋', sex: 2, born: 1960, nation: '汉族', level: 1, projects: [7, 6], fans: 512 },
    { name: '雷德明', sex: 1, born: 1965, nation: '汉族', level: 2, projects: [8], fans: 143 },
    { name: '张蓉芳', sex: 2, born: 1970, nation: '汉族', level: 1, projects: [9], fans: 620 },
    { name: '蔡永昌', sex: 1, born: 1958, nation: '汉族', level: 2, projects: [10], fans: 377 },
    { name: '罗青山', sex: 1, born: 1963, nation: '汉族', level: 3, projects: [11], fans: 98 },
    { name: '何继康', sex: 1, born: 1955, nation: '汉族', level: 2, projects: [12], fans: 85 },
    { name: '曾秀英', sex: 2, born: 1972, nation: '汉族', level: 4, projects: [15], fans: 41 },
  ],
  bases: [
    { name: '成都蜀锦织绣博物馆体验基地', kind: 'EXPERIENCE', projects: [1, 2], region: '510105', street: '浣花南路268号' },
    { name: '宽窄巷子蜀绣体验馆', kind: 'EXPERIENCE', projects: [2], region: '510105', street: '宽巷子32号' },
    { name: '锦里糖画坊', kind: 'EXPERIENCE', projects: [10], region: '510107', street: '武侯祠大街231号锦里' },
    { name: '成都漆艺体验工坊', kind: 'EXPERIENCE', projects: [3], region: '510106', street: '沙湾路96号' },
    { name: '道明竹艺村瓷胎竹编体验中心', kind: 'EXPERIENCE', projects: [9], region: '510184', street: '道明镇竹艺村' },
    { name: '川菜博物馆豆瓣体验区', kind: 'EXPERIENCE', projects: [8], region: '510117', street: '古城镇荣华北巷8号' },
    { name: '悦来茶园川剧体验厅', kind: 'EXPERIENCE', projects: [0], region: '510105', street: '华兴正街54号' },
    { name: '成都非遗博览园银花丝工坊', kind: 'EXPERIENCE', projects: [4], region: '510117', street: '光华大道三段1618号' },
    { name: '青城山武术体验营', kind: 'EXPERIENCE', projects: [11], region: '510181', street: '青城山镇建福宫旁' },
    { name: '洛带古镇客家民俗体验馆', kind: 'EXPERIENCE', projects: [14], region: '510112', street: '洛带镇上街45号' },
    { name: '邛崃黑茶体验茶庄', kind: 'EXPERIENCE', projects: [16], region: '510183', street: '平乐古镇禹王街12号' },
    { name: '东郊记忆扬琴书场', kind: 'EXPERIENCE', projects: [6, 7], region: '510108', street: '建设南支路4号' },
    { name: '新都桂湖扎灯体验坊', kind: 'EXPERIENCE', projects: [17], region: '510114', street: '桂湖中路109号' },
    { name: '川剧艺术生产性保护基地', kind: 'PROTECT', projects: [0], region: '510104', street: '红星路二段126号' },
    { name: '蜀锦织造技艺生产性保护示范基地', kind: 'PROTECT', projects: [1], region: '510105', street: '浣花南路268号' },
    { name: '蜀绣生产性保护示范基地', kind: 'PROTECT', projects: [2], region: '510104', street: '安顺桥街18号' },
    { name: '成都漆艺生产性保护基地', kind: 'PROTECT', projects: [3], region: '510106', street: '沙湾路96号' },
    { name: '郫县豆瓣生产性保护基地', kind: 'PROTECT', projects: [8], region: '510117', street: '安德镇川菜园区' },
    { name: '都江堰放水节文化生态保护基地', kind: 'PROTECT', projects: [5], region: '510181', street: '公园路离堆公园' },
    { name: '瓷胎竹编生产性保护基地', kind: 'PROTECT', projects: [9], region: '510184', street: '道明镇正街66号' },
    { name: '邛崃黑茶制作技艺保护基地', kind: 'PROTECT', projects: [16], region: '510183', street: '临邛镇茶园路1号' },
    { name: '四川扬琴传习所', kind: 'TEACHING', projects: [6], region: '510107', street: '武侯祠大街9号' },
    { name: '四川清音传习所', kind: 'TEACHING', projects: [7], region: '510105', street: '文殊院街38号' },
    { name: '青城武术传习所', kind: 'TEACHING', projects: [11], region: '510181', street: '青城山镇味江路2号' },
    { name: '金堂船工号子传习所', kind: 'TEACHING', projects: [15], region: '510121', street: '五凤镇沱江路5号' },
    { name: '成都糖画传习所', kind: 'TEACHING', projects: [10], region: '510104', street: '水井街22号' },
  ],
  foods: [
    { name: '夫妻肺片', project: 10, shop: '夫妻肺片总店', region: '510104', price: 45, summary: '牛头皮、牛心、牛舌切片拌以红油、花椒面，麻辣鲜香。' },
    { name: '钟水饺', project: null, shop: '钟水饺提督街店', region: '510104', price: 22, summary: '纯肉馅、不加汤，淋上特制复制酱油与红油，甜中带辣。' },
    { name: '龙抄手', project: null, shop: '龙抄手春熙路店', region: '510104', price: 25, summary: '皮薄馅嫩、汤色清亮的成都抄手代表。' },
    { name: '赖汤圆', project: null, shop: '赖汤圆总府路店', region: '510104', price: 18, summary: '煮时不浑汤、吃时不粘筷，配芝麻酱蘸食。' },
    { name: '陈麻婆豆腐', project: 8, shop: '陈麻婆豆腐西玉龙街店', region: '510105', price: 58, summary: '麻、辣、烫、香、酥、嫩、鲜、活八字俱全，离不开郫县豆瓣。' },
    { name: '回锅肉', project: 8, shop: '川菜博物馆食堂', region: '510117', price: 48, summary: '二刀肉先煮后炒，郫县豆瓣炒出红油，家常川菜第一味。' },
    { name: '担担面', project: null, shop: '陈氏担担面', region: '510107', price: 16, summary: '小碗细面配芽菜肉臊，红油麻辣、面条筋道。' },
    { name: '三大炮', project: null, shop: '锦里三大炮', region: '510107', price: 12, summary: '糯米团摔向铜盘“砰砰”作响，滚满黄豆面淋上红糖。' },
    { name: '叶儿粑', project: null, shop: '洛带叶儿粑', region: '510112', price: 10, summary: '糯米团裹馅、包以艾叶蒸制，清香软糯。' },
    { name: '蛋烘糕', project: null, shop: '文殊院蛋烘糕', region: '510105', price: 8, summary: '小铜锅里烘出的蛋糕夹着甜咸馅料，成都街头记忆。' },
    { name: '甜水面', project: null, shop: '竹林小餐甜水面', region: '510106', price: 14, summary: '粗如筷子的手工面，拌以复制酱油和芝麻酱，甜辣回甘。' },
    { name: '军屯锅盔', project: null, shop: '彭州军屯锅盔', region: '510182', price: 12, summary: '千层酥皮包肉馅，先烙后烤，外酥里嫩。' },
    { name: '邛崃钵钵鸡', project: null, shop: '平乐钵钵鸡', region: '510183', price: 35, summary: '竹签串起的鸡肉与时蔬浸在麻辣红油钵中，冷吃爽口。' },
    { name: '青城山老腊肉', project: null, shop: '青城山农家腊肉坊', region: '510181', price: 68, summary: '柏枝熏制的腊肉，肥而不腻、烟香浓郁。' },
  ],
};

const JIUZHAIGOU: SiteHeritage = {
  siteCode: 'site513225',
  lang: 'CN',
  venues: ['九寨沟县文化馆', '南坪古城广场', '漳扎镇文化广场', '九寨沟民族中学', '九寨千古情景区', '大录古藏寨'],
  projects: [
    { name: '南坪曲子', category: 5, level: 1, region: '513225102000', unit: '九寨沟县文化馆', year: 2008, summary: '流传于南坪一带、以三弦伴奏的坐唱小曲，曲牌丰富，乡音浓郁。' },
    { name: '登嘎甘㑇舞（熊猫舞）', category: 3, level: 1, region: '513225105000', unit: '勿角镇文化站', year: 2006, summary: '白马藏族戴面具模仿熊猫神态起舞，祈求平安丰收。' },
    { name: '羌笛演奏及制作技艺', category: 2, level: 1, region: '513225102000', unit: '阿坝州羌族文化研究会', year: 2006, summary: '双管竖吹的古老乐器，以油竹削制，音色清亮悲凉。' },
    { name: '藏族编织、挑花刺绣工艺', category: 8, level: 1, region: '513225101000', unit: '九寨沟县妇女刺绣合作社', year: 2008, summary: '以牦牛毛、羊毛编织，挑花图案取自雪山、格桑花与吉祥八宝。' },
    { name: '羌年', category: 10, level: 1, region: '513225102000', unit: '九寨沟县文化馆', year: 2008, summary: '农历十月初一羌族祭天还愿、庆祝丰收的新年。' },
    { name: '羌族多声部民歌', category: 2, level: 1, region: '513225103000', unit: '双河镇文化站', year: 2008, summary: '以二声部为主、真假声交替的山歌与酒歌。' },
    { name: '藏医药（阿坝藏医）', category: 9, level: 2, region: '513225102000', unit: '九寨沟县藏医院', year: 2009, summary: '以高原草药配伍、药浴和放血疗法见长的藏医传统。' },
    { name: '白马藏族跳曹盖', category: 3, level: 2, region: '513225105000', unit: '勿角镇文化站', year: 2011, summary: '白马人戴“曹盖”面具驱邪纳福的祭祀舞蹈。' },
    { name: '嘉绒藏族锅庄', category: 3, level: 2, region: '513225101000', unit: '漳扎镇文化站', year: 2009, summary: '围圈踏歌、男女对唱的集体舞蹈，节日夜晚篝火通明。' },
    { name: '南坪琵琶弹唱', category: 2, level: 2, region: '513225102000', unit: '九寨沟县文化馆', year: 2010, summary: '以自制琵琶边弹边唱，曲调婉转，多唱风物与爱情。' },
    { name: '藏族唐卡（阿坝）', category: 7, level: 2, region: '513225101000', unit: '九寨沟唐卡画院', year: 2011, summary: '以矿物颜料绘于布面的卷轴画，线描精细、设色浓烈。' },
    { name: '青稞酒传统酿造技艺', category: 8, level: 3, region: '513225104000', unit: '黑河镇青稞酒坊', year: 2012, summary: '高原青稞蒸煮、拌曲、发酵而成，清冽甘甜。' },
    { name: '格萨尔说唱（九寨沟）', category: 1, level: 3, region: '513225214000', unit: '大录乡文化站', year: 2013, summary: '说唱艺人以韵散相间的方式讲述格萨尔王的英雄史诗。' },
    { name: '白马藏族服饰制作技艺', category: 8, level: 4, region: '513225105000', unit: '勿角镇白马文化传习所', year: 2014, summary: '插白羽的毡帽与彩条百褶衣，针线间藏着白马人的审美。' },
    { name: '九寨沟藏族抱腰摔跤', category: 6, level: 4, region: '513225101000', unit: '漳扎镇文化站', year: 2015, summary: '双方抱腰角力、以摔倒对手为胜的节庆竞技。' },
    { name: '藏式牦牛肉干制作技艺', category: 8, level: 4, region: '513225210000', unit: '草地乡牧业合作社', year: 2016, summary: '牦牛肉经风干、熏烤，耐储耐嚼，是牧民的远行干粮。' },
  ],
  inheritors: [
    { name: '王德珍', sex: 2, born: 1955, nation: '汉族', level: 1, projects: [0], fans: 486 },
    { name: '李志荣', sex: 1, born: 1966, nation: '汉族', level: 2, projects: [0, 9], fans: 238 },
    { name: '班玛塔', sex: 1, born: 1958, nation: '藏族', level: 1, projects: [1, 7], fans: 605 },
    { name: '余明军', sex: 1, born: 1962, nation: '羌族', level: 1, projects: [2], fans: 414 },
    { name: '泽让卓玛', sex: 2, born: 1970, nation: '藏族', level: 1, projects: [3], fans: 352 },
    { name: '杨华武', sex: 1, born: 1957, nation: '羌族', level: 2, projects: [4, 5], fans: 197 },
    { name: '扎西尼玛', sex: 1, born: 1960, nation: '藏族', level: 2, projects: [6], fans: 133 },
    { name: '杨水英', sex: 2, born: 1968, nation: '藏族', level: 2, projects: [7], fans: 121 },
    { name: '格绒多吉', sex: 1, born: 1972, nation: '藏族', level: 2, projects: [8], fans: 176 },
    { name: '卓玛拉姆', sex: 2, born: 1983, nation: '藏族', level: 3, projects: [8, 3], fans: 265 },
    { name: '益西降措', sex: 1, born: 1964, nation: '藏族', level: 2, projects: [10], fans: 301 },
    { name: '仁青泽仁', sex: 1, born: 1959, nation: '藏族', level: 3, projects: [11], fans: 88 },
    { name: '阿旺罗布', sex: 1, born: 1951, nation: '藏族', level: 3, projects: [12], fans: 142 },
    { name: '尼玛草', sex: 2, born: 1976, nation: '藏族', level: 4, projects: [13], fans: 57 },
  ],
  bases: [
    { name: '九寨沟藏羌文化体验中心', kind: 'EXPERIENCE', projects: [3, 8], region: '513225101000', street: '漳扎镇彭丰村' },
    { name: '南坪曲子书场', kind: 'EXPERIENCE', projects: [0, 9], region: '513225102000', street: '南坪镇古城街18号' },
    { name: '大录古藏寨民俗体验基地', kind: 'EXPERIENCE', projects: [8, 12], region: '513225214000', street: '大录乡大录村' },
    { name: '白马人家熊猫舞体验院', kind: 'EXPERIENCE', projects: [1, 7], region: '513225105000', street: '勿角镇英各村' },
    { name: '羌笛制作体验工坊', kind: 'EXPERIENCE', projects: [2], region: '513225102000', street: '南坪镇白水街6号' },
    { name: '九寨沟唐卡绘制体验馆', kind: 'EXPERIENCE', projects: [10], region: '513225101000', street: '漳扎镇沟口商业街' },
    { name: '黑河青稞酒坊体验基地', kind: 'EXPERIENCE', projects: [11], region: '513225104000', street: '黑河镇黑河村' },
    { name: '藏医药浴体验馆', kind: 'EXPERIENCE', projects: [6], region: '513225102000', street: '南坪镇健康路12号' },
    { name: '双河羌寨多声部民歌体验点', kind: 'EXPERIENCE', projects: [5], region: '513225103000', street: '双河镇甘沟村' },
    { name: '草地乡牦牛肉干体验牧场', kind: 'EXPERIENCE', projects: [15], region: '513225210000', street: '草地乡草地村' },
    { name: '漳扎镇锅庄广场', kind: 'EXPERIENCE', projects: [8, 14], region: '513225101000', street: '漳扎镇文化广场' },
    { name: '白马服饰刺绣体验坊', kind: 'EXPERIENCE', projects: [13, 3], region: '513225105000', street: '勿角镇勿角村' },
    { name: '南坪曲子保护基地', kind: 'PROTECT', projects: [0], region: '513225102000', street: '南坪镇文化街2号' },
    { name: '白马藏族文化生态保护基地', kind: 'PROTECT', projects: [1, 7, 13], region: '513225105000', street: '勿角镇' },
    { name: '藏族编织挑花刺绣生产性保护基地', kind: 'PROTECT', projects: [3], region: '513225101000', street: '漳扎镇中查村' },
    { name: '羌年文化保护基地', kind: 'PROTECT', projects: [4], region: '513225102000', street: '南坪镇羌寨路' },
    { name: '阿坝藏医药保护基地', kind: 'PROTECT', projects: [6], region: '513225102000', street: '南坪镇健康路12号' },
    { name: '九寨沟唐卡保护基地', kind: 'PROTECT', projects: [10], region: '513225101000', street: '漳扎镇扎如村' },
    { name: '青稞酒酿造技艺保护基地', kind: 'PROTECT', projects: [11], region: '513225104000', street: '黑河镇' },
    { name: '羌笛传习所', kind: 'TEACHING', projects: [2], region: '513225102000', street: '南坪镇白水街6号' },
    { name: '格萨尔说唱传习所', kind: 'TEACHING', projects: [12], region: '513225214000', street: '大录乡大录村' },
    { name: '嘉绒锅庄传习所', kind: 'TEACHING', projects: [8], region: '513225101000', street: '漳扎镇彭丰村' },
    { name: '南坪琵琶弹唱传习所', kind: 'TEACHING', projects: [9], region: '513225102000', street: '南坪镇古城街20号' },
    { name: '抱腰摔跤传习所', kind: 'TEACHING', projects: [14], region: '513225101000', street: '漳扎镇体育场' },
  ],
  foods: [
    { name: '酥油茶', project: null, shop: '漳扎镇藏家茶馆', region: '513225101000', price: 15, summary: '砖茶熬汁、加酥油和盐在茶桶里反复打匀，暖身御寒。' },
    { name: '糌粑', project: null, shop: '大录藏家乐', region: '513225214000', price: 12, summary: '炒熟的青稞面拌上酥油茶，用手捏成团，藏家日常主食。' },
    { name: '青稞酒', project: 11, shop: '黑河青稞酒坊', region: '513225104000', price: 30, summary: '青稞酿成的低度米酒，敬客时要唱酒歌。' },
    { name: '牦牛肉干', project: 15, shop: '草地牧场直营店', region: '513225210000', price: 60, summary: '风干熏烤的牦牛肉，越嚼越香。' },
    { name: '洋芋糍粑', project: null, shop: '南坪老街小吃', region: '513225102000', price: 18, summary: '蒸熟的土豆在木槽里捶打成团，蘸酸菜汤或蜂蜜吃。' },
    { name: '酸菜面片', project: null, shop: '南坪面片馆', region: '513225102000', price: 16, summary: '手揪面片煮入酸菜汤，酸香开胃。' },
    { name: '藏式血肠', project: null, shop: '扎如寺旁藏餐', region: '513225101000', price: 28, summary: '牦牛血拌糌粑灌入肠衣煮熟，切片蘸辣椒。' },
    { name: '手抓牦牛肉', project: null, shop: '九寨藏餐厅', region: '513225101000', price: 88, summary: '大块牦牛肉清水煮熟，撒盐手抓，原汁原味。' },
    { name: '青稞饼', project: null, shop: '双河青稞饼店', region: '513225103000', price: 10, summary: '青稞面烙成的厚饼，外脆内软、麦香扑鼻。' },
    { name: '奶渣包子', project: null, shop: '漳扎镇早餐铺', region: '513225101000', price: 12, summary: '酸奶渣与酥油、红糖做馅，微酸回甜。' },
    { name: '羌族咂酒', project: 4, shop: '羌寨酒坊', region: '513225102000', price: 35, summary: '坛中插上竹管围坐同饮，羌年待客的礼酒。' },
    { name: '蕨麻米饭', project: null, shop: '甘海子藏家', region: '513225101000', price: 22, summary: '米饭上铺蕨麻、淋融化的酥油与白糖，节庆甜食。' },
    { name: '腊肉炖土豆', project: null, shop: '勿角白马人家', region: '513225105000', price: 45, summary: '白马人火塘上熏出的腊肉与高山土豆同炖。' },
  ],
};

const LIJIANG: SiteHeritage = {
  siteCode: 'site530700',
  lang: 'FR',
  regionNames: {
    '530702': 'district de Gucheng',
    '530721': 'comté autonome naxi de Yulong',
    '530722': 'comté de Yongsheng',
    '530723': 'comté de Huaping',
    '530724': 'comté autonome yi de Ninglang',
  },
  venues: ['la place Sifang', 'le musée de la culture Dongba', 'le collège de Lijiang', 'la salle de musique naxi', 'la résidence Mu', 'le village de Baisha'],
  projects: [
    { name: 'Musique ancienne naxi (Dongjing)', category: 2, level: 1, region: '530702', unit: 'Association de musique ancienne naxi de Lijiang', year: 2006, summary: 'Orchestre de cordes et de percussions jouant des airs rituels venus des dynasties Song et Ming.' },
    { name: 'Baisha xiyue', category: 2, level: 1, region: '530721', unit: 'Centre culturel de Baisha', year: 2006, summary: 'Suite musicale naxi aux instruments rares, jouée aux funérailles et aux cérémonies.' },
    { name: 'Peinture dongba', category: 7, level: 1, region: '530702', unit: 'Institut de recherche sur la culture dongba', year: 2008, summary: 'Peintures rituelles sur bois et sur papier où dieux, démons et animaux racontent la cosmologie naxi.' },
    { name: 'Fabrication du papier dongba', category: 8, level: 1, region: '530721', unit: 'Atelier de papier dongba de Baidi', year: 2006, summary: 'Papier d’écorce de daphné, épais et imputrescible, sur lequel les prêtres dongba écrivent.' },
    { name: 'Danse Reremi', category: 3, level: 1, region: '530721', unit: 'Maison de la culture de Taian', year: 2008, summary: 'Ronde nocturne chantée en chœur, l’une des plus anciennes danses naxi.' },
    { name: 'Écriture et rites dongba', category: 1, level: 2, region: '530702', unit: 'Musée de la culture Dongba', year: 2009, summary: 'Textes pictographiques récités par les prêtres dongba : mythes de création, généalogies, prières.' },
    { name: 'Fête Sanduo', category: 10, level: 2, region: '530721', unit: 'Temple Beiyue de Baisha', year: 2009, summary: 'Fête du dieu protecteur naxi, le huitième jour du deuxième mois lunaire.' },
    { name: 'Fête de Zhuanshan des Mosuo', category: 10, level: 2, region: '530724102000', unit: 'Maison de la culture de Yongning', year: 2010, summary: 'Tour de la montagne déesse Gemu au bord du lac Lugu, avec danses et offrandes.' },
    { name: 'Médecine naxi dongba', category: 9, level: 2, region: '530702', unit: 'Hôpital de médecine naxi de Lijiang', year: 2011, summary: 'Pharmacopée de plantes de montagne et soins transmis dans les manuscrits dongba.' },
    { name: 'Dinanderie de cuivre de Lijiang', category: 8, level: 2, region: '530702', unit: 'Atelier de cuivre de Lijiang', year: 2012, summary: 'Marmites, théières et bassines battues à la main dans les ruelles de la vieille ville.' },
    { name: 'Broderie naxi', category: 7, level: 3, region: '530721', unit: 'Coopérative de broderie de Baisha', year: 2012, summary: 'Broderies aux sept étoiles et aux motifs de grenouille, sur capes et ceintures.' },
    { name: 'Baba de Lijiang', category: 8, level: 3, region: '530702', unit: 'Association des boulangers de Lijiang', year: 2013, summary: 'Galette feuilletée au saindoux, sucrée ou salée, cuite à la poêle.' },
    { name: 'Danse Datiao des Yi de Ninglang', category: 3, level: 3, region: '530724', unit: 'Maison de la culture de Ninglang', year: 2014, summary: 'Danse sautée en cercle au son de la flûte et du luth à trois cordes.' },
    { name: 'Tissage mosuo', category: 8, level: 4, region: '530724102000', unit: 'Coopérative de tissage de Luoshui', year: 2015, summary: 'Tissage au métier à bras d’écharpes de lin, de laine et de soie de lotus.' },
    { name: 'Courses de chevaux naxi', category: 6, level: 4, region: '530721', unit: 'Association équestre de Lashi', year: 2016, summary: 'Courses et jeux équestres des fêtes de printemps sur la prairie de Lashi.' },
    { name: 'Chants de travail de Yongsheng', category: 2, level: 4, region: '530722', unit: 'Maison de la culture de Yongsheng', year: 2017, summary: 'Chants alternés des rizières et des caravanes du comté de Yongsheng.' },
  ],
  inheritors: [
    { name: 'He Shicheng', sex: 1, born: 1950, nation: 'Naxi', level: 1, projects: [0], fans: 712 },
    { name: 'Mu Lihua', sex: 2, born: 1966, nation: 'Naxi', level: 2, projects: [0, 1], fans: 301 },
    { name: 'He Xiudong', sex: 1, born: 1954, nation: 'Naxi', level: 1, projects: [1], fans: 266 },
    { name: 'He Guowei', sex: 1, born: 1961, nation: 'Naxi', level: 1, projects: [2, 5], fans: 588 },
    { name: 'He Yuancai', sex: 1, born: 1958, nation: 'Naxi', level: 1, projects: [3], fans: 355 },
    { name: 'Yang Meixiang', sex: 2, born: 1963, nation: 'Naxi', level: 1, projects: [4], fans: 248 },
    { name: 'Xi Shanghong', sex: 1, born: 1949, nation: 'Naxi', level: 2, projects: [5], fans: 409 },
    { name: 'He Lijun', sex: 1, born: 1970, nation: 'Naxi', level: 2, projects: [6], fans: 117 },
    { name: 'Geze Lamu', sex: 2, born: 1975, nation: 'Mosuo', level: 2, projects: [7, 13], fans: 434 },
    { name: 'Zhao Wenbin', sex: 1, born: 1959, nation: 'Naxi', level: 2, projects: [8], fans: 96 },
    { name: 'He Jinlong', sex: 1, born: 1968, nation: 'Naxi', level: 2, projects: [9], fans: 152 },
    { name: 'He Ailan', sex: 2, born: 1972, nation: 'Naxi', level: 3, projects: [10], fans: 203 },
    { name: 'Aniu Azhi', sex: 2, born: 1980, nation: 'Yi', level: 3, projects: [12], fans: 87 },
    { name: 'Duoji Pincuo', sex: 1, born: 1966, nation: 'Mosuo', level: 4, projects: [13], fans: 64 },
  ],
  bases: [
    { name: 'Maison de la musique naxi', kind: 'EXPERIENCE', projects: [0], region: '530702', street: 'rue Dongdajie, vieille ville' },
    { name: 'Atelier de papier dongba de Baidi', kind: 'EXPERIENCE', projects: [3], region: '530721', street: 'village de Baidi, Sanba' },
    { name: 'Atelier de peinture dongba du parc de l’Étang du Dragon Noir', kind: 'EXPERIENCE', projects: [2, 5], region: '530702', street: 'parc de l’Étang du Dragon Noir' },
    { name: 'Atelier de broderie naxi de Baisha', kind: 'EXPERIENCE', projects: [10], region: '530721104000', street: 'rue principale de Baisha' },
    { name: 'Forge de cuivre de la rue Xinhua', kind: 'EXPERIENCE', projects: [9], region: '530702', street: '12, rue Xinhua' },
    { name: 'Fournil du baba de Dayan', kind: 'EXPERIENCE', projects: [11], region: '530702', street: 'place Sifang' },
    { name: 'Maison de tissage mosuo de Luoshui', kind: 'EXPERIENCE', projects: [13], region: '530724102000', street: 'village de Luoshui, lac Lugu' },
    { name: 'Cercle de danse Reremi de Taian', kind: 'EXPERIENCE', projects: [4], region: '530721', street: 'village de Taian' },
    { name: 'Salle de xiyue de Baisha', kind: 'EXPERIENCE', projects: [1], region: '530721104000', street: 'temple Dabaoji, Baisha' },
    { name: 'Centre équestre du lac Lashi', kind: 'EXPERIENCE', projects: [14], region: '530721105000', street: 'rive nord du lac Lashi' },
    { name: 'Jardin des plantes médicinales naxi', kind: 'EXPERIENCE', projects: [8], region: '530702', street: 'route de Shuhe' },
    { name: 'Place de danse Datiao de Ninglang', kind: 'EXPERIENCE', projects: [12], region: '530724', street: 'centre de Daxing' },
    { name: 'Base de protection de la musique ancienne naxi', kind: 'PROTECT', projects: [0, 1], region: '530702', street: 'rue Dongdajie' },
    { name: 'Base de protection de la culture dongba', kind: 'PROTECT', projects: [2, 5], region: '530702', street: 'musée de la culture Dongba' },
    { name: 'Base de production du papier dongba', kind: 'PROTECT', projects: [3], region: '530721', street: 'village de Baidi' },
    { name: 'Base de protection de la culture mosuo', kind: 'PROTECT', projects: [7, 13], region: '530724102000', street: 'Yongning' },
    { name: 'Base de protection de la fête Sanduo', kind: 'PROTECT', projects: [6], region: '530721104000', street: 'temple Beiyue' },
    { name: 'Base de protection de la dinanderie', kind: 'PROTECT', projects: [9], region: '530702', street: 'rue Xinhua' },
    { name: 'Base de protection de la médecine naxi', kind: 'PROTECT', projects: [8], region: '530702', street: 'avenue Minzhu' },
    { name: 'École de transmission dongba', kind: 'TEACHING', projects: [5, 2], region: '530721', street: 'collège de Baisha' },
    { name: 'Atelier-école de broderie naxi', kind: 'TEACHING', projects: [10], region: '530721', street: 'Baisha' },
    { name: 'École de danse Reremi', kind: 'TEACHING', projects: [4], region: '530721', street: 'Taian' },
    { name: 'Cours de musique naxi pour enfants', kind: 'TEACHING', projects: [0], region: '530702', street: 'collège de Lijiang' },
    { name: 'Atelier-école des chants de Yongsheng', kind: 'TEACHING', projects: [15], region: '530722', street: 'centre de Yongsheng' },
  ],
  foods: [
    { name: 'Baba de Lijiang', project: 11, shop: 'Fournil de la place Sifang', region: '530702', price: 10, summary: 'Galette feuilletée au saindoux, sucrée au sucre brun ou salée au jambon.' },
    { name: 'Gelée de pois chiches', project: null, shop: 'Étal de la rue Wuyi', region: '530702', price: 12, summary: 'Gelée noire ou jaune, servie froide ou poêlée avec piment et vinaigre.' },
    { name: 'Fondue en marmite de cuivre', project: 9, shop: 'Maison de la fondue naxi', region: '530702', price: 68, summary: 'Légumes et viande fumée mijotés dans une marmite de cuivre battue à la main.' },
    { name: 'Thé au beurre naxi', project: null, shop: 'Maison de thé de Shuhe', region: '530702', price: 15, summary: 'Thé noir baratté avec du beurre de yak et une pincée de sel.' },
    { name: 'Porc en dentelle mosuo', project: 13, shop: 'Table mosuo de Luoshui', region: '530724102000', price: 48, summary: 'Porc salé et séché entier, conservé des années dans les maisons mosuo.' },
    { name: 'Poisson du lac Lashi', project: null, shop: 'Auberge du lac Lashi', region: '530721105000', price: 58, summary: 'Carpe du lac mijotée au piment et aux herbes sauvages.' },
    { name: 'Galette de sarrasin', project: null, shop: 'Fournil de Baisha', region: '530721104000', price: 8, summary: 'Galette de sarrasin de montagne, servie avec du miel.' },
    { name: 'Soupe aux champignons sauvages', project: null, shop: 'Restaurant naxi Sanduo', region: '530702', price: 55, summary: 'Bouillon de champignons des forêts du Dragon de Jade, récoltés en été.' },
    { name: 'Gâteau aux pétales de rose', project: null, shop: 'Pâtisserie de la rue Xinyi', region: '530702', price: 6, summary: 'Pâte fine fourrée de pétales de rose confits au sucre.' },
    { name: 'Fromage de yak', project: null, shop: 'Ferme de Ninglang', region: '530724', price: 25, summary: 'Fromage frais de montagne, grillé ou séché en lamelles.' },
    { name: 'Riz cuit en bambou', project: null, shop: 'Table de Yongsheng', region: '530722', price: 20, summary: 'Riz parfumé cuit dans un tronçon de bambou sur la braise.' },
    { name: 'Poulet au pot de Lijiang', project: null, shop: 'Poulet au pot de Lijiang', region: '530702', price: 45, summary: 'Poulet fermier mijoté avec des herbes médicinales naxi.' },
    { name: 'Thé Pu’er de caravane', project: null, shop: 'Maison de thé Pu’er', region: '530702', price: 30, summary: 'Galettes de thé compressé venues par la route du thé et des chevaux.' },
  ],
};

const JIAYUGUAN: SiteHeritage = {
  siteCode: 'site620200',
  lang: 'CN',
  venues: ['嘉峪关关城', '长城博物馆', '嘉峪关市文化馆', '雄关广场', '酒钢三中'],
  projects: [
    { name: '嘉峪关传说', category: 1, level: 2, region: '620201', unit: '嘉峪关市文化馆', year: 2008, summary: '“击石燕鸣”“定城砖”等关城修筑的民间故事。' },
    { name: '河西宝卷', category: 5, level: 1, region: '620201', unit: '嘉峪关市文化馆', year: 2006, summary: '以说唱形式宣讲的民间宝卷，韵散相间、曲调古朴。' },
    { name: '夜光杯雕刻技艺', category: 8, level: 2, region: '620201', unit: '嘉峪关玉雕工艺厂', year: 2009, summary: '祁连玉经选料、琢磨、抛光制成薄如蛋壳的酒杯。' },
    { name: '嘉峪关社火', category: 10, level: 2, region: '620201100000', unit: '新城镇文化站', year: 2010, summary: '春节期间的高跷、旱船、舞狮与秧歌。' },
    { name: '河西贤孝', category: 5, level: 2, region: '620201', unit: '嘉峪关市曲艺协会', year: 2011, summary: '盲艺人弹三弦演唱的劝善曲目。' },
    { name: '魏晋砖壁画摹绘技艺', category: 7, level: 3, region: '620201101000', unit: '峪泉镇文化站', year: 2012, summary: '摹绘魏晋墓砖上的农耕、畜牧与宴饮图景。' },
    { name: '太平鼓', category: 3, level: 3, region: '620201102000', unit: '文殊镇文化站', year: 2012, summary: '腰挎长鼓、边击边舞，鼓声雄浑。' },
    { name: '葡萄酒传统酿造技艺', category: 8, level: 3, region: '620201100000', unit: '紫轩酒业', year: 2013, summary: '戈壁葡萄经破碎、发酵、窖藏酿成干红。' },
    { name: '嘉峪关剪纸', category: 7, level: 4, region: '620201', unit: '雄关街道文化站', year: 2014, summary: '以长城、骆驼与飞天为题材的红纸剪刻。' },
    { name: '河西民歌', category: 2, level: 4, region: '620201101000', unit: '峪泉镇文化站', year: 2014, summary: '“花儿”与小调交织的戈壁山歌。' },
    { name: '羊皮筏子制作技艺', category: 8, level: 4, region: '620201102000', unit: '文殊镇文化站', year: 2015, summary: '整张羊皮充气扎成的渡河筏。' },
    { name: '西北中医正骨', category: 9, level: 4, region: '620201', unit: '嘉峪关市中医医院', year: 2016, summary: '手法复位、夹板固定的传统正骨术。' },
    { name: '长城铁骑对抗', category: 6, level: 4, region: '620201101000', unit: '峪泉镇体育协会', year: 2017, summary: '仿古骑射与马上角力的节庆竞技。' },
  ],
  inheritors: [
    { name: '张文秀', sex: 2, born: 1958, nation: '汉族', level: 2, projects: [0], fans: 91 },
    { name: '李长生', sex: 1, born: 1950, nation: '汉族', level: 1, projects: [1], fans: 160 },
    { name: '赵玉山', sex: 1, born: 1962, nation: '汉族', level: 2, projects: [2], fans: 122 },
    { name: '马兰花', sex: 2, born: 1967, nation: '回族', level: 2, projects: [3], fans: 75 },
    { name: '王三弦', sex: 1, born: 1955, nation: '汉族', level: 2, projects: [4], fans: 68 },
    { name: '刘壁生', sex: 1, born: 1969, nation: '汉族', level: 3, projects: [5], fans: 54 },
    { name: '陈鼓魁', sex: 1, born: 1964, nation: '汉族', level: 3, projects: [6], fans: 47 },
    { name: '孙葡萄', sex: 2, born: 1975, nation: '汉族', level: 3, projects: [7], fans: 39 },
    { name: '何巧云', sex: 2, born: 1971, nation: '汉族', level: 4, projects: [8], fans: 62 },
    { name: '杨歌儿', sex: 2, born: 1980, nation: '裕固族', level: 4, projects: [9], fans: 33 },
    { name: '冯筏子', sex: 1, born: 1953, nation: '汉族', level: 4, projects: [10], fans: 21 },
    { name: '郭正骨', sex: 1, born: 1960, nation: '汉族', level: 4, projects: [11], fans: 29 },
  ],
  bases: [
    ...[
      ['长城博物馆宝卷书场', [1]],
      ['关城夜光杯体验馆', [2]],
      ['新城镇社火体验院', [3]],
      ['雄关贤孝茶社', [4]],
      ['魏晋墓壁画摹绘体验室', [5]],
      ['文殊镇太平鼓体验场', [6]],
      ['紫轩酒庄酿造体验区', [7]],
      ['雄关剪纸体验坊', [8]],
      ['峪泉民歌体验点', [9]],
      ['讨赖河羊皮筏体验码头', [10]],
      ['关城传说故事馆', [0]],
      ['长城铁骑体验营', [12]],
    ].map(([name, projects], i): BaseSeed => ({ name: name as string, kind: 'EXPERIENCE', projects: projects as number[], region: '620201', street: `雄关西路${i * 7 + 3}号` })),
    ...[
      ['河西宝卷保护基地', [1], 'PROTECT'],
      ['夜光杯雕刻生产性保护基地', [2], 'PROTECT'],
      ['嘉峪关社火保护基地', [3], 'PROTECT'],
      ['葡萄酒酿造技艺保护基地', [7], 'PROTECT'],
      ['魏晋砖壁画保护基地', [5], 'PROTECT'],
      ['河西贤孝保护基地', [4], 'PROTECT'],
      ['西北中医正骨保护基地', [11], 'PROTECT'],
      ['嘉峪关传说传习所', [0], 'TEACHING'],
      ['太平鼓传习所', [6], 'TEACHING'],
      ['剪纸传习所', [8], 'TEACHING'],
      ['河西民歌传习所', [9], 'TEACHING'],
      ['羊皮筏子传习所', [10], 'TEACHING'],
    ].map(([name, projects, kind], i): BaseSeed => ({ name: name as string, kind: kind as BaseKind, projects: projects as number[], region: '620201', street: `新华中路${i * 5 + 2}号` })),
  ],
  foods: [
    ['烤羊肉串', null, '雄关夜市'],
    ['驴肉黄面', null, '黄面馆'],
    ['糊锅', null, '东湖糊锅店'],
    ['搓鱼面', null, '老街面馆'],
    ['羊肉垫卷子', null, '戈壁羊肉馆'],
    ['沙枣糕', null, '关城点心铺'],
    ['烧壳子', null, '峪泉烧壳子'],
    ['酿皮子', null, '新华路酿皮'],
    ['臊子面', null, '老嘉峪关面馆'],
    ['戈壁葡萄酒', 7, '紫轩酒庄'],
    ['胡麻油饼', null, '文殊油饼铺'],
    ['羊肉粉汤', null, '雄关粉汤馆'],
  ].map(([name, project, shop], i): FoodSeed => ({
    name: name as string,
    project: project as number | null,
    shop: shop as string,
    region: '620201',
    price: 12 + i * 4,
    summary: `嘉峪关的家常风味${name as string}，戈壁人家的待客之道。`,
  })),
};

export const HERITAGE_SITES: readonly SiteHeritage[] = [CHENGDU, JIUZHAIGOU, LIJIANG, JIAYUGUAN];
