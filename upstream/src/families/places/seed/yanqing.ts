/** site110119 (北京市延庆区): the Great Wall edition's site, Badaling and the hills north of Beijing; texts in Chinese. */
import { CN } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { seedScenicAreas, type ScenicRow, type SiteSeedResult } from './common.ts';

export const YANQING: SiteGeo = {
  siteCode: 'site110119',
  city: '延庆',
  phoneArea: '010',
  lex: CN,
  counties: [{ code: '110119', lng: 115.9749, lat: 40.4567, label: '延庆区' }],
};

const SCENIC: ScenicRow[] = [
  ['八达岭长城', '110119', 'AAAAA', 116.0169, 40.3597, ['关城', '北四楼', '北八楼（好汉坡）', '南四楼', '北门锁钥', '长城索道']],
  ['八达岭水关长城', '110119', 'AAA', 116.0437, 40.3331, ['水关敌楼', '箭扣城墙', '关门遗址']],
  ['石峡关长城', '110119', 'AAA', 115.9874, 40.3857, ['石峡关城', '石峡村古道', '野长城段']],
  ['龙庆峡', '110119', 'AAAA', 116.0069, 40.5447, ['神仙院', '金刚寺', '百丈石门', '冰灯园（冬季）']],
  ['野鸭湖国家湿地公园', '110119', 'AAAA', 115.8333, 40.4167, ['观鸟塔', '芦苇栈道', '湿地博物馆']],
  ['百里山水画廊', '110119', 'AAAA', 116.3089, 40.6093, ['滴水壶', '乌龙峡谷', '硅化木国家地质公园']],
  ['八达岭国家森林公园', '110119', 'AAAA', 116.0325, 40.3394, ['红叶岭', '青龙谷', '丁香谷']],
  ['北京世园公园', '110119', 'AAAA', 115.9569, 40.4397, ['中国馆', '国际馆', '永宁阁', '妫汭剧场']],
  ['古崖居', '110119', 'AAA', 115.9014, 40.5234, ['前山崖居', '官堂', '后山崖居']],
  ['松山国家森林公园', '110119', 'AAAA', 115.8025, 40.5168, ['松山主峰', '油松林', '天池']],
];

const GENERIC = ['游客中心', '观景台', '烽火台', '敌楼', '古道', '山花坡', '休息亭', '石碑'];

export function seedYanqing(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds = seedScenicAreas(w, rng, SCENIC, GENERIC);
  w.venue({ name: '中国长城博物馆', county: '110119', type: '41' });
  w.venue({ name: '延庆区图书馆', county: '110119', type: '42' });
  w.venue({ name: '延庆区文化馆', county: '110119', type: '43' });
  w.venue({ name: '詹天佑纪念馆', county: '110119', type: '41' });
  w.venue({ name: '妫水书画院', county: '110119', type: '44' });

  [
    '八达岭长城脚下的公社',
    '八达岭温泉度假村',
    '龙庆峡山居酒店',
    '妫水湖畔宾馆',
    '永宁古城客栈',
    '石峡长城民宿',
    '百里画廊山居',
    '世园公园花园酒店',
  ].forEach((name, i) => w.hotel({ name, county: '110119', ...(i < 2 ? { stars: '5' } : {}) }));

  [
    ['柳沟火盆锅豆腐宴', '豆腐宴'],
    ['延庆火勺老店', '火勺'],
    ['妫水柴锅炖鱼', '柴锅炖鱼'],
    ['八达岭烤全羊', '烤全羊'],
    ['永宁南关豆腐坊', '豆腐'],
    ['岔道古城农家饭', '农家菜'],
  ].forEach(([name, cuisine]) => w.dining({ name: name ?? '', cuisine, county: '110119' }));

  ['岔道古城', '柳沟村', '石峡村'].forEach((name) => w.rural({ name, county: '110119', town: true }));
  ['八达岭野生动物世界', '石京龙滑雪场', '长城脚下音乐节营地'].forEach((name) => w.entertainment({ name, county: '110119' }));
  ['延庆葡萄酒', '八达岭红叶', '延庆国光苹果', '永宁豆腐'].forEach((name) => w.speciality({ name, county: '110119' }));
  w.exhibition({
    name: '万里长城：两千年的守望',
    venueName: '中国长城博物馆',
    county: '110119',
    startTime: '2025-09-01 09:00:00',
    endTime: '2026-08-31 17:00:00',
  });
  w.exhibition({
    name: '京张铁路与詹天佑',
    venueName: '詹天佑纪念馆',
    county: '110119',
    startTime: '2025-10-01 09:00:00',
    endTime: '2026-06-30 17:00:00',
  });
  [
    ['明代“万历十年”长城铭文砖', '明'],
    ['戚家军铁火炮', '明'],
    ['八达岭关城门额拓片', '明'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: '中国长城博物馆', county: '110119' }));
  return { scenicIds };
}
