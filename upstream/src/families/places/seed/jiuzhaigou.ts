/** site513225 (九寨沟县): the scenic-edition data set, one county, many places in its towns. */
import { CN } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { fillSpots, type SiteSeedResult } from './common.ts';

export const JIUZHAIGOU: SiteGeo = {
  siteCode: 'site513225',
  city: '阿坝藏族羌族自治州',
  phoneArea: '0837',
  lex: CN,
  counties: [{ code: '513225', lng: 104.236, lat: 33.262 }],
};

const ZHANGZHA = '513225101000';
const NANPING = '513225102000';

const SCENIC: [string, string, string, number, number, string[]][] = [
  ['九寨沟风景名胜区', ZHANGZHA, 'AAAAA', 103.9181, 33.2606, ['诺日朗瀑布', '五花海', '长海', '珍珠滩', '树正群海', '熊猫海']],
  ['神仙池', '513225214000', 'AAAA', 103.805, 33.143, ['仙女池', '神仙池瀑布', '彩林栈道']],
  ['甘海子', ZHANGZHA, 'AAA', 103.93, 33.21, ['甘海子观景台', '牧场草甸', '高原湖泊']],
  ['中查沟', ZHANGZHA, 'AAA', 103.88, 33.18, ['中查村', '扎如寺', '转山步道']],
  ['大录古藏寨', '513225214000', 'AAA', 103.86, 33.1, ['大录寨门', '古碉楼', '玛尼堆', '经幡长廊']],
  ['白河金丝猴自然保护区', '513225203000', '', 104.05, 33.02, ['金丝猴观测点', '原始森林步道', '白河峡谷']],
  ['勿角大熊猫自然保护区', '513225105000', '', 104.34, 32.94, ['保护站', '竹林步道', '科普馆']],
  ['南坪古城', NANPING, '', 104.236, 33.262, ['南坪老街', '扎如寺', '白水江畔']],
  ['甲勿海', '513225103000', 'AAA', 104.4, 33.35, ['甲勿海湖区', '观鸟台', '草甸']],
];

const SPOTS_EXTRA = ['镜海', '箭竹海', '犀牛海', '五彩池', '芦苇海', '火花海', '卧龙海', '盆景滩', '老虎海', '天鹅海'];
const GENERIC = ['游客中心', '观景台', '栈道', '转经筒', '藏式民居', '溪流瀑布', '高山草甸'];

export function seedJiuzhaigou(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds: number[] = [];
  SCENIC.forEach(([name, town, level, lng, lat, spots], i) => {
    const id = w.scenic({ name, town, level, lng, lat });
    w.finishScenic(id);
    scenicIds.push(id);
    if (i === 0) {
      // the valley itself: many spots (the scenic edition lists them on its home page)
      for (const spot of [...spots, ...SPOTS_EXTRA]) w.spot(id, name, { name: spot });
    } else {
      fillSpots(w, rng, id, name, spots, GENERIC);
    }
  });

  w.venue({ name: '九寨沟县博物馆', town: NANPING, type: '41' });
  w.venue({ name: '九寨沟县图书馆', town: NANPING, type: '42' });
  w.venue({ name: '九寨沟县文化馆', town: NANPING, type: '43' });
  w.venue({ name: '藏羌艺术馆', town: ZHANGZHA, type: '44' });

  const hotels = [
    '九寨沟藏家客栈',
    '九寨天堂度假酒店',
    '漳扎镇雪域民宿',
    '九寨沟星宇国际大酒店',
    '南坪古城精品酒店',
    '诺日朗山庄',
    '九寨沟青年旅舍',
    '白水江畔度假酒店',
  ];
  hotels.forEach((name, i) => w.hotel({ name, town: i % 3 === 2 ? NANPING : ZHANGZHA }));

  const food: [string, string][] = [
    ['藏家牦牛肉火锅', '火锅'],
    ['九寨沟烤全羊', '烧烤'],
    ['糌粑酥油茶坊', '小吃'],
    ['南坪老街面馆', '面馆'],
    ['漳扎镇藏餐厅', '川菜'],
    ['白水江冷水鱼庄', '江湖菜'],
  ];
  food.forEach(([name, cuisine], i) => w.dining({ name, cuisine, town: i % 2 === 0 ? ZHANGZHA : NANPING }));

  ['树正寨', '则查洼寨', '荷叶寨', '彭丰村'].forEach((name) => w.rural({ name, town: ZHANGZHA }));
  ['九寨千古情', '高原红藏羌歌舞晚会', '藏家篝火晚会'].forEach((name) => w.entertainment({ name, town: ZHANGZHA }));
  ['九寨沟牦牛肉干', '青稞酒', '九寨沟花椒', '藏香', '高原蜂蜜'].forEach((name) => w.speciality({ name, town: NANPING }));
  w.exhibition({
    name: '九寨沟世界自然遗产图片展',
    venueName: '九寨沟县博物馆',
    town: NANPING,
    startTime: '2025-05-01 09:00:00',
    endTime: '2026-04-30 17:00:00',
  });
  w.exhibition({
    name: '藏羌非遗手工艺展',
    venueName: '藏羌艺术馆',
    town: ZHANGZHA,
    startTime: '2025-09-15 09:00:00',
    endTime: '2025-12-31 17:00:00',
  });
  [
    ['藏文经卷', '清'],
    ['铜质转经筒', '民国'],
    ['羌绣围腰', '近现代'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: '九寨沟县博物馆', town: NANPING }));
  return { scenicIds };
}
