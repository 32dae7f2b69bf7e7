/** Names and words of the place-kinds family's demo data, per demo site (French on site530700). */

export interface PlaceTexts {
  villages: readonly string[];
  ruralSpots: readonly string[];
  homestayPrefixes: readonly string[];
  homestaySuffixes: readonly string[];
  homestayFeatures: readonly string[];
  studyBases: readonly string[];
  studyBaseName(county: string, base: string): string;
  studyCrowds: readonly string[];
  studyCourses: readonly string[];
  bookingTips: string;
  themes: readonly string[];
  themeHighlights: readonly string[];
  /** [name, intensity 1-3, height limit] */
  facilities: readonly (readonly [string, number, string])[];
  /** [name, where in the scenic area] */
  shows: readonly (readonly [string, string])[];
  menu: { countryTour: string; farmhouse: string; studies: string; subjectArea: string; playItem: string; show: string };
}

const CN_COMMON = {
  ruralSpots: ['古银杏', '百年老宅', '稻田观景台', '村史馆', '荷塘', '竹林步道', '老油坊', '石拱桥', '茶园', '乡村书院', '古戏台', '果园采摘区'],
  homestayPrefixes: ['竹林', '溪畔', '山居', '云间', '稻香', '桃源', '听雨', '花间', '半山', '青瓦', '松风', '月亮湾', '石板', '梯田', '星空', '柿子树'],
  homestaySuffixes: ['民宿', '小院', '山舍', '客栈', '农家乐', '院子', '草堂'],
  homestayFeatures: ['农家菜', '采摘体验', '亲子活动', '可带宠物', '观景露台', '免费停车', '篝火晚会', '茶艺体验', '钓鱼'],
  studyBases: ['自然博物研学基地', '农耕文化体验园', '少年科学营', '非遗传习所', '红色教育基地', '生态农业示范园', '天文科普馆', '中医药文化园', '古建筑研学营', '科普教育基地', '航空科技馆', '茶文化研学基地', '竹编工艺坊', '地质科普园'],
  studyBaseName: (county: string, base: string) => `${county}${base}`,
  studyCrowds: ['小学', '初中', '高中', '亲子家庭'],
  studyCourses: ['自然观察', '劳动实践', '传统手工', '科学实验', '红色故事', '非遗体验', '野外生存'],
  bookingTips: '团体研学请提前 7 天预约，每批次不超过 50 人；请学生穿着运动鞋，自带水杯。',
  themes: ['奇幻森林', '欢乐港湾', '探险谷', '童话小镇', '非遗工坊', '星空营地', '民俗村落', '花海乐园'],
  themeHighlights: ['夜间灯光', '亲子互动', '打卡拍照', '非遗体验', '特色美食', '森林步道'],
  facilities: [
    ['过山车', 3, '1.4米以上'], ['旋转木马', 1, '不限'], ['激流勇进', 2, '1.2米以上'], ['摩天轮', 1, '不限'],
    ['飞越极限', 2, '1.2米以上'], ['碰碰车', 1, '1.2米以上'], ['丛林飞鼠', 3, '1.4米以上'], ['高空索道', 2, '1.2米以上'],
    ['玻璃栈道', 2, '不限'], ['滑草场', 1, '1.1米以上'], ['射箭馆', 1, '1.2米以上'], ['蹦床乐园', 1, '不限'],
    ['卡丁车', 2, '1.4米以上'], ['峡谷漂流', 3, '1.2米以上'], ['攀岩墙', 2, '1.2米以上'], ['VR飞行影院', 2, '1.1米以上'],
    ['儿童乐园', 1, '1.4米以下'], ['森林小火车', 1, '不限'], ['热气球观光', 1, '不限'], ['高空秋千', 3, '1.4米以上'],
  ] as const,
  shows: [
    ['大型实景演出', '山水剧场'], ['民族歌舞', '民俗广场'], ['川剧变脸', '古戏台'], ['非遗展演', '非遗街区'], ['篝火晚会', '篝火广场'],
    ['花车巡游', '主街'], ['夜间灯光秀', '湖心广场'], ['杂技表演', '欢乐剧场'], ['皮影戏', '皮影馆'], ['藏羌歌舞', '民族大剧院'],
  ] as const,
  menu: { countryTour: '乡村游', farmhouse: '民宿', studies: '研学基地', subjectArea: '主题园区', playItem: '游乐项目', show: '精彩演出' },
};

const CN_CHENGDU: PlaceTexts = {
  ...CN_COMMON,
  villages: ['明月村', '竹艺村', '战旗村', '铁牛村', '幸福村', '梨花沟', '五星村', '青杠村', '道明村', '天府农博园', '红砂村', '三圣花乡'],
};

const CN_JIUZHAIGOU: PlaceTexts = {
  ...CN_COMMON,
  villages: ['树正寨', '荷叶寨', '则查洼寨', '扎如村', '黑角村', '郭元村', '中查村', '达基寺村', '永丰村', '上四寨', '白河村', '勿角村', '英各村'],
  ruralSpots: ['转经筒', '玛尼堆', '藏式碉楼', '经幡广场', '青稞田', '磨坊', '藏家火塘', '寨门', '白塔', '牦牛牧场', '高山草甸', '古栈道'],
};

const CN_JIAYUGUAN: PlaceTexts = {
  ...CN_COMMON,
  villages: ['黄草营村', '河口村', '观蒲村', '安远沟村', '野麻湾村', '横沟村', '中沟村', '泥沟村', '长城村', '磁窑口村', '塔湾村', '双泉村'],
  ruralSpots: ['戈壁观景台', '葡萄长廊', '古烽燧', '夯土民居', '沙棘林', '农家果园', '坎儿井', '驿站遗址', '胡杨林', '村史馆', '风车阵', '麦田'],
};

const FR_LIJIANG: PlaceTexts = {
  villages: [
    'Hameau de Baisha', 'Village de Shuhe', 'Village de Lashi', 'Hameau du Jade', 'Village naxi de Ciman', 'Village de Shigu',
    'Hameau de Wenbi', 'Village de Liming', 'Village de Yongning', 'Hameau de Taian', 'Village de Jinshan', 'Hameau de Longquan',
  ],
  ruralSpots: ['Vieux moulin', 'Maison naxi', 'Rizières en terrasses', 'Pont de pierre', 'Source sacrée', 'Champ de sarrasin', 'Temple du village', 'Atelier de tissage', 'Verger de poiriers', 'Belvédère', 'Théâtre ancien', 'Marché du matin'],
  homestayPrefixes: ['Gîte', 'Maison', 'Auberge', 'Ferme', 'Chambres', 'Relais', 'Refuge', 'Cour', 'Logis', 'Demeure', 'Pavillon', 'Nid', 'Lodge', 'Mas', 'Chalet', 'Villa'],
  homestaySuffixes: [' du Bambou', ' des Rizières', ' de la Source', ' du Vieux Pont', ' des Pins', ' du Lac', ' des Nuages'],
  homestayFeatures: ['Cuisine naxi', 'Cueillette', 'Activités en famille', 'Animaux acceptés', 'Terrasse panoramique', 'Parking gratuit', 'Feu de camp', 'Cérémonie du thé', 'Pêche'],
  studyBases: [
    "Centre d'études dongba", 'Ferme pédagogique naxi', 'Camp scientifique des jeunes', 'Atelier du patrimoine vivant', 'Jardin botanique alpin',
    'Observatoire des étoiles', 'Maison de la médecine tibétaine', 'Chantier de la vieille ville', 'Musée de géologie', 'École du papier dongba',
    'Maison du thé', 'Atelier de broderie', 'Station des glaciers', "Centre d'écologie du lac",
  ],
  studyBaseName: (county: string, base: string) => `${base} (${county})`,
  studyCrowds: ['École primaire', 'Collège', 'Lycée', 'Familles'],
  studyCourses: ['Observation de la nature', 'Travaux des champs', 'Artisanat', 'Expériences scientifiques', 'Écriture dongba', 'Patrimoine vivant', 'Survie en montagne'],
  bookingTips: 'Les groupes scolaires réservent 7 jours à l’avance, 50 élèves au plus par séance ; prévoir des chaussures de marche et une gourde.',
  themes: ['Forêt enchantée', 'Baie des Plaisirs', "Vallée de l'Aventure", 'Village des Contes', 'Ateliers du Patrimoine', 'Camp des Étoiles', 'Village des Traditions', 'Jardin des Fleurs'],
  themeHighlights: ['Illuminations', 'En famille', 'Photos souvenirs', 'Patrimoine vivant', 'Saveurs locales', 'Sentier forestier'],
  facilities: [
    ['Montagnes russes', 3, '1,40 m et plus'], ['Carrousel', 1, 'Sans limite'], ['Descente en bouées', 2, '1,20 m et plus'], ['Grande roue', 1, 'Sans limite'],
    ['Vol au-dessus des cimes', 2, '1,20 m et plus'], ['Autos tamponneuses', 1, '1,20 m et plus'], ['Tyrolienne', 3, '1,40 m et plus'], ['Téléphérique', 2, '1,20 m et plus'],
    ['Passerelle de verre', 2, 'Sans limite'], ['Luge sur herbe', 1, '1,10 m et plus'], ["Tir à l'arc", 1, '1,20 m et plus'], ['Trampolines', 1, 'Sans limite'],
    ['Karting', 2, '1,40 m et plus'], ['Rafting', 3, '1,20 m et plus'], ["Mur d'escalade", 2, '1,20 m et plus'], ['Cinéma de vol VR', 2, '1,10 m et plus'],
    ['Aire des petits', 1, 'Moins de 1,40 m'], ['Petit train', 1, 'Sans limite'], ['Montgolfière', 1, 'Sans limite'], ['Balançoire géante', 3, '1,40 m et plus'],
  ],
  shows: [
    ['Grand spectacle en plein air', 'Théâtre des montagnes'], ['Danses naxi', 'Place des traditions'], ['Musique ancienne naxi', 'Vieux théâtre'],
    ['Démonstration dongba', 'Rue du patrimoine'], ['Soirée autour du feu', 'Place du feu de camp'], ['Défilé des chars fleuris', 'Grande rue'],
    ['Spectacle de lumières', 'Place du lac'], ['Acrobates du Yunnan', 'Théâtre de la joie'], ["Ombres chinoises", "Maison des ombres"], ['Chants mosuo', 'Grand théâtre'],
  ],
  menu: { countryTour: 'Tourisme rural', farmhouse: "Chambres d'hôtes", studies: "Bases d'études", subjectArea: 'Espaces thématiques', playItem: 'Attractions', show: 'Spectacles' },
};

export const PLACE_TEXTS = {
  site510100: CN_CHENGDU,
  site513225: CN_JIUZHAIGOU,
  site530700: FR_LIJIANG,
  site620200: CN_JIAYUGUAN,
} as const;
