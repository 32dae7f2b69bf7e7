/**
 * Review tags (res/api/comment/tagList) per stored resource type, in every demo site language: a
 * site lists the tags of its own language (the Chinese ones where it has none), so a review on the
 * English, French, Japanese or Korean site is tagged in the visitor's language.
 */
import type { SiteLanguage } from '../../families/demo.ts';
import {
  ACTIVITY_TYPE,
  COLLECTION,
  ENTERTAINMENT,
  EXHIBITION,
  HOTEL,
  NEWS_RESOURCE_TYPE,
  RESTAURANT,
  RURAL,
  SCENERY,
  SPECIALITY,
  SPOT,
  STORY_TYPE,
  VENUE,
} from '../../resources.ts';

type Tags = Readonly<Record<string, readonly string[]>>;

const CN: Tags = {
  [SCENERY]: ['风景优美', '交通便利', '服务热情', '性价比高', '适合拍照', '人少清净', '设施完善'],
  [SPOT]: ['景色壮观', '适合拍照', '值得一去', '讲解精彩', '人少清净'],
  [VENUE]: ['展品丰富', '环境安静', '服务热情', '适合亲子', '讲解专业', '设施完善'],
  [HOTEL]: ['干净整洁', '服务热情', '交通便利', '早餐丰盛', '隔音好', '性价比高'],
  [RESTAURANT]: ['味道正宗', '分量足', '环境好', '服务热情', '性价比高', '上菜快'],
  [RURAL]: ['环境优美', '乡土气息', '主人热情', '适合亲子', '空气清新'],
  [ENTERTAINMENT]: ['精彩好看', '氛围热烈', '座位舒适', '值得推荐', '性价比高'],
  [SPECIALITY]: ['品质优良', '包装精美', '值得推荐', '性价比高', '适合送礼'],
  [EXHIBITION]: ['内容丰富', '布展用心', '适合亲子', '讲解专业', '值得推荐'],
  [COLLECTION]: ['历史厚重', '工艺精湛', '讲解专业', '值得一看'],
  [NEWS_RESOURCE_TYPE]: ['内容详实', '图文精美', '很有帮助', '及时准确'],
  [ACTIVITY_TYPE]: ['组织有序', '内容丰富', '适合亲子', '收获满满', '值得推荐'],
  [STORY_TYPE]: ['真实有趣', '图片好看', '很有帮助'],
};

const EN: Tags = {
  [SCENERY]: ['Beautiful scenery', 'Easy to reach', 'Friendly staff', 'Good value', 'Great for photos', 'Quiet', 'Well equipped'],
  [SPOT]: ['Spectacular views', 'Great for photos', 'Worth a visit', 'Great commentary', 'Quiet'],
  [VENUE]: ['Rich collection', 'Peaceful', 'Friendly staff', 'Family friendly', 'Expert guides', 'Well equipped'],
  [HOTEL]: ['Clean and tidy', 'Friendly staff', 'Easy to reach', 'Generous breakfast', 'Quiet rooms', 'Good value'],
  [RESTAURANT]: ['Authentic flavour', 'Generous portions', 'Nice setting', 'Friendly staff', 'Good value', 'Quick service'],
  [RURAL]: ['Lovely surroundings', 'Rural charm', 'Warm hosts', 'Family friendly', 'Fresh air'],
  [ENTERTAINMENT]: ['Great show', 'Lively atmosphere', 'Comfortable seats', 'Recommended', 'Good value'],
  [SPECIALITY]: ['High quality', 'Nicely packaged', 'Recommended', 'Good value', 'Makes a good gift'],
  [EXHIBITION]: ['Rich content', 'Thoughtfully curated', 'Family friendly', 'Expert guides', 'Recommended'],
  [COLLECTION]: ['Steeped in history', 'Fine craftsmanship', 'Expert guides', 'Worth seeing'],
  [NEWS_RESOURCE_TYPE]: ['Thorough', 'Great pictures', 'Very helpful', 'Timely and accurate'],
  [ACTIVITY_TYPE]: ['Well organised', 'Rich content', 'Family friendly', 'Rewarding', 'Recommended'],
  [STORY_TYPE]: ['True and fun', 'Great pictures', 'Very helpful'],
};

const FRENCH: Tags = {
  [SCENERY]: [
    'Paysages superbes',
    'Facile d’accès',
    'Accueil chaleureux',
    'Bon rapport qualité-prix',
    'Idéal pour les photos',
    'Calme',
    'Bien équipé',
  ],
  [SPOT]: ['Vue spectaculaire', 'Idéal pour les photos', 'Vaut le détour', 'Commentaires passionnants', 'Calme'],
  [VENUE]: ['Collections riches', 'Lieu paisible', 'Accueil chaleureux', 'Idéal en famille', 'Guides experts', 'Bien équipé'],
  [HOTEL]: [
    'Propre et soigné',
    'Accueil chaleureux',
    'Facile d’accès',
    'Petit-déjeuner copieux',
    'Chambres calmes',
    'Bon rapport qualité-prix',
  ],
  [RESTAURANT]: [
    'Saveurs authentiques',
    'Portions généreuses',
    'Cadre agréable',
    'Accueil chaleureux',
    'Bon rapport qualité-prix',
    'Service rapide',
  ],
  [RURAL]: ['Cadre superbe', 'Charme rural', 'Hôtes chaleureux', 'Idéal en famille', 'Air pur'],
  [ENTERTAINMENT]: ['Spectacle superbe', 'Ambiance animée', 'Sièges confortables', 'À recommander', 'Bon rapport qualité-prix'],
  [SPECIALITY]: ['Excellente qualité', 'Bel emballage', 'À recommander', 'Bon rapport qualité-prix', 'Idéal à offrir'],
  [EXHIBITION]: ['Contenu riche', 'Scénographie soignée', 'Idéal en famille', 'Guides experts', 'À recommander'],
  [COLLECTION]: ['Riche d’histoire', 'Savoir-faire remarquable', 'Guides experts', 'À voir'],
  [NEWS_RESOURCE_TYPE]: ['Complet', 'Belles images', 'Très utile', 'Précis et à jour'],
  [ACTIVITY_TYPE]: ['Bien organisé', 'Contenu riche', 'Idéal en famille', 'Enrichissant', 'À recommander'],
  [STORY_TYPE]: ['Vrai et amusant', 'Belles photos', 'Très utile'],
};

const JAPANESE: Tags = {
  [SCENERY]: ['景色がきれい', 'アクセス便利', 'スタッフが親切', 'コスパが良い', '写真映え', '静かで落ち着く', '設備が充実'],
  [SPOT]: ['絶景', '写真映え', '行く価値あり', '解説が面白い', '静かで落ち着く'],
  [VENUE]: ['展示が充実', '静かな環境', 'スタッフが親切', '家族向け', '解説が詳しい', '設備が充実'],
  [HOTEL]: ['清潔', 'スタッフが親切', 'アクセス便利', '朝食が充実', '防音が良い', 'コスパが良い'],
  [RESTAURANT]: ['本場の味', 'ボリューム満点', '雰囲気が良い', 'スタッフが親切', 'コスパが良い', '提供が早い'],
  [RURAL]: ['自然が美しい', '田舎らしさ', 'おもてなしが温かい', '家族向け', '空気がおいしい'],
  [ENTERTAINMENT]: ['見応えあり', '盛り上がる', '座席が快適', 'おすすめ', 'コスパが良い'],
  [SPECIALITY]: ['品質が良い', '包装がきれい', 'おすすめ', 'コスパが良い', 'お土産にぴったり'],
  [EXHIBITION]: ['内容が充実', '展示に工夫あり', '家族向け', '解説が詳しい', 'おすすめ'],
  [COLLECTION]: ['歴史を感じる', '匠の技', '解説が詳しい', '一見の価値あり'],
  [NEWS_RESOURCE_TYPE]: ['内容が詳しい', '写真がきれい', 'とても役立つ', '情報が正確'],
  [ACTIVITY_TYPE]: ['運営がスムーズ', '内容が充実', '家族向け', '得るものが多い', 'おすすめ'],
  [STORY_TYPE]: ['リアルで面白い', '写真がきれい', 'とても役立つ'],
};

const KOREAN: Tags = {
  [SCENERY]: [
    '풍경이 아름다워요',
    '교통이 편리해요',
    '직원이 친절해요',
    '가성비 좋아요',
    '사진 찍기 좋아요',
    '한적해요',
    '시설이 잘 갖춰져 있어요',
  ],
  [SPOT]: ['경치가 장관이에요', '사진 찍기 좋아요', '가볼 만해요', '해설이 재미있어요', '한적해요'],
  [VENUE]: ['전시가 풍부해요', '조용해요', '직원이 친절해요', '가족 나들이에 좋아요', '해설이 전문적이에요', '시설이 잘 갖춰져 있어요'],
  [HOTEL]: ['깨끗해요', '직원이 친절해요', '교통이 편리해요', '조식이 푸짐해요', '방음이 잘 돼요', '가성비 좋아요'],
  [RESTAURANT]: ['본토 맛 그대로', '양이 푸짐해요', '분위기가 좋아요', '직원이 친절해요', '가성비 좋아요', '음식이 빨리 나와요'],
  [RURAL]: ['환경이 아름다워요', '시골 정취', '주인이 친절해요', '가족 나들이에 좋아요', '공기가 맑아요'],
  [ENTERTAINMENT]: ['볼거리가 많아요', '분위기가 뜨거워요', '좌석이 편해요', '추천해요', '가성비 좋아요'],
  [SPECIALITY]: ['품질이 좋아요', '포장이 예뻐요', '추천해요', '가성비 좋아요', '선물용으로 좋아요'],
  [EXHIBITION]: ['내용이 풍부해요', '전시 구성이 알차요', '가족 나들이에 좋아요', '해설이 전문적이에요', '추천해요'],
  [COLLECTION]: ['역사가 깊어요', '솜씨가 뛰어나요', '해설이 전문적이에요', '볼 만해요'],
  [NEWS_RESOURCE_TYPE]: ['내용이 자세해요', '사진이 좋아요', '많은 도움이 돼요', '정확하고 빨라요'],
  [ACTIVITY_TYPE]: ['진행이 매끄러워요', '내용이 알차요', '가족 나들이에 좋아요', '얻은 게 많아요', '추천해요'],
  [STORY_TYPE]: ['생생하고 재미있어요', '사진이 좋아요', '많은 도움이 돼요'],
};

/** Chinese first: the Chinese tags keep the ids they always had. */
export const COMMENT_TAGS: readonly (readonly [SiteLanguage, Tags])[] = [
  ['CN', CN],
  ['FRENCH', FRENCH],
  ['EN', EN],
  ['JAPANESE', JAPANESE],
  ['KOREAN', KOREAN],
];
