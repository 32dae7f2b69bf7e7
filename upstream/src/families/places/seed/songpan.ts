/** site513224 (松潘县): the small beta site; its screens open to its beta testers only. */
import { CN } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { fillSpots, type SiteSeedResult } from './common.ts';

export const SONGPAN: SiteGeo = {
  siteCode: 'site513224',
  city: '松潘县',
  phoneArea: '0837',
  lex: CN,
  counties: [{ code: '513224', lng: 103.5993, lat: 32.6551 }],
};

export function seedSongpan(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds: number[] = [];
  const scenic: [string, string, number, number, string[]][] = [
    ['黄龙风景名胜区', 'AAAAA', 103.8226, 32.7388, ['五彩池', '争艳池', '黄龙古寺', '洗身洞']],
    ['松州古城', 'AAAA', 103.5995, 32.6386, ['北门', '古松桥', '城墙']],
    ['牟尼沟', 'AAAA', 103.5102, 32.5468, ['扎嘎瀑布', '二道海', '翡翠泉']],
  ];
  for (const [name, level, lng, lat, spots] of scenic) {
    const id = w.scenic({ name, county: '513224', level, lng, lat });
    w.finishScenic(id);
    scenicIds.push(id);
    fillSpots(w, rng, id, name, spots, ['游客中心', '观景台']);
  }
  w.venue({ name: '松潘县图书馆', type: '42' });
  w.hotel({ name: '松州古城客栈' });
  w.dining({ name: '松潘牦牛肉馆', cuisine: '藏餐' });
  return { scenicIds };
}
