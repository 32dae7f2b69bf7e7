/** Names and words of the place-kinds family's demo data, per demo site (French on site530700, English on site450300, Japanese on site610100, Korean on site222400). */

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

const EN_GUILIN: PlaceTexts = {
  villages: [
    'Xingping Fishing Village', 'Jiuxian Village', 'Ping’an Zhuang Village', 'Dazhai Yao Village', 'Jiangtouzhou Village', 'Daxu Old Town',
    'Yulong Village', 'Huangyao Village', 'Gongcheng Oil Tea Village', 'Longtan Village', 'Aishanmen Village', 'Liuguan Village',
  ],
  ruralSpots: ['Old mill', 'Zhuang stilt house', 'Rice terraces', 'Stone bridge', 'Village spring', 'Pomelo orchard', 'Ancestral hall', 'Weaving workshop', 'Osmanthus tree', 'Lookout', 'Old stage', 'Morning market'],
  homestayPrefixes: ['Bamboo', 'Riverside', 'Karst', 'Cloud', 'Rice Field', 'Peach Blossom', 'Rain', 'Flower', 'Hillside', 'Blue Tile', 'Pine', 'Moon Bay', 'Flagstone', 'Terrace', 'Starry', 'Persimmon'],
  homestaySuffixes: [' Guesthouse', ' Lodge', ' Retreat', ' Inn', ' Farm Stay', ' Courtyard', ' House'],
  homestayFeatures: ['Farm cooking', 'Fruit picking', 'Family activities', 'Pets welcome', 'Scenic terrace', 'Free parking', 'Campfire', 'Tea tasting', 'Fishing'],
  studyBases: [
    'Karst Science Centre', 'Rice Farming Experience Park', 'Young Scientists Camp', 'Living Heritage Workshop', 'Botanical Garden Classroom',
    'Star-Watching Station', 'Herbal Medicine Garden', 'Old Architecture Study Camp', 'Cave Geology Centre', 'Bamboo Craft Workshop',
    'Tea Culture Centre', 'Zhuang Brocade Studio', 'River Ecology Station', 'Science Education Base',
  ],
  studyBaseName: (county: string, base: string) => `${base} (${county})`,
  studyCrowds: ['Primary school', 'Middle school', 'High school', 'Families'],
  studyCourses: ['Nature watching', 'Farm work', 'Crafts', 'Science experiments', 'Local history', 'Living heritage', 'Outdoor skills'],
  bookingTips: 'School groups book 7 days ahead, at most 50 pupils a session; bring walking shoes and a water bottle.',
  themes: ['Enchanted Forest', 'Fun Harbour', 'Adventure Valley', 'Fairy-Tale Town', 'Heritage Workshops', 'Starlight Camp', 'Folk Village', 'Flower Garden'],
  themeHighlights: ['Night lights', 'Family fun', 'Photo spots', 'Living heritage', 'Local food', 'Forest trail'],
  facilities: [
    ['Roller coaster', 3, '1.4 m and over'], ['Carousel', 1, 'No limit'], ['Log flume', 2, '1.2 m and over'], ['Ferris wheel', 1, 'No limit'],
    ['Flying theatre', 2, '1.2 m and over'], ['Bumper cars', 1, '1.2 m and over'], ['Zip line', 3, '1.4 m and over'], ['Cable car', 2, '1.2 m and over'],
    ['Glass walkway', 2, 'No limit'], ['Grass sledging', 1, '1.1 m and over'], ['Archery', 1, '1.2 m and over'], ['Trampolines', 1, 'No limit'],
    ['Go-karts', 2, '1.4 m and over'], ['River rafting', 3, '1.2 m and over'], ['Climbing wall', 2, '1.2 m and over'], ['VR flight cinema', 2, '1.1 m and over'],
    ['Toddler area', 1, 'Under 1.4 m'], ['Forest train', 1, 'No limit'], ['Hot-air balloon', 1, 'No limit'], ['Giant swing', 3, '1.4 m and over'],
  ],
  shows: [
    ['Open-air landscape show', 'Mountain theatre'], ['Zhuang folk songs', 'Folk square'], ['Yao long-hair dance', 'Old stage'],
    ['Heritage crafts show', 'Heritage street'], ['Campfire evening', 'Campfire square'], ['Flower float parade', 'Main street'],
    ['Light show', 'Lake square'], ['Acrobatics', 'Fun theatre'], ['Shadow puppets', 'Puppet house'], ['Dong grand song', 'Grand theatre'],
  ],
  menu: { countryTour: 'Villages', farmhouse: 'Farm stays', studies: 'Study trips', subjectArea: 'Theme areas', playItem: 'Attractions', show: 'Shows' },
};

const JA_XIAN: PlaceTexts = {
  villages: ['袁家村', '上王村', '祝村', '東韓村', '関中民俗村', '蔡家坡村', '白鹿原の村', '灞橋の村', '驪山のふもとの村', '秦嶺の山村', '渭河のほとりの村', '杏の里'],
  ruralSpots: ['古い水車', '関中の民家', '段々畑', '石橋', '村の泉', 'ザクロ畑', '祠堂', '機織り工房', '古いエンジュの木', '展望台', '村の舞台', '朝市'],
  homestayPrefixes: ['竹林', '川辺', '山あい', '雲間', '稲穂', '桃源', '雨音', '花園', '中腹', '青瓦', '松風', '月の入り江', '石畳', '段々畑', '星空', '柿の木'],
  homestaySuffixes: ['の宿', '荘', 'ゲストハウス', '民宿', 'ファームステイ', '庭の家', '山荘'],
  homestayFeatures: ['農家料理', '果物狩り', '親子体験', 'ペット可', '展望テラス', '無料駐車場', 'キャンプファイヤー', 'お茶体験', '釣り'],
  studyBases: ['自然博物体験基地', '農耕文化体験園', '少年科学キャンプ', '伝統技能伝習所', '植物園教室', '星空観察館', '漢方文化園', '古建築学習キャンプ', '地質科学園', '切り絵工房', '茶文化学習基地', '唐三彩工房', '渭河生態ステーション', '科学教育基地'],
  studyBaseName: (county: string, base: string) => `${county}${base}`,
  studyCrowds: ['小学生', '中学生', '高校生', '親子'],
  studyCourses: ['自然観察', '農作業体験', '伝統工芸', '科学実験', '郷土の歴史', '無形文化遺産', 'アウトドア技術'],
  bookingTips: '団体での体験学習は7日前までにご予約ください。1回50名まで。運動靴と水筒をご持参ください。',
  themes: ['魔法の森', 'ハッピーハーバー', '冒険の谷', 'おとぎの街', '伝統工房', '星空キャンプ', '民俗の村', '花の楽園'],
  themeHighlights: ['夜のライトアップ', '親子で楽しむ', 'フォトスポット', '伝統体験', 'ご当地グルメ', '森の遊歩道'],
  facilities: [
    ['ジェットコースター', 3, '140cm以上'], ['メリーゴーランド', 1, '制限なし'], ['急流すべり', 2, '120cm以上'], ['観覧車', 1, '制限なし'],
    ['フライングシアター', 2, '120cm以上'], ['ゴーカート（バンパー）', 1, '120cm以上'], ['ジップライン', 3, '140cm以上'], ['ロープウェイ', 2, '120cm以上'],
    ['ガラスの桟道', 2, '制限なし'], ['草すべり', 1, '110cm以上'], ['アーチェリー', 1, '120cm以上'], ['トランポリン', 1, '制限なし'],
    ['レーシングカート', 2, '140cm以上'], ['渓谷ラフティング', 3, '120cm以上'], ['クライミングウォール', 2, '120cm以上'], ['VRフライトシアター', 2, '110cm以上'],
    ['キッズエリア', 1, '140cm未満'], ['森の汽車', 1, '制限なし'], ['熱気球', 1, '制限なし'], ['大ブランコ', 3, '140cm以上'],
  ],
  shows: [
    ['大型実景ショー', '山水劇場'], ['唐代の歌舞', '民俗広場'], ['秦腔', '古い舞台'], ['伝統技能の実演', '伝統の街'], ['キャンプファイヤーの夕べ', 'たき火広場'],
    ['花車パレード', 'メインストリート'], ['光のショー', '湖の広場'], ['雑技', '楽しい劇場'], ['影絵芝居', '影絵館'], ['鼓楽の演奏', '大劇場'],
  ],
  menu: { countryTour: '農村観光', farmhouse: '民宿', studies: '体験学習', subjectArea: 'テーマエリア', playItem: 'アトラクション', show: 'ショー' },
};

const KO_YANBIAN: PlaceTexts = {
  villages: ['명동촌', '금달래촌', '이도백하 마을', '백금촌', '광명촌', '해란강 마을', '두만강 마을', '방천 마을', '정암촌', '삼합 마을', '장재촌', '진달래 마을'],
  ruralSpots: ['옛 물레방아', '조선족 전통 가옥', '다랑논', '돌다리', '마을 샘', '사과배 과수원', '사당', '베틀 공방', '오래된 느티나무', '전망대', '마을 무대', '아침 장터'],
  homestayPrefixes: ['대숲', '강변', '산골', '구름', '벼이삭', '복숭아꽃', '빗소리', '꽃밭', '산중턱', '기와', '솔바람', '달빛', '돌담', '다랑논', '별빛', '감나무'],
  homestaySuffixes: [' 민박', ' 펜션', ' 게스트하우스', ' 한옥', ' 농가', ' 정원집', ' 산장'],
  homestayFeatures: ['농가 밥상', '과일 따기', '가족 체험', '반려동물 동반', '전망 테라스', '무료 주차', '캠프파이어', '차 체험', '낚시'],
  studyBases: ['자연 박물 체험 기지', '농경 문화 체험원', '청소년 과학 캠프', '무형 문화유산 전수관', '식물원 교실', '별 관측소', '한약 문화원', '옛 건축 학습 캠프', '지질 과학원', '전통 매듭 공방', '차 문화 체험 기지', '조선족 복식 공방', '두만강 생태 관찰소', '과학 교육 기지'],
  studyBaseName: (county: string, base: string) => `${county} ${base}`,
  studyCrowds: ['초등학생', '중학생', '고등학생', '가족'],
  studyCourses: ['자연 관찰', '농사 체험', '전통 공예', '과학 실험', '지역 역사', '무형 문화유산', '야외 생존'],
  bookingTips: '단체 체험 학습은 7일 전까지 예약해 주세요. 회당 최대 50명. 운동화와 물병을 준비해 주세요.',
  themes: ['마법의 숲', '즐거운 항구', '모험의 계곡', '동화 마을', '전통 공방', '별빛 캠프', '민속 마을', '꽃 정원'],
  themeHighlights: ['야간 조명', '가족 체험', '사진 명소', '전통 체험', '향토 음식', '숲길'],
  facilities: [
    ['롤러코스터', 3, '140cm 이상'], ['회전목마', 1, '제한 없음'], ['급류 타기', 2, '120cm 이상'], ['대관람차', 1, '제한 없음'],
    ['플라잉 시어터', 2, '120cm 이상'], ['범퍼카', 1, '120cm 이상'], ['집라인', 3, '140cm 이상'], ['케이블카', 2, '120cm 이상'],
    ['유리 잔도', 2, '제한 없음'], ['잔디 썰매', 1, '110cm 이상'], ['양궁', 1, '120cm 이상'], ['트램펄린', 1, '제한 없음'],
    ['카트', 2, '140cm 이상'], ['계곡 래프팅', 3, '120cm 이상'], ['클라이밍 벽', 2, '120cm 이상'], ['VR 비행 영화관', 2, '110cm 이상'],
    ['어린이 놀이터', 1, '140cm 미만'], ['숲속 기차', 1, '제한 없음'], ['열기구', 1, '제한 없음'], ['대형 그네', 3, '140cm 이상'],
  ],
  shows: [
    ['대형 실경 공연', '산수 극장'], ['조선족 가무', '민속 광장'], ['판소리', '옛 무대'], ['전통 기예 시연', '전통 거리'], ['캠프파이어의 밤', '모닥불 광장'],
    ['꽃수레 행진', '중앙 거리'], ['빛의 쇼', '호수 광장'], ['곡예', '즐거운 극장'], ['그림자극', '그림자극관'], ['농악', '대극장'],
  ],
  menu: { countryTour: '농촌 관광', farmhouse: '민박', studies: '체험 학습', subjectArea: '테마 구역', playItem: '놀이 시설', show: '공연' },
};

export const PLACE_TEXTS = {
  site510100: CN_CHENGDU,
  site513225: CN_JIUZHAIGOU,
  site530700: FR_LIJIANG,
  site620200: CN_JIAYUGUAN,
  site450300: EN_GUILIN,
  site610100: JA_XIAN,
  site222400: KO_YANBIAN,
} as const;
