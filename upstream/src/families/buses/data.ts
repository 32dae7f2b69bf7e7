/**
 * The demo cities' buses, in each site's language: real stops of the city (approximate
 * coordinates) and plausible lines through them, with each direction's first and last departure
 * from its terminus, the interval and the fare. Keyed by site code; a site without an entry has no
 * buses (the suspended site620200).
 */

/** A stop: its name (unique in its city), longitude, latitude. */
export type StopSeed = readonly [name: string, longitude: number, latitude: number];

export interface LineSeed {
  name: string;
  /** Stop names in the outbound order; the return runs them backwards. */
  stops: readonly string[];
  /** First and last departure ("HH:mm", China time) from the outbound terminus. */
  outbound: readonly [string, string];
  /** First and last departure from the return terminus (the outbound's last stop). */
  inbound: readonly [string, string];
  /** Minutes between departures. */
  interval: number;
  /** Yuan. */
  fare: number;
}

export interface CityBuses {
  operator: string;
  stops: readonly StopSeed[];
  lines: readonly LineSeed[];
}

const chengdu: CityBuses = {
  operator: '成都公交集团',
  stops: [
    ['火车北站', 104.0735, 30.6965],
    ['人民北路', 104.0737, 30.6858],
    ['文殊院', 104.0728, 30.6745],
    ['骡马市', 104.07, 30.668],
    ['天府广场', 104.0657, 30.6573],
    ['锦江宾馆', 104.0718, 30.6478],
    ['省体育馆', 104.0722, 30.6405],
    ['春熙路', 104.0805, 30.6575],
    ['太古里', 104.085, 30.6545],
    ['宽窄巷子', 104.056, 30.6668],
    ['人民公园', 104.059, 30.659],
    ['武侯祠', 104.0485, 30.6463],
    ['青羊宫', 104.043, 30.66],
    ['杜甫草堂', 104.0328, 30.6605],
    ['昭觉寺', 104.101, 30.713],
    ['动物园', 104.103, 30.708],
    ['熊猫大道', 104.128, 30.728],
    ['熊猫基地', 104.1465, 30.733],
  ],
  lines: [
    {
      name: '1路',
      stops: ['火车北站', '人民北路', '文殊院', '骡马市', '天府广场', '锦江宾馆', '省体育馆'],
      outbound: ['06:00', '22:30'],
      inbound: ['06:30', '23:00'],
      interval: 6,
      fare: 2,
    },
    {
      name: '58路',
      stops: ['杜甫草堂', '青羊宫', '宽窄巷子', '人民公园', '天府广场', '春熙路', '太古里'],
      outbound: ['06:30', '22:00'],
      inbound: ['07:00', '22:30'],
      interval: 8,
      fare: 2,
    },
    {
      name: '82路',
      stops: ['武侯祠', '人民公园', '宽窄巷子', '骡马市', '文殊院'],
      outbound: ['06:30', '21:30'],
      inbound: ['07:00', '22:00'],
      interval: 10,
      fare: 2,
    },
    {
      name: '87路',
      stops: ['火车北站', '昭觉寺', '动物园', '熊猫大道', '熊猫基地'],
      outbound: ['07:00', '18:00'],
      inbound: ['07:40', '19:00'],
      interval: 12,
      fare: 2,
    },
  ],
};

const jiuzhaigou: CityBuses = {
  operator: '九寨沟县公共交通',
  stops: [
    ['九寨沟县客运站', 104.237, 33.261],
    ['永乐镇', 104.2355, 33.263],
    ['双河镇', 104.08, 33.28],
    ['漳扎镇', 103.92, 33.26],
    ['九寨沟口', 103.919, 33.265],
    ['荷叶寨', 103.913, 33.237],
    ['树正寨', 103.905, 33.2],
    ['诺日朗中心站', 103.9166, 33.1605],
    ['镜海', 103.903, 33.152],
    ['珍珠滩', 103.9, 33.142],
    ['五花海', 103.885, 33.13],
    ['箭竹海', 103.87, 33.115],
    ['原始森林', 103.856, 33.078],
    ['上季节海', 103.935, 33.1],
    ['五彩池', 103.932, 33.065],
    ['长海', 103.9429, 33.0439],
  ],
  lines: [
    {
      name: '县城—沟口专线',
      stops: ['九寨沟县客运站', '永乐镇', '双河镇', '漳扎镇', '九寨沟口'],
      outbound: ['07:00', '17:00'],
      inbound: ['08:30', '18:30'],
      interval: 30,
      fare: 10,
    },
    {
      name: '观光车日则沟线',
      stops: ['九寨沟口', '荷叶寨', '树正寨', '诺日朗中心站', '镜海', '珍珠滩', '五花海', '箭竹海', '原始森林'],
      outbound: ['07:00', '16:00'],
      inbound: ['08:30', '17:30'],
      interval: 5,
      fare: 90,
    },
    {
      name: '观光车则查洼沟线',
      stops: ['诺日朗中心站', '上季节海', '五彩池', '长海'],
      outbound: ['07:30', '16:00'],
      inbound: ['08:00', '17:00'],
      interval: 10,
      fare: 90,
    },
  ],
};

const lijiang: CityBuses = {
  operator: 'Bus de Lijiang',
  stops: [
    ['Gare de Lijiang', 100.29, 26.8046],
    ['Gare routière de Lijiang', 100.2306, 26.8553],
    ['Avenue Shangri-La', 100.233, 26.86],
    ['Rue Fuhui', 100.23, 26.865],
    ['Place Yuhe', 100.2357, 26.8795],
    ['Marché du mont Xiang', 100.238, 26.886],
    ['Parc de l’Étang du Dragon Noir', 100.24, 26.883],
    ['Vieille ville de Shuhe', 100.205, 26.915],
    ['Village de Baisha', 100.214, 26.945],
  ],
  lines: [
    {
      name: 'Ligne 4',
      stops: [
        'Gare routière de Lijiang',
        'Avenue Shangri-La',
        'Rue Fuhui',
        'Place Yuhe',
        'Marché du mont Xiang',
        'Parc de l’Étang du Dragon Noir',
      ],
      outbound: ['07:00', '21:00'],
      inbound: ['07:30', '21:30'],
      interval: 10,
      fare: 1,
    },
    {
      name: 'Ligne 11',
      stops: ['Gare de Lijiang', 'Avenue Shangri-La', 'Place Yuhe', 'Vieille ville de Shuhe'],
      outbound: ['07:00', '20:30'],
      inbound: ['07:40', '21:00'],
      interval: 15,
      fare: 1,
    },
    {
      name: 'Ligne 8',
      stops: ['Place Yuhe', 'Parc de l’Étang du Dragon Noir', 'Vieille ville de Shuhe', 'Village de Baisha'],
      outbound: ['07:30', '19:00'],
      inbound: ['08:00', '19:30'],
      interval: 20,
      fare: 2,
    },
  ],
};

const guilin: CityBuses = {
  operator: 'Guilin Bus Company',
  stops: [
    ['Guilin Railway Station', 110.2876, 25.2617],
    ['Elephant Trunk Hill', 110.299, 25.268],
    ['Shan Lake', 110.293, 25.274],
    ['Zhengyang Pedestrian Street', 110.2945, 25.277],
    ['Solitary Beauty Peak', 110.296, 25.286],
    ['Fubo Hill', 110.299, 25.291],
    ['Folding Brocade Hill', 110.2965, 25.295],
    ['Seven Star Park', 110.3125, 25.28],
    ['Xishan Park', 110.274, 25.277],
    ['Reed Flute Cave', 110.261, 25.306],
    ['Guilin North Railway Station', 110.305, 25.329],
  ],
  lines: [
    {
      name: 'Line 1',
      stops: [
        'Guilin North Railway Station',
        'Folding Brocade Hill',
        'Solitary Beauty Peak',
        'Zhengyang Pedestrian Street',
        'Shan Lake',
        'Guilin Railway Station',
      ],
      outbound: ['06:00', '22:00'],
      inbound: ['06:20', '22:30'],
      interval: 6,
      fare: 2,
    },
    {
      name: 'Line 2',
      stops: [
        'Guilin Railway Station',
        'Elephant Trunk Hill',
        'Zhengyang Pedestrian Street',
        'Solitary Beauty Peak',
        'Fubo Hill',
        'Folding Brocade Hill',
      ],
      outbound: ['06:30', '21:00'],
      inbound: ['07:00', '21:30'],
      interval: 10,
      fare: 2,
    },
    {
      name: 'Line 3',
      stops: ['Guilin Railway Station', 'Shan Lake', 'Xishan Park', 'Reed Flute Cave'],
      outbound: ['06:30', '21:30'],
      inbound: ['07:00', '22:00'],
      interval: 10,
      fare: 2,
    },
    {
      name: 'Line 10',
      stops: ['Guilin Railway Station', 'Elephant Trunk Hill', 'Seven Star Park'],
      outbound: ['06:40', '21:00'],
      inbound: ['07:00', '21:20'],
      interval: 12,
      fare: 2,
    },
  ],
};

const xian: CityBuses = {
  operator: '西安公交集団',
  stops: [
    ['西安駅', 108.9615, 34.277],
    ['五路口', 108.961, 34.27],
    ['鐘楼', 108.947, 34.26],
    ['鼓楼', 108.943, 34.261],
    ['南門', 108.947, 34.252],
    ['小雁塔', 108.942, 34.24],
    ['陝西歴史博物館', 108.954, 34.225],
    ['大雁塔', 108.964, 34.219],
    ['大唐芙蓉園', 108.969, 34.212],
    ['華清宮', 109.213, 34.364],
    ['兵馬俑', 109.278, 34.384],
  ],
  lines: [
    {
      name: '610路',
      stops: ['西安駅', '五路口', '鐘楼', '南門', '小雁塔', '陝西歴史博物館', '大雁塔'],
      outbound: ['06:00', '22:00'],
      inbound: ['06:30', '22:30'],
      interval: 8,
      fare: 2,
    },
    {
      name: '603路',
      stops: ['鼓楼', '鐘楼', '南門', '小雁塔', '大雁塔', '大唐芙蓉園'],
      outbound: ['06:00', '23:00'],
      inbound: ['06:20', '23:00'],
      interval: 5,
      fare: 2,
    },
    {
      name: '遊5路（306路）',
      stops: ['西安駅', '華清宮', '兵馬俑'],
      outbound: ['07:00', '19:00'],
      inbound: ['08:00', '20:00'],
      interval: 10,
      fare: 7,
    },
  ],
};

const yanji: CityBuses = {
  operator: '연길시 공공버스',
  stops: [
    ['연길역', 129.5096, 42.8861],
    ['연변병원', 129.505, 42.903],
    ['수상시장', 129.509, 42.905],
    ['연길백화점', 129.51, 42.908],
    ['인민공원', 129.517, 42.916],
    ['연길서역', 129.427, 42.911],
    ['연변대학', 129.485, 42.908],
    ['연변박물관', 129.535, 42.9],
    ['연길공항', 129.451, 42.882],
  ],
  lines: [
    {
      name: '1번',
      stops: ['연길역', '연변병원', '수상시장', '연길백화점', '인민공원'],
      outbound: ['05:30', '21:00'],
      inbound: ['05:50', '21:30'],
      interval: 6,
      fare: 1,
    },
    {
      name: '2번',
      stops: ['연길서역', '연변대학', '연길백화점', '수상시장', '연변박물관'],
      outbound: ['06:00', '21:30'],
      inbound: ['06:20', '21:50'],
      interval: 10,
      fare: 1,
    },
    {
      name: '6번',
      stops: ['연길공항', '연변대학', '연길백화점', '연길역'],
      outbound: ['06:30', '21:00'],
      inbound: ['06:30', '21:00'],
      interval: 15,
      fare: 1,
    },
  ],
};

const urumqi: CityBuses = {
  operator: '乌鲁木齐公交集团',
  stops: [
    ['乌鲁木齐站', 87.58, 43.777],
    ['碾子沟客运站', 87.586, 43.794],
    ['新疆博物馆', 87.596, 43.819],
    ['友好', 87.596, 43.812],
    ['红山', 87.606, 43.805],
    ['北门', 87.615, 43.799],
    ['人民广场', 87.626, 43.789],
    ['南门', 87.618, 43.783],
    ['二道桥（国际大巴扎）', 87.63, 43.77],
    ['延安路', 87.635, 43.763],
    ['南湖广场', 87.64, 43.818],
  ],
  lines: [
    {
      name: 'BRT1号线',
      stops: ['友好', '红山', '北门', '南门', '二道桥（国际大巴扎）', '延安路'],
      outbound: ['07:30', '23:30'],
      inbound: ['07:40', '23:30'],
      interval: 4,
      fare: 1,
    },
    {
      name: '7路',
      stops: ['乌鲁木齐站', '碾子沟客运站', '红山', '人民广场', '南湖广场'],
      outbound: ['07:30', '23:00'],
      inbound: ['07:50', '23:00'],
      interval: 8,
      fare: 1,
    },
    {
      name: '52路',
      stops: ['新疆博物馆', '友好', '红山', '南门', '二道桥（国际大巴扎）'],
      outbound: ['08:00', '22:30'],
      inbound: ['08:20', '22:30'],
      interval: 10,
      fare: 1,
    },
  ],
};

export const CITY_BUSES: Readonly<Record<string, CityBuses>> = {
  site510100: chengdu,
  site513225: jiuzhaigou,
  site530700: lijiang,
  site450300: guilin,
  site610100: xian,
  site222400: yanji,
  site650100: urumqi,
};
