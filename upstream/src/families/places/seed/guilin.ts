/** site450300 (桂林市): the English-language site; names and texts in English. */
import { EN } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { seedScenicAreas, type ScenicRow, type SiteSeedResult } from './common.ts';

export const GUILIN: SiteGeo = {
  siteCode: 'site450300',
  city: 'Guilin',
  phoneArea: '0773',
  lex: EN,
  counties: [
    { code: '450302', lng: 110.2783, lat: 25.2818, label: 'Xiufeng District' },
    { code: '450303', lng: 110.2894, lat: 25.3002, label: 'Diecai District' },
    { code: '450304', lng: 110.2813, lat: 25.2616, label: 'Xiangshan District' },
    { code: '450305', lng: 110.3175, lat: 25.2527, label: 'Qixing District' },
    { code: '450321', lng: 110.4966, lat: 24.7786, label: 'Yangshuo County' },
    { code: '450323', lng: 110.3256, lat: 25.4094, label: 'Lingchuan County' },
    { code: '450328', lng: 110.0118, lat: 25.7982, label: 'Longsheng County' },
    { code: '450381', lng: 110.3956, lat: 24.4971, label: 'Lipu' },
  ],
};

const SCENIC: ScenicRow[] = [
  [
    'Li River Scenic Area',
    '450323',
    'AAAAA',
    110.4233,
    25.0866,
    ['Crown Cave', 'Yangdi Pier', 'Nine Horses Fresco Hill', 'Xingping Ancient Town', '20-Yuan Note View'],
  ],
  ['Elephant Trunk Hill', '450304', 'AAAAA', 110.2965, 25.2716, ['Water Moon Cave', 'Puxian Pagoda', 'Yunfeng Temple']],
  ['Two Rivers and Four Lakes', '450302', 'AAAA', 110.2895, 25.2786, ['Sun and Moon Pagodas', 'Banyan Lake', 'Fir Lake', 'Glass Bridge']],
  [
    'Reed Flute Cave',
    '450302',
    'AAAA',
    110.2601,
    25.3058,
    ['Crystal Palace of the Dragon King', 'Virgin Forest', 'Flower and Fruit Mountain'],
  ],
  [
    'Longji Rice Terraces',
    '450328',
    'AAAA',
    110.1089,
    25.7566,
    ['Ping’an Zhuang Village', 'Dazhai Yao Village', 'Seven Stars and the Moon', 'Golden Buddha Summit'],
  ],
  ['West Street, Yangshuo', '450321', 'AAAA', 110.4903, 24.7788, ['West Street Gate', 'Bilian Peak', 'Yangshuo Park']],
  ['Seven Star Park', '450305', 'AAAA', 110.3158, 25.2823, ['Seven Star Cave', 'Camel Hill', 'Flower Bridge', 'Guihai Forest of Steles']],
  ['Yulong River', '450321', 'AAAA', 110.4308, 24.7906, ['Yulong Bridge', 'Jiuxian Village', 'Gongnong Bridge']],
  ['Silver Cave', '450381', 'AAAA', 110.4539, 24.6268, ['Snow Mountain Waterfall', 'Jade Pool', 'Music Stone Screen']],
  ['Fubo Hill', '450302', 'AAA', 110.2989, 25.2898, ['Thousand Buddha Rock', 'Sword-Testing Stone', 'Returned Pearl Cave']],
  [
    'Solitary Beauty Peak',
    '450302',
    'AAAA',
    110.2964,
    25.2879,
    ['Jingjiang Princes’ City', 'Examination Hall', 'Tablet of Guilin Scenery'],
  ],
  ['Moon Hill', '450321', 'AAA', 110.4784, 24.7176, ['Moon Arch', 'Summit Path', 'Big Banyan Tree']],
];

const GENERIC = [
  'Viewing platform',
  'Visitor centre',
  'Bamboo grove path',
  'River pavilion',
  'Stone bridge',
  'Lookout terrace',
  'Lotus pond',
  'Village house',
];

export function seedGuilin(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds = seedScenicAreas(w, rng, SCENIC, GENERIC);
  w.venue({ name: 'Guilin Museum', county: '450305', type: '41' });
  w.venue({ name: 'Guilin Library', county: '450302', type: '42' });
  w.venue({ name: 'Guilin Cultural Centre', county: '450303', type: '43' });
  w.venue({ name: 'Lijiang Gallery of Fine Arts', county: '450302', type: '44' });
  w.venue({ name: 'Yangshuo Museum', county: '450321', type: '41' });

  [
    'Riverside Karst Lodge',
    'Two Lakes Hotel',
    'Yangshuo Mountain Retreat',
    'Longji Terrace Inn',
    'Xingping River View Guesthouse',
    'Elephant Hill Hotel',
    'Yulong Farmhouse Hotel',
    'Osmanthus Garden Hotel',
  ].forEach((name, i) => w.hotel({ name, county: i % 2 === 0 ? '450302' : '450321' }));

  [
    ['Chongshan Rice Noodles', 'Guilin rice noodles'],
    ['Yangshuo Beer Fish House', 'Beer fish'],
    ['Zhengyang Street Food Walk', 'Street food'],
    ['Osmanthus Table', 'Guangxi cuisine'],
    ['Longji Bamboo Rice Kitchen', 'Guangxi cuisine'],
    ['Gongcheng Oil Tea House', 'Tea house'],
  ].forEach(([name, cuisine], i) => w.dining({ name: name ?? '', cuisine, county: i === 1 ? '450321' : i === 4 ? '450328' : '450302' }));

  ['Jiuxian Village', 'Ping’an Village', 'Daxu Ancient Town'].forEach((name, i) =>
    w.rural({ name, county: i === 0 ? '450321' : i === 1 ? '450328' : '450323', town: true }),
  );
  ['Impression Liu Sanjie', 'Dream Like Lijiang', 'Zhengyang Pedestrian Street Night Market'].forEach((name, i) =>
    w.entertainment({ name, county: i === 0 ? '450321' : '450302' }),
  );
  ['Guilin Three Treasures', 'Osmanthus Wine', 'Lipu Taro', 'Luo Han Guo'].forEach((name) => w.speciality({ name, county: '450302' }));
  w.exhibition({
    name: 'Karst Landscapes: Painting the Li River',
    venueName: 'Lijiang Gallery of Fine Arts',
    county: '450302',
    startTime: '2025-06-01 09:00:00',
    endTime: '2026-05-31 17:00:00',
  });
  w.exhibition({
    name: 'Peoples of the Guangxi Mountains',
    venueName: 'Guilin Museum',
    county: '450305',
    startTime: '2025-10-01 09:00:00',
    endTime: '2026-01-15 17:00:00',
  });
  [
    ['Prince of Jingjiang’s jade seal', 'Ming dynasty'],
    ['Zhuang brocade quilt', 'Qing dynasty'],
    ['Bronze drum', 'Han dynasty'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: 'Guilin Museum', county: '450305' }));
  return { scenicIds };
}
