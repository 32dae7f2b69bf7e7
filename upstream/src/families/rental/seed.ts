/** The rental family's demo data: every demo city's car rental companies at its real airports, stations and centre, with their cars; the menu entry. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { everyDemoSite } from '../demo.ts';
import { rentalStore } from './store.ts';
import { MODELS, WORDS } from './texts.ts';

interface Place {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  /** Airports open longer than the rest. */
  airport?: boolean;
}

interface City {
  name: string;
  /** The city's telephone area code. */
  area: string;
  /** Its airport, its main railway station and its centre. */
  places: readonly [Place, Place, Place];
}

/** Each demo city's real rental places, in the site's language. */
const CITIES: Readonly<Record<string, City>> = {
  site510100: {
    name: '成都',
    area: '028',
    places: [
      { name: '双流国际机场T2', address: '成都市双流区双流国际机场T2航站楼停车楼', longitude: 103.9561, latitude: 30.5785, airport: true },
      { name: '成都东站', address: '成都市成华区邛崃山路333号成都东站西广场', longitude: 104.1416, latitude: 30.6297 },
      { name: '春熙路', address: '成都市锦江区红星路三段1号', longitude: 104.0815, latitude: 30.6571 },
    ],
  },
  site513225: {
    name: '九寨沟',
    area: '0837',
    places: [
      { name: '九寨黄龙机场', address: '阿坝州松潘县川主寺镇九寨黄龙机场', longitude: 103.6823, latitude: 32.8533, airport: true },
      { name: '九寨沟站', address: '阿坝州九寨沟县漳扎镇九寨沟站', longitude: 103.9203, latitude: 33.2381 },
      { name: '漳扎镇', address: '阿坝州九寨沟县漳扎镇彭丰村', longitude: 103.9176, latitude: 33.2589 },
    ],
  },
  site530700: {
    name: 'Lijiang',
    area: '0888',
    places: [
      {
        name: 'aéroport de Lijiang-Sanyi',
        address: 'Aéroport de Sanyi, district de Gucheng, Lijiang',
        longitude: 100.246,
        latitude: 26.68,
        airport: true,
      },
      { name: 'gare de Lijiang', address: 'Gare de Lijiang, route Jinshan, Lijiang', longitude: 100.254, latitude: 26.829 },
      { name: 'vieille ville', address: '1 rue Minzhu, vieille ville de Lijiang', longitude: 100.2337, latitude: 26.877 },
    ],
  },
  site620200: {
    name: '嘉峪关',
    area: '0937',
    places: [
      { name: '嘉峪关机场', address: '嘉峪关市嘉峪关机场航站楼', longitude: 98.3414, latitude: 39.8569, airport: true },
      { name: '嘉峪关南站', address: '嘉峪关市兰新西路嘉峪关南站', longitude: 98.2786, latitude: 39.7482 },
      { name: '新华路', address: '嘉峪关市新华中路12号', longitude: 98.2899, latitude: 39.7727 },
    ],
  },
  site450300: {
    name: 'Guilin',
    area: '0773',
    places: [
      {
        name: 'Liangjiang Airport',
        address: 'Guilin Liangjiang International Airport, Lingui District',
        longitude: 110.0392,
        latitude: 25.2181,
        airport: true,
      },
      { name: 'Guilin North Station', address: '1 Beizhan Road, Diecai District, Guilin', longitude: 110.3103, latitude: 25.3381 },
      { name: 'Zhongshan Road', address: '88 Zhongshan Middle Road, Xiufeng District, Guilin', longitude: 110.2903, latitude: 25.2793 },
    ],
  },
  site610100: {
    name: '西安',
    area: '029',
    places: [
      { name: '西安咸陽国際空港T3', address: '西安咸陽国際空港T3ターミナル駐車場', longitude: 108.7519, latitude: 34.4471, airport: true },
      { name: '西安北駅', address: '西安市未央区文景路西安北駅東広場', longitude: 108.9389, latitude: 34.3774 },
      { name: '鐘楼', address: '西安市蓮湖区西大街1号', longitude: 108.947, latitude: 34.261 },
    ],
  },
  site222400: {
    name: '연길',
    area: '0433',
    places: [
      { name: '연길조양천국제공항', address: '연길시 조양천국제공항 청사', longitude: 129.4511, latitude: 42.8828, airport: true },
      { name: '연길서역', address: '연길시 연길서역 광장', longitude: 129.4306, latitude: 42.905 },
      { name: '연길 시내', address: '연길시 광명거리 66호', longitude: 129.5098, latitude: 42.8917 },
    ],
  },
  site650100: {
    name: '乌鲁木齐',
    area: '0991',
    places: [
      { name: '地窝堡国际机场T3', address: '乌鲁木齐市新市区地窝堡国际机场T3航站楼', longitude: 87.4742, latitude: 43.9071, airport: true },
      { name: '乌鲁木齐站', address: '乌鲁木齐市新市区乌鲁木齐站南广场', longitude: 87.5584, latitude: 43.817 },
      { name: '国际大巴扎', address: '乌鲁木齐市天山区解放南路8号', longitude: 87.6217, latitude: 43.7757 },
    ],
  },
};

/** The chains' national service numbers and sites; the local firm has no site. */
const CHAINS = [
  { phone: '400-616-6666', website: 'https://www.zuche.com' },
  { phone: '400-888-6608', website: 'https://www.1hai.cn' },
] as const;

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = rentalStore(db);
  for (const site of everyDemoSite(db)) {
    const city = CITIES[site.siteCode];
    if (!city) continue;
    const w = WORDS[site.language];
    const rng = mulberry32(hashString(`rental:${site.siteCode}`));
    // a local number: 8 digits after a 3-digit area code, 7 after a 4-digit one
    let local = `${city.area}-${rng.int(2, 8)}`;
    for (let d = city.area.length === 3 ? 7 : 6; d > 0; d--) local += String(rng.int(0, 9));
    const companies = [
      { name: w.chains[0], intro: w.intros[0], ...CHAINS[0], places: [0, 1] },
      { name: w.chains[1], intro: w.intros[1], ...CHAINS[1], places: [0, 2] },
      { name: w.local(city.name), intro: w.intros[2], phone: local, website: '', places: [2, 1] },
    ];
    companies.forEach((c, i) => {
      const id = store.insertCompany({
        site_code: site.siteCode,
        name: c.name,
        intro: c.intro,
        phone: c.phone,
        website: c.website,
        sort: i + 1,
      });
      c.places.forEach((p, j) => {
        const place = city.places[p]!;
        store.insertOutlet({
          company_id: id,
          name: w.outlet(place.name),
          address: place.address,
          longitude: place.longitude,
          latitude: place.latitude,
          phone: c.phone,
          open_time: place.airport ? '07:00-23:30' : '08:00-21:00',
          sort: j + 1,
        });
      });
      const models = rng.shuffle(MODELS).slice(0, rng.int(5, 8));
      models.forEach((m, k) => {
        store.insertCar({
          company_id: id,
          name: site.language === 'CN' ? m.cn : m.latin,
          car_type: m.type,
          seats: m.seats,
          gearbox: m.gearbox,
          daily_price: Math.round((m.price * (0.85 + rng.next() * 0.3)) / 10) * 10 - 2,
          deposit: m.price >= 400 ? 10000 : m.price >= 250 ? 5000 : 3000,
          sort: k + 1,
        });
      });
    });
    env.addServiceMenu(site.siteCode, [{ name: w.menu, menuCode: 'CAR_RENTAL', icon: 'car', sort: 1 }]);
  }
}
