/** The media family's words in every demo site language (its demo videos, library and menu entries), and its refusals. */
import type { InLanguages } from '../demo.ts';

const SHORTS_CN = ['清晨的第一缕光', '一分钟看遍四季', '跟着镜头去旅行', '航拍视角', '雨后初晴', '夜色温柔', '藏在山里的小路', '当地人推荐的机位', '慢下来的午后', '云雾缭绕', '古老的手艺', '一碗地道的味道', '孩子们的笑声', '秋叶飘落'];
const SHORTS_FR = ['Premier rayon du matin', 'Quatre saisons en une minute', 'En route avec la caméra', 'Vu du ciel', 'Éclaircie après la pluie', 'Douceur du soir', 'Un sentier caché', 'Le point de vue des habitants', 'Un après-midi au ralenti', 'Dans la brume', 'Un savoir-faire ancien', 'Une saveur authentique', 'Rires d’enfants', 'Feuilles d’automne'];
const AUTHORS_CN = ['旅行的阿木', '山野日记', '小鹿去哪儿', '摄影师周周', '城市漫游者', '吃货小分队'];
const AUTHORS_FR = ['Camille en voyage', 'Carnet de montagne', 'Hugo filme', 'Lina photographie', 'Flâneur', 'Gourmets en route'];
const COMMENTS_CN = ['太美了，下个月就去！', '这个机位在哪里？', '看得我心都静了', '去年去过，还想再去', '配乐好舒服', '收藏了，周末出发'];
const COMMENTS_FR = ['Magnifique, j’y vais le mois prochain !', 'Où est ce point de vue ?', 'Très apaisant', 'J’y suis allé l’an dernier, à refaire', 'Belle musique', 'Enregistré pour ce week-end'];

export const SHORTS: InLanguages<readonly string[]> = {
  CN: SHORTS_CN,
  FRENCH: SHORTS_FR,
  EN: ['First light of the morning', 'Four seasons in a minute', 'On the road with the camera', 'From the sky', 'Sun after the rain', 'Gentle evening', 'A hidden path', 'Where the locals stand', 'A slow afternoon', 'In the mist', 'An old craft', 'A real local taste', 'Children laughing', 'Autumn leaves'],
  JAPANESE: ['朝いちばんの光', '1分で四季めぐり', 'カメラと一緒に旅へ', '空からの眺め', '雨上がり', 'やさしい夕暮れ', '山あいの小道', '地元の人おすすめの撮影地', 'ゆったりした午後', '霧に包まれて', '受け継がれる技', '本場の味', '子どもたちの笑い声', '舞い落ちる紅葉'],
  KOREAN: ['아침의 첫 햇살', '1분 만에 보는 사계절', '카메라와 함께 떠나는 여행', '하늘에서 본 풍경', '비 갠 뒤', '다정한 저녁', '산속 숨은 길', '현지인 추천 촬영지', '느긋한 오후', '안개 속으로', '오래된 손재주', '진짜 현지의 맛', '아이들의 웃음소리', '떨어지는 가을 잎'],
};
export const AUTHORS: InLanguages<readonly string[]> = {
  CN: AUTHORS_CN,
  FRENCH: AUTHORS_FR,
  EN: ['Emma travels', 'Mountain diary', 'Jack films', 'Lily photographs', 'City wanderer', 'Food on the road'],
  JAPANESE: ['旅するさくら', '山歩き日記', '映像作家ゆうと', '写真好きのあおい', '街歩き人', 'グルメ探検隊'],
  KOREAN: ['여행하는 수아', '산행 일기', '영상 찍는 민준', '사진가 하은', '도시 산책자', '맛집 탐험대'],
};
export const COMMENTS: InLanguages<readonly string[]> = {
  CN: COMMENTS_CN,
  FRENCH: COMMENTS_FR,
  EN: ['Beautiful, going next month!', 'Where is this spot?', 'So calming', 'Went last year, want to go again', 'Lovely music', 'Saved for this weekend'],
  JAPANESE: ['きれい！来月行きます', 'この撮影場所はどこですか？', '心が落ち着きます', '去年行きました、また行きたい', '音楽がすてき', '保存しました。週末に行きます'],
  KOREAN: ['너무 예뻐요, 다음 달에 갈게요!', '여기 촬영 장소가 어디예요?', '마음이 편안해져요', '작년에 갔는데 또 가고 싶어요', '음악이 좋아요', '저장했어요, 주말에 출발!'],
};

/** A library item's description, after its title and scenic area. */
export const DESCRIPTION: InLanguages<(title: string, scenic: string, region: string) => string> = {
  CN: (title, scenic, region) => `${scenic}·${title}，${region}。`,
  FRENCH: (title, scenic) => `${title} — ${scenic}.`,
  EN: (title, scenic) => `${title}: ${scenic}.`,
  JAPANESE: (title, scenic) => `${scenic}・${title}。`,
  KOREAN: (title, scenic) => `${scenic} · ${title}.`,
};

export const LIBRARY_LANGUAGE: InLanguages<'cn' | 'fr' | 'en' | 'ja' | 'ko'> = { CN: 'cn', FRENCH: 'fr', EN: 'en', JAPANESE: 'ja', KOREAN: 'ko' };

export const LIBRARY: Record<string, Record<'cn' | 'fr' | 'en' | 'ja' | 'ko', readonly string[]>> = {
  IMAGE: {
    cn: ['山门远眺', '晨雾', '古桥', '湖光', '林间小道', '晚霞', '石阶', '飞檐', '花海', '雪后', '溪流', '灯火'],
    fr: ['La porte au loin', 'Brume matinale', 'Le vieux pont', 'Reflets du lac', 'Allée forestière', 'Coucher de soleil', 'Escalier de pierre', 'Toits relevés', 'Champ de fleurs', 'Après la neige', 'Le ruisseau', 'Lumières du soir'],
    en: ['The gate from afar', 'Morning mist', 'The old bridge', 'Light on the lake', 'Forest path', 'Sunset glow', 'Stone steps', 'Upturned eaves', 'Sea of flowers', 'After the snow', 'The stream', 'Evening lights'],
    ja: ['山門を望む', '朝霧', '古い橋', '湖の光', '林の小道', '夕焼け', '石段', '反り屋根', 'お花畑', '雪のあと', '小川', '夜の灯り'],
    ko: ['멀리 보이는 산문', '아침 안개', '오래된 다리', '호수의 빛', '숲길', '저녁노을', '돌계단', '처마 끝', '꽃바다', '눈 온 뒤', '시냇물', '저녁 불빛'],
  },
  VIDEO: {
    cn: ['景区宣传片', '四季变换', '航拍全景', '民俗表演', '夜游', '手艺人', '湖畔晨光', '徒步路线', '美食之旅', '观鸟', '节庆', '雨中漫步'],
    fr: ['Film de présentation', 'Les quatre saisons', 'Vue aérienne', 'Spectacle traditionnel', 'Visite nocturne', 'Les artisans', 'Matin au bord du lac', 'Itinéraire de randonnée', 'Voyage gourmand', 'Observation des oiseaux', 'Jour de fête', 'Balade sous la pluie'],
    en: ['Welcome film', 'The four seasons', 'Aerial view', 'Folk performance', 'Night visit', 'The craftspeople', 'Morning by the lake', 'Hiking route', 'Food trip', 'Birdwatching', 'Festival day', 'A walk in the rain'],
    ja: ['紹介映像', '四季の移ろい', '空撮パノラマ', '民俗芸能', '夜の散策', '職人たち', '湖畔の朝', 'ハイキングコース', 'グルメの旅', 'バードウォッチング', 'お祭りの日', '雨の散歩'],
    ko: ['홍보 영상', '사계절의 변화', '항공 촬영', '민속 공연', '야간 관람', '장인들', '호숫가의 아침', '트레킹 코스', '맛 여행', '탐조', '축제의 날', '빗속 산책'],
  },
  AUDIO: {
    cn: ['景区总览讲解', '历史沿革', '建筑之美', '传说故事', '自然生态', '民俗风情', '名人足迹', '诗词里的风景', '非遗技艺', '游览须知', '四季之美', '夜色之声'],
    fr: ['Présentation du site', 'Un peu d’histoire', 'L’architecture', 'Légendes', 'La nature', 'Coutumes locales', 'Sur les pas des célèbres', 'Le paysage en poésie', 'Savoir-faire', 'Conseils de visite', 'Beauté des saisons', 'Les sons de la nuit'],
    en: ['Introduction to the site', 'A little history', 'The architecture', 'Legends', 'Nature', 'Local customs', 'In famous footsteps', 'The landscape in poems', 'Crafts', 'Visitor tips', 'Beauty of the seasons', 'Sounds of the night'],
    ja: ['総合案内', '歴史のあゆみ', '建築の美', '伝説', '自然と生き物', '民俗と暮らし', '名士の足跡', '詩に詠まれた風景', '伝統の技', '見学の注意', '四季の美しさ', '夜の音'],
    ko: ['명소 소개', '역사 이야기', '건축의 아름다움', '전설', '자연 생태', '민속과 풍습', '명사의 발자취', '시 속의 풍경', '전통 기예', '관람 안내', '사계절의 아름다움', '밤의 소리'],
  },
  PANORAMA: {
    cn: ['观景台全景', '湖心全景', '山顶全景', '古镇广场全景', '花海全景', '林间全景', '入口广场全景', '溪谷全景', '草甸全景', '栈道全景', '日落全景', '雪山全景'],
    fr: ['Belvédère à 360°', 'Au milieu du lac', 'Au sommet', 'Place de la vieille ville', 'Champ de fleurs à 360°', 'En forêt', 'Place de l’entrée', 'Dans la vallée', 'Prairie d’altitude', 'Sur la passerelle', 'Coucher de soleil à 360°', 'Face aux sommets enneigés'],
    en: ['Lookout in 360°', 'In the middle of the lake', 'On the summit', 'Old town square', 'Flower fields in 360°', 'In the forest', 'Entrance square', 'In the valley', 'Mountain meadow', 'On the boardwalk', 'Sunset in 360°', 'Facing the snowy peaks'],
    ja: ['展望台360°', '湖の真ん中から', '山頂から', '旧市街の広場', 'お花畑360°', '森の中', '入口広場', '渓谷', '高原の草原', '遊歩道から', '夕日360°', '雪山を望む'],
    ko: ['전망대 360°', '호수 한가운데서', '정상에서', '옛 거리 광장', '꽃밭 360°', '숲속에서', '입구 광장', '계곡에서', '고산 초원', '잔도 위에서', '일몰 360°', '설산을 마주하며'],
  },
};

export const MENU: InLanguages<readonly [string, string]> = {
  CN: ['短视频', '全景'],
  FRENCH: ['Vidéos courtes', 'Panoramas 360°'],
  EN: ['Short videos', '360° panoramas'],
  JAPANESE: ['ショート動画', '360°パノラマ'],
  KOREAN: ['짧은 영상', '360° 파노라마'],
};

/** A comment's longest text (the gateway checks first, with its own words). */
export const COMMENT_MAX = 200;

export const MEDIA_TEXTS = {
  noSuchVideo: '视频不存在',
  noComment: '请输入评论内容',
  commentTooLong: `评论内容不能超过${COMMENT_MAX}字`,
  cancelledUser: '已注销用户',
  noSuchFile: '文件不存在',
} as const;
