/** site620200 (嘉峪关市): suspended site. Its data exists, but every call answers code 3. */
import { CN } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { fillSpots, type SiteSeedResult } from './common.ts';

export const JIAYUGUAN: SiteGeo = {
  siteCode: 'site620200',
  city: '嘉峪关市',
  phoneArea: '0937',
  lex: CN,
  counties: [{ code: '620201', lng: 98.2891, lat: 39.7727 }],
};

export function seedJiayuguan(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds: number[] = [];
  const scenic: [string, string, number, number, string[]][] = [
    ['嘉峪关关城', 'AAAAA', 98.2245, 39.801, ['光化楼', '柔远楼', '嘉峪关楼', '瓮城']],
    ['长城第一墩', 'AAAA', 98.255, 39.715, ['讨赖河峡谷', '悬空栈道', '墩台']],
    ['悬壁长城', 'AAAA', 98.228, 39.878, ['长城城墙', '烽火台', '石关峡']],
    ['魏晋墓', 'AAA', 98.45, 39.85, ['壁画墓', '陈列馆']],
    ['紫轩葡萄酒庄园', 'AAA', 98.33, 39.72, ['酒窖', '葡萄园', '品酒厅']],
  ];
  for (const [name, level, lng, lat, spots] of scenic) {
    const id = w.scenic({ name, county: '620201', level, lng, lat });
    w.finishScenic(id);
    scenicIds.push(id);
    fillSpots(w, rng, id, name, spots, ['游客中心', '观景台']);
  }
  w.venue({ name: '嘉峪关长城博物馆', type: '41' });
  w.venue({ name: '嘉峪关市图书馆', type: '42' });
  w.hotel({ name: '嘉峪关宾馆' });
  w.hotel({ name: '雄关大酒店' });
  w.dining({ name: '嘉峪关烤肉', cuisine: '烧烤' });
  w.dining({ name: '牛肉面老店', cuisine: '面馆' });
  w.entertainment({ name: '嘉峪关方特欢乐世界' });
  w.speciality({ name: '紫轩葡萄酒' });
  return { scenicIds };
}
