/** site610100 (西安市): the Japanese-language site; names and texts in Japanese. */
import { JA } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { seedScenicAreas, type ScenicRow, type SiteSeedResult } from './common.ts';

export const XIAN: SiteGeo = {
  siteCode: 'site610100',
  city: '西安市',
  phoneArea: '029',
  lex: JA,
  counties: [
    { code: '610102', lng: 108.9597, lat: 34.2655, label: '新城区' },
    { code: '610103', lng: 108.9406, lat: 34.2566, label: '碑林区' },
    { code: '610104', lng: 108.933, lat: 34.2656, label: '蓮湖区' },
    { code: '610113', lng: 108.9485, lat: 34.2225, label: '雁塔区' },
    { code: '610115', lng: 109.2138, lat: 34.3672, label: '臨潼区' },
    { code: '610116', lng: 108.9071, lat: 34.1589, label: '長安区' },
  ],
};

const SCENIC: ScenicRow[] = [
  ['秦始皇兵馬俑博物館', '610115', 'AAAAA', 109.2785, 34.3848, ['一号坑', '二号坑', '三号坑', '銅車馬展示館']],
  ['大雁塔・大慈恩寺', '610113', 'AAAAA', 108.9642, 34.2189, ['大雁塔', '大雄宝殿', '玄奘三蔵院', '北広場の噴水ショー']],
  ['華清宮', '610115', 'AAAAA', 109.2127, 34.3628, ['九龍湖', '海棠湯', '五間庁', '驪山ロープウェイ']],
  ['西安城壁', '610103', 'AAAAA', 108.9469, 34.2505, ['永寧門（南門）', '安遠門（北門）', '城壁サイクリング', '角楼']],
  ['大唐芙蓉園', '610113', 'AAAAA', 108.9747, 34.2148, ['紫雲楼', '芙蓉湖', '唐市']],
  ['青龍寺', '610113', 'AAA', 108.9817, 34.2395, ['恵果空海記念堂', '空海記念碑', '桜並木']],
  ['西安碑林博物館', '610103', 'AAAA', 108.9545, 34.2557, ['石台孝経', '開成石経', '石刻芸術室']],
  ['小雁塔・薦福寺', '610103', 'AAAA', 108.941, 34.2407, ['小雁塔', '西安博物院', '古鐘']],
  ['大明宮国家遺址公園', '610102', 'AAAA', 108.9612, 34.2926, ['丹鳳門', '含元殿遺址', '太液池']],
  ['鐘楼・鼓楼', '610104', 'AAAA', 108.9472, 34.2612, ['鐘楼', '鼓楼', '回民街']],
  ['興教寺', '610116', 'AAA', 108.9885, 34.0855, ['玄奘塔', '大雄宝殿', '蔵経楼']],
];

const GENERIC = ['展望台', 'ビジターセンター', '回廊', '石碑', '古井戸', '庭園', '石橋', '茶室'];

export function seedXian(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds = seedScenicAreas(w, rng, SCENIC, GENERIC);
  w.venue({ name: '陝西歴史博物館', county: '610113', type: '41' });
  w.venue({ name: '西安図書館', county: '610102', type: '42' });
  w.venue({ name: '西安市文化館', county: '610103', type: '43' });
  w.venue({ name: '西安美術館', county: '610113', type: '44' });
  w.venue({ name: '西安博物院', county: '610103', type: '41' });

  [
    '長安城壁ホテル',
    '大雁塔ガーデンホテル',
    '鐘楼ビューホテル',
    '華清温泉リゾート',
    '唐風中庭の宿',
    '曲江レイクホテル',
    '回民街ゲストハウス',
    '碑林ブティックホテル',
  ].forEach((name, i) => w.hotel({ name, county: i % 2 === 0 ? '610103' : '610113' }));

  [
    ['老孫家 羊肉泡饃', '羊肉泡饃'],
    ['ビャンビャン麺の店', '麺料理'],
    ['徳発長 餃子宴', '餃子'],
    ['回民街 屋台通り', '屋台グルメ'],
    ['長安 陝西料理', '陝西料理'],
    ['大唐茶館', '茶館'],
  ].forEach(([name, cuisine], i) => w.dining({ name: name ?? '', cuisine, county: i === 5 ? '610113' : '610104' }));

  ['袁家村', '上王村', '灞河の農村'].forEach((name, i) => w.rural({ name, county: i === 1 ? '610116' : '610115', town: true }));
  ['長恨歌（華清宮の実景舞台）', '唐楽宮 唐代歌舞ショー', '大唐不夜城の夜'].forEach((name, i) =>
    w.entertainment({ name, county: i === 0 ? '610115' : '610113' }),
  );
  ['兵馬俑のレプリカ', '臨潼のザクロ', '西鳳酒', '剪紙（切り絵）'].forEach((name) => w.speciality({ name, county: '610103' }));
  w.exhibition({
    name: '遣唐使と長安：阿倍仲麻呂と空海',
    venueName: '陝西歴史博物館',
    county: '610113',
    startTime: '2025-06-01 09:00:00',
    endTime: '2026-05-31 17:00:00',
  });
  w.exhibition({
    name: 'シルクロードの至宝',
    venueName: '西安博物院',
    county: '610103',
    startTime: '2025-10-01 09:00:00',
    endTime: '2026-01-15 17:00:00',
  });
  [
    ['鎏金舞馬銜杯紋銀壺', '唐'],
    ['杜虎符', '戦国'],
    ['三彩駱駝載楽俑', '唐'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: '陝西歴史博物館', county: '610113' }));
  return { scenicIds };
}
