/** site530700 (丽江市): the French-language site; names and texts in French. */
import { FR } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { seedScenicAreas, type ScenicRow, type SiteSeedResult } from './common.ts';

export const LIJIANG: SiteGeo = {
  siteCode: 'site530700',
  city: 'Lijiang',
  phoneArea: '0888',
  lex: FR,
  counties: [
    { code: '530702', lng: 100.2299, lat: 26.8721, label: 'district de Gucheng' },
    { code: '530721', lng: 100.2364, lat: 26.8219, label: 'comté autonome naxi de Yulong' },
    { code: '530722', lng: 100.7507, lat: 26.6845, label: 'comté de Yongsheng' },
    { code: '530723', lng: 101.2668, lat: 26.6297, label: 'comté de Huaping' },
    { code: '530724', lng: 100.8514, lat: 27.2818, label: 'comté autonome yi de Ninglang' },
  ],
};

const SCENIC: ScenicRow[] = [
  [
    'Vieille ville de Lijiang',
    '530702',
    'AAAAA',
    100.2359,
    26.8722,
    ['Place Sifang', 'Pont de Dashi', 'Rue Xinhua', 'Tour Wangu', 'Résidence Mu'],
  ],
  [
    'Montagne enneigée du Dragon de Jade',
    '530721',
    'AAAAA',
    100.2317,
    27.1094,
    ['Prairie du Cyprès', 'Glacier de Ganhaizi', 'Vallée de la Lune Bleue', 'Prairie du Yak'],
  ],
  ['Lac Lugu', '530724', 'AAAA', 100.7719, 27.7196, ['Île de Liwubi', 'Presqu’île de Lige', 'Village mosuo de Luoshui']],
  ['Ancienne ville de Shuhe', '530702', 'AAAA', 100.2085, 26.9085, ['Source de Jiuding', 'Pont Qinglong', 'Place du marché']],
  ['Gorges du Saut du Tigre', '530721', 'AAAA', 100.1, 27.18, ['Rocher du Tigre', 'Sentier supérieur', 'Gorge intermédiaire']],
  ["Parc de l'Étang du Dragon Noir", '530702', 'AAAA', 100.239, 26.885, ['Pont aux Cinq Arches', 'Pavillon de la Lune', 'Musée Dongba']],
  ['Village de Baisha', '530721', 'AAA', 100.225, 26.965, ['Fresques de Baisha', 'Atelier de broderie naxi', 'Temple Dabaoji']],
  ['Lac Lashi', '530721', 'AAA', 100.13, 26.87, ['Zone humide', 'Sentier équestre', 'Observatoire des oiseaux']],
  ['Première courbe du Yangtsé', '530721', 'AAA', 99.97, 26.87, ['Belvédère de Shigu', 'Tambour de pierre', 'Pont de fer']],
  ['Lac Chenghai', '530722', 'AAA', 100.66, 26.57, ['Rive est', 'Village de pêcheurs']],
  ['Temple Yufeng', '530721', '', 100.205, 27.0, ['Camélia aux dix mille fleurs', 'Salle principale']],
];

const GENERIC = [
  'Belvédère',
  "Centre d'accueil",
  'Sentier des pins',
  'Pavillon des sources',
  'Pont de pierre',
  'Terrasse panoramique',
  'Jardin fleuri',
  'Maison naxi',
];

export function seedLijiang(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds = seedScenicAreas(w, rng, SCENIC, GENERIC);
  w.venue({ name: 'Musée de la culture Dongba', county: '530702', type: '41' });
  w.venue({ name: 'Bibliothèque de Lijiang', county: '530702', type: '42' });
  w.venue({ name: 'Centre culturel de Gucheng', county: '530702', type: '43' });
  w.venue({ name: "Galerie d'art naxi", county: '530721', type: '44' });
  w.venue({ name: 'Musée du Lac Lugu', county: '530724', type: '41' });

  [
    'Auberge naxi de la Vieille Ville',
    'Hôtel du Dragon de Jade',
    'Maison d’hôtes Shuhe',
    'Hôtel des Cinq Sources',
    'Lodge du Lac Lugu',
    'Auberge du Saut du Tigre',
    'Hôtel Yulong Panorama',
    'Résidence Mufu',
  ].forEach((name, i) => w.hotel({ name, county: i % 2 === 0 ? '530702' : '530721' }));

  [
    ['Restaurant naxi Sanduo', 'Cuisine naxi'],
    ['Poulet au pot de Lijiang', 'Fondue'],
    ['Baba de la rue Xinhua', 'Cuisine de rue'],
    ['Table du Yunnan', 'Cuisine du Yunnan'],
    ['Maison de thé Pu’er', 'Maison de thé'],
    ['Grillades mosuo du Lac Lugu', 'Cuisine du Yunnan'],
  ].forEach(([name, cuisine], i) => w.dining({ name: name ?? '', cuisine, county: i === 5 ? '530724' : '530702' }));

  ['Village de Yuhu', 'Village mosuo de Luoshui', 'Hameau de Wenhai'].forEach((name, i) =>
    w.rural({ name, county: i === 1 ? '530724' : '530721', town: true }),
  );
  ['Impression Lijiang', 'Orchestre de musique ancienne naxi', 'Rue des bars de la Vieille Ville'].forEach((name, i) =>
    w.entertainment({ name, county: i === 0 ? '530721' : '530702' }),
  );
  ['Baba de Lijiang', 'Thé Pu’er', 'Papier Dongba', 'Argenterie naxi'].forEach((name) => w.speciality({ name, county: '530702' }));
  w.exhibition({
    name: "Écritures dongba : l'écriture pictographique vivante",
    venueName: 'Musée de la culture Dongba',
    county: '530702',
    startTime: '2025-06-01 09:00:00',
    endTime: '2026-05-31 17:00:00',
  });
  w.exhibition({
    name: 'Peintres du Yunnan',
    venueName: "Galerie d'art naxi",
    county: '530721',
    startTime: '2025-10-01 09:00:00',
    endTime: '2026-01-15 17:00:00',
  });
  [
    ['Manuscrit dongba', 'Dynastie Qing'],
    ['Tambour de cérémonie naxi', 'Dynastie Ming'],
    ['Costume mosuo brodé', 'Époque moderne'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: 'Musée de la culture Dongba', county: '530702' }));
  return { scenicIds };
}
