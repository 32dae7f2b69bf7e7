/**
 * The demo timetables of each city, in its site's language: the real stations, airports and coach
 * stations of the city and the places its trains, flights and coaches reach, with plausible lines
 * and times. A line runs both ways: `out` are the first stop's departures, `back` the last's.
 */
import type { TrafficMode } from './store.ts';

export interface NetworkStation {
  /** The key lines name it by (within one network and mode). */
  key: string;
  name: string;
  city: string;
  /** The IATA code of an airport; "" otherwise. */
  code?: string;
  /** The site's own city (listed first in the pickers). */
  local?: boolean;
}

export interface NetworkLine {
  /** A train's class letter (G high-speed, D bullet, K fast), an airline's IATA code, a coach's "C". */
  kind: string;
  /** The stops, each with its minutes after the first stop's departure (a stop waits 2 to 4 minutes). */
  stops: readonly (readonly [key: string, minutes: number])[];
  out: readonly string[];
  back: readonly string[];
  /** The airline or coach company's name; "" for trains. */
  operator?: string;
  /** The aircraft or coach type; "" for trains. */
  vehicle?: string;
  /** Weekdays it runs (1 Monday … 7 Sunday); every day when absent. */
  days?: readonly number[];
  /** A coach's fare (yuan). */
  fare?: number;
}

export interface ModeNetwork {
  stations: readonly NetworkStation[];
  lines: readonly NetworkLine[];
}

export type CityNetwork = Readonly<Record<TrafficMode, ModeNetwork>> & {
  /** The official coach ticketing site of the province. */
  coachBooking: string;
};

/** The official booking site of the railways (every train). */
export const RAILWAY_BOOKING = 'https://www.12306.cn/';

/** Each airline's official site (a flight's booking channel). */
export const AIRLINE_BOOKING: Readonly<Record<string, string>> = {
  CA: 'https://www.airchina.com.cn/',
  MU: 'https://www.ceair.com/',
  CZ: 'https://www.csair.com/',
  '3U': 'https://www.sichuanair.com/',
  HU: 'https://www.hainanairlines.com/',
};

const SICHUAN_COACHES = 'https://www.scqckypw.com/';
const NATIONAL_COACHES = 'https://www.bus365.com/';

const CHENGDU: CityNetwork = {
  coachBooking: SICHUAN_COACHES,
  TRAIN: {
    stations: [
      { key: 'cdd', name: '成都东', city: '成都', local: true },
      { key: 'cdn', name: '成都南', city: '成都', local: true },
      { key: 'cd', name: '成都', city: '成都', local: true },
      { key: 'zyb', name: '资阳北', city: '资阳' },
      { key: 'njb', name: '内江北', city: '内江' },
      { key: 'cqb', name: '重庆北', city: '重庆' },
      { key: 'dy', name: '德阳', city: '德阳' },
      { key: 'my', name: '绵阳', city: '绵阳' },
      { key: 'gy', name: '广元', city: '广元' },
      { key: 'hz', name: '汉中', city: '汉中' },
      { key: 'xab', name: '西安北', city: '西安' },
      { key: 'xa', name: '西安', city: '西安' },
      { key: 'bj', name: '宝鸡', city: '宝鸡' },
      { key: 'sxd', name: '三星堆', city: '德阳' },
      { key: 'mx', name: '茂县', city: '阿坝' },
      { key: 'sp', name: '松潘', city: '阿坝' },
      { key: 'hljz', name: '黄龙九寨', city: '阿坝' },
      { key: 'msd', name: '眉山东', city: '眉山' },
      { key: 'ls', name: '乐山', city: '乐山' },
      { key: 'ems', name: '峨眉山', city: '乐山' },
    ],
    lines: [
      {
        kind: 'G',
        stops: [
          ['cdd', 0],
          ['zyb', 26],
          ['njb', 55],
          ['cqb', 108],
        ],
        out: ['07:00', '08:32', '10:15', '13:40', '17:20', '20:05'],
        back: ['07:40', '09:12', '12:30', '16:00', '19:05'],
      },
      {
        kind: 'G',
        stops: [
          ['cdd', 0],
          ['dy', 28],
          ['my', 51],
          ['gy', 116],
          ['hz', 172],
          ['xab', 248],
        ],
        out: ['07:20', '09:45', '14:05', '18:10'],
        back: ['08:00', '11:30', '15:15', '17:50'],
      },
      {
        kind: 'D',
        stops: [
          ['cdd', 0],
          ['sxd', 36],
          ['mx', 92],
          ['sp', 137],
          ['hljz', 166],
        ],
        out: ['07:50', '10:30', '15:20'],
        back: ['11:05', '14:40', '18:30'],
      },
      {
        kind: 'D',
        stops: [
          ['cdn', 0],
          ['msd', 31],
          ['ls', 57],
          ['ems', 76],
        ],
        out: ['08:05', '11:20', '16:35'],
        back: ['09:40', '13:10', '19:00'],
      },
      {
        kind: 'K',
        stops: [
          ['cd', 0],
          ['my', 124],
          ['gy', 286],
          ['bj', 612],
          ['xa', 768],
        ],
        out: ['18:40'],
        back: ['19:12'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'ctu', name: '成都双流国际机场', city: '成都', code: 'CTU', local: true },
      { key: 'tfu', name: '成都天府国际机场', city: '成都', code: 'TFU', local: true },
      { key: 'pek', name: '北京首都国际机场', city: '北京', code: 'PEK' },
      { key: 'sha', name: '上海虹桥国际机场', city: '上海', code: 'SHA' },
      { key: 'can', name: '广州白云国际机场', city: '广州', code: 'CAN' },
      { key: 'jzh', name: '九寨黄龙机场', city: '阿坝', code: 'JZH' },
      { key: 'ljg', name: '丽江三义国际机场', city: '丽江', code: 'LJG' },
      { key: 'urc', name: '乌鲁木齐地窝堡国际机场', city: '乌鲁木齐', code: 'URC' },
    ],
    lines: [
      {
        kind: 'CA',
        operator: '中国国际航空',
        vehicle: 'A330',
        stops: [
          ['tfu', 0],
          ['pek', 185],
        ],
        out: ['08:00', '12:35', '19:20'],
        back: ['07:30', '13:15', '18:40'],
      },
      {
        kind: 'MU',
        operator: '东方航空',
        vehicle: 'A320',
        stops: [
          ['ctu', 0],
          ['sha', 170],
        ],
        out: ['07:45', '14:10'],
        back: ['09:20', '16:55'],
      },
      {
        kind: '3U',
        operator: '四川航空',
        vehicle: 'A319',
        stops: [
          ['ctu', 0],
          ['jzh', 55],
        ],
        out: ['07:10', '09:30'],
        back: ['08:50', '11:15'],
      },
      {
        kind: 'CZ',
        operator: '南方航空',
        vehicle: 'B737',
        stops: [
          ['tfu', 0],
          ['can', 150],
        ],
        out: ['10:20', '16:45'],
        back: ['08:15', '13:50'],
      },
      {
        kind: '3U',
        operator: '四川航空',
        vehicle: 'A321',
        stops: [
          ['tfu', 0],
          ['urc', 250],
        ],
        out: ['09:15'],
        back: ['15:10'],
        days: [1, 3, 5, 7],
      },
      {
        kind: '3U',
        operator: '四川航空',
        vehicle: 'A320',
        stops: [
          ['ctu', 0],
          ['ljg', 85],
        ],
        out: ['08:40', '15:30'],
        back: ['11:00', '18:05'],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'xnm', name: '成都新南门汽车站', city: '成都', local: true },
      { key: 'cdz', name: '成都茶店子客运站', city: '成都', local: true },
      { key: 'djy', name: '都江堰客运中心', city: '都江堰' },
      { key: 'jzg', name: '九寨沟旅游客运站', city: '九寨沟' },
      { key: 'ems', name: '峨眉山客运中心', city: '峨眉山' },
      { key: 'ls', name: '乐山肖坝旅游车站', city: '乐山' },
    ],
    lines: [
      {
        kind: 'C',
        operator: '成都交投客运',
        vehicle: '大型高一级',
        fare: 21,
        stops: [
          ['cdz', 0],
          ['djy', 60],
        ],
        out: ['07:30', '09:00', '11:00', '14:00', '17:30'],
        back: ['08:00', '10:30', '13:30', '16:00', '18:30'],
      },
      {
        kind: 'C',
        operator: '阿坝州汽车运输',
        vehicle: '大型高二级',
        fare: 145,
        stops: [
          ['cdz', 0],
          ['jzg', 510],
        ],
        out: ['07:00', '08:00'],
        back: ['06:30', '07:30'],
      },
      {
        kind: 'C',
        operator: '成都交投客运',
        vehicle: '大型高一级',
        fare: 46,
        stops: [
          ['xnm', 0],
          ['ems', 150],
        ],
        out: ['08:30', '10:30', '14:30'],
        back: ['09:00', '13:00', '16:30'],
      },
      {
        kind: 'C',
        operator: '成都交投客运',
        vehicle: '大型高一级',
        fare: 48,
        stops: [
          ['xnm', 0],
          ['ls', 120],
        ],
        out: ['07:40', '12:00', '16:20'],
        back: ['08:20', '12:40', '17:00'],
      },
    ],
  },
};

const JIUZHAIGOU: CityNetwork = {
  coachBooking: SICHUAN_COACHES,
  TRAIN: {
    stations: [
      { key: 'hljz', name: '黄龙九寨', city: '阿坝', local: true },
      { key: 'sp', name: '松潘', city: '阿坝', local: true },
      { key: 'mx', name: '茂县', city: '阿坝' },
      { key: 'sxd', name: '三星堆', city: '德阳' },
      { key: 'cdd', name: '成都东', city: '成都' },
      { key: 'cdx', name: '成都西', city: '成都' },
    ],
    lines: [
      {
        kind: 'D',
        stops: [
          ['hljz', 0],
          ['sp', 27],
          ['mx', 73],
          ['sxd', 129],
          ['cdd', 166],
        ],
        out: ['11:05', '14:40', '18:30'],
        back: ['07:50', '10:30', '15:20'],
      },
      {
        kind: 'C',
        stops: [
          ['hljz', 0],
          ['sp', 27],
          ['mx', 75],
          ['cdx', 160],
        ],
        out: ['09:20'],
        back: ['16:10'],
        days: [5, 6, 7],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'jzh', name: '九寨黄龙机场', city: '阿坝', code: 'JZH', local: true },
      { key: 'ctu', name: '成都双流国际机场', city: '成都', code: 'CTU' },
      { key: 'ckg', name: '重庆江北国际机场', city: '重庆', code: 'CKG' },
      { key: 'xiy', name: '西安咸阳国际机场', city: '西安', code: 'XIY' },
      { key: 'pek', name: '北京首都国际机场', city: '北京', code: 'PEK' },
    ],
    lines: [
      {
        kind: '3U',
        operator: '四川航空',
        vehicle: 'A319',
        stops: [
          ['jzh', 0],
          ['ctu', 55],
        ],
        out: ['08:50', '11:15'],
        back: ['07:10', '09:30'],
      },
      {
        kind: 'CZ',
        operator: '南方航空',
        vehicle: 'A319',
        stops: [
          ['jzh', 0],
          ['ckg', 70],
        ],
        out: ['12:20'],
        back: ['10:25'],
        days: [1, 3, 5, 7],
      },
      {
        kind: 'MU',
        operator: '东方航空',
        vehicle: 'A319',
        stops: [
          ['jzh', 0],
          ['xiy', 85],
        ],
        out: ['13:05'],
        back: ['10:45'],
        days: [2, 4, 6],
      },
      {
        kind: 'CA',
        operator: '中国国际航空',
        vehicle: 'A319',
        stops: [
          ['jzh', 0],
          ['pek', 170],
        ],
        out: ['14:30'],
        back: ['10:10'],
        days: [6, 7],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'jzg', name: '九寨沟旅游客运站', city: '九寨沟', local: true },
      { key: 'jzx', name: '九寨沟县客运站', city: '九寨沟', local: true },
      { key: 'ccs', name: '川主寺客运站', city: '松潘' },
      { key: 'hl', name: '黄龙景区客运站', city: '松潘' },
      { key: 'cdz', name: '成都茶店子客运站', city: '成都' },
    ],
    lines: [
      {
        kind: 'C',
        operator: '阿坝州汽车运输',
        vehicle: '大型高二级',
        fare: 145,
        stops: [
          ['jzg', 0],
          ['cdz', 510],
        ],
        out: ['06:30', '07:30'],
        back: ['07:00', '08:00'],
      },
      {
        kind: 'C',
        operator: '阿坝州汽车运输',
        vehicle: '中型高一级',
        fare: 35,
        stops: [
          ['jzg', 0],
          ['ccs', 90],
        ],
        out: ['07:30', '10:00', '14:00'],
        back: ['09:00', '12:30', '16:30'],
      },
      {
        kind: 'C',
        operator: '阿坝州汽车运输',
        vehicle: '中型高一级',
        fare: 55,
        stops: [
          ['jzg', 0],
          ['hl', 150],
        ],
        out: ['07:00'],
        back: ['15:00'],
      },
      {
        kind: 'C',
        operator: '九寨沟县汽车客运',
        vehicle: '中型普通',
        fare: 15,
        stops: [
          ['jzx', 0],
          ['jzg', 50],
        ],
        out: ['07:00', '09:30', '13:00', '16:00'],
        back: ['08:30', '11:00', '15:00', '18:00'],
      },
    ],
  },
};

const LIJIANG: CityNetwork = {
  coachBooking: NATIONAL_COACHES,
  TRAIN: {
    stations: [
      { key: 'lj', name: 'Gare de Lijiang', city: 'Lijiang', local: true },
      { key: 'dl', name: 'Gare de Dali', city: 'Dali' },
      { key: 'kms', name: 'Gare de Kunming-Sud', city: 'Kunming' },
      { key: 'km', name: 'Gare de Kunming', city: 'Kunming' },
      { key: 'htx', name: 'Gare de Hutiaoxia', city: 'Shangri-La' },
      { key: 'xgll', name: 'Gare de Shangri-La', city: 'Shangri-La' },
    ],
    lines: [
      {
        kind: 'D',
        stops: [
          ['lj', 0],
          ['dl', 86],
          ['kms', 208],
        ],
        out: ['08:00', '10:50', '13:30', '17:05'],
        back: ['07:25', '11:40', '15:10', '18:20'],
      },
      {
        kind: 'D',
        stops: [
          ['lj', 0],
          ['htx', 38],
          ['xgll', 82],
        ],
        out: ['09:15', '14:00'],
        back: ['11:20', '16:30'],
      },
      {
        kind: 'K',
        stops: [
          ['km', 0],
          ['dl', 335],
          ['lj', 478],
        ],
        out: ['22:30'],
        back: ['21:40'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'ljg', name: 'Aéroport international de Lijiang-Sanyi', city: 'Lijiang', code: 'LJG', local: true },
      { key: 'kmg', name: 'Aéroport international de Kunming-Changshui', city: 'Kunming', code: 'KMG' },
      { key: 'tfu', name: 'Aéroport international de Chengdu-Tianfu', city: 'Chengdu', code: 'TFU' },
      { key: 'pvg', name: 'Aéroport international de Shanghai-Pudong', city: 'Shanghai', code: 'PVG' },
      { key: 'pek', name: 'Aéroport international de Pékin-Capitale', city: 'Pékin', code: 'PEK' },
      { key: 'can', name: 'Aéroport international de Canton-Baiyun', city: 'Canton', code: 'CAN' },
    ],
    lines: [
      {
        kind: 'MU',
        operator: 'China Eastern Airlines',
        vehicle: 'B737',
        stops: [
          ['ljg', 0],
          ['kmg', 60],
        ],
        out: ['09:30', '13:20', '20:10'],
        back: ['07:40', '11:30', '18:15'],
      },
      {
        kind: '3U',
        operator: 'Sichuan Airlines',
        vehicle: 'A320',
        stops: [
          ['ljg', 0],
          ['tfu', 90],
        ],
        out: ['11:00', '18:05'],
        back: ['08:40', '15:30'],
      },
      {
        kind: 'MU',
        operator: 'China Eastern Airlines',
        vehicle: 'A321',
        stops: [
          ['ljg', 0],
          ['pvg', 225],
        ],
        out: ['12:15'],
        back: ['07:55'],
      },
      {
        kind: 'CA',
        operator: 'Air China',
        vehicle: 'A321',
        stops: [
          ['ljg', 0],
          ['pek', 230],
        ],
        out: ['14:25'],
        back: ['08:30'],
        days: [1, 3, 5, 7],
      },
      {
        kind: 'CZ',
        operator: 'China Southern Airlines',
        vehicle: 'B737',
        stops: [
          ['ljg', 0],
          ['can', 150],
        ],
        out: ['15:40'],
        back: ['12:10'],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'ljk', name: 'Gare routière express de Lijiang', city: 'Lijiang', local: true },
      { key: 'dl', name: 'Gare routière de Dali-Xiaguan', city: 'Dali' },
      { key: 'xgll', name: 'Gare routière de Shangri-La', city: 'Shangri-La' },
      { key: 'lgh', name: 'Gare routière du lac Lugu', city: 'Ninglang' },
    ],
    lines: [
      {
        kind: 'C',
        operator: 'Transports routiers de Lijiang',
        vehicle: 'Autocar grand confort',
        fare: 56,
        stops: [
          ['ljk', 0],
          ['dl', 180],
        ],
        out: ['08:00', '10:00', '13:00', '16:00'],
        back: ['08:30', '11:00', '14:30', '17:00'],
      },
      {
        kind: 'C',
        operator: 'Transports routiers de Lijiang',
        vehicle: 'Autocar grand confort',
        fare: 65,
        stops: [
          ['ljk', 0],
          ['xgll', 210],
        ],
        out: ['08:30', '12:30'],
        back: ['09:00', '13:30'],
      },
      {
        kind: 'C',
        operator: 'Transports routiers de Lijiang',
        vehicle: 'Minibus',
        fare: 78,
        stops: [
          ['ljk', 0],
          ['lgh', 270],
        ],
        out: ['09:00'],
        back: ['09:30'],
      },
    ],
  },
};

const GUILIN: CityNetwork = {
  coachBooking: NATIONAL_COACHES,
  TRAIN: {
    stations: [
      { key: 'glb', name: 'Guilin North', city: 'Guilin', local: true },
      { key: 'glx', name: 'Guilin West', city: 'Guilin', local: true },
      { key: 'gl', name: 'Guilin', city: 'Guilin', local: true },
      { key: 'ys', name: 'Yangshuo', city: 'Yangshuo' },
      { key: 'hzh', name: 'Hezhou', city: 'Hezhou' },
      { key: 'gzn', name: 'Guangzhou South', city: 'Guangzhou' },
      { key: 'yz', name: 'Yongzhou', city: 'Yongzhou' },
      { key: 'hyd', name: 'Hengyang East', city: 'Hengyang' },
      { key: 'csn', name: 'Changsha South', city: 'Changsha' },
      { key: 'lz', name: 'Liuzhou', city: 'Liuzhou' },
      { key: 'nnd', name: 'Nanning East', city: 'Nanning' },
    ],
    lines: [
      {
        kind: 'G',
        stops: [
          ['glx', 0],
          ['ys', 22],
          ['hzh', 74],
          ['gzn', 166],
        ],
        out: ['07:30', '09:40', '13:15', '17:50'],
        back: ['08:10', '11:45', '15:30', '19:20'],
      },
      {
        kind: 'G',
        stops: [
          ['glb', 0],
          ['yz', 58],
          ['hyd', 108],
          ['csn', 165],
        ],
        out: ['08:20', '12:05', '16:40'],
        back: ['07:45', '11:10', '18:30'],
      },
      {
        kind: 'D',
        stops: [
          ['gl', 0],
          ['lz', 72],
          ['nnd', 152],
        ],
        out: ['07:55', '10:35', '15:00', '19:45'],
        back: ['08:30', '12:20', '16:50'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'kwl', name: 'Guilin Liangjiang International Airport', city: 'Guilin', code: 'KWL', local: true },
      { key: 'pek', name: 'Beijing Capital International Airport', city: 'Beijing', code: 'PEK' },
      { key: 'sha', name: 'Shanghai Hongqiao International Airport', city: 'Shanghai', code: 'SHA' },
      { key: 'tfu', name: 'Chengdu Tianfu International Airport', city: 'Chengdu', code: 'TFU' },
      { key: 'xiy', name: "Xi'an Xianyang International Airport", city: "Xi'an", code: 'XIY' },
    ],
    lines: [
      {
        kind: 'CA',
        operator: 'Air China',
        vehicle: 'B737',
        stops: [
          ['kwl', 0],
          ['pek', 190],
        ],
        out: ['09:05', '17:30'],
        back: ['08:10', '14:20'],
      },
      {
        kind: 'MU',
        operator: 'China Eastern Airlines',
        vehicle: 'A320',
        stops: [
          ['kwl', 0],
          ['sha', 140],
        ],
        out: ['10:40', '19:15'],
        back: ['07:35', '15:50'],
      },
      {
        kind: '3U',
        operator: 'Sichuan Airlines',
        vehicle: 'A320',
        stops: [
          ['kwl', 0],
          ['tfu', 115],
        ],
        out: ['13:10'],
        back: ['10:20'],
      },
      {
        kind: 'HU',
        operator: 'Hainan Airlines',
        vehicle: 'B737',
        stops: [
          ['kwl', 0],
          ['xiy', 135],
        ],
        out: ['15:25'],
        back: ['11:40'],
        days: [2, 4, 6],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'glz', name: 'Guilin Coach Terminal', city: 'Guilin', local: true },
      { key: 'qt', name: 'Guilin Qintan Bus Station', city: 'Guilin', local: true },
      { key: 'ys', name: 'Yangshuo Bus Station', city: 'Yangshuo' },
      { key: 'ls', name: 'Longsheng Bus Station', city: 'Longsheng' },
      { key: 'xa', name: "Xing'an Bus Station", city: "Xing'an" },
    ],
    lines: [
      {
        kind: 'C',
        operator: 'Guilin Motor Transport',
        vehicle: 'Express coach',
        fare: 30,
        stops: [
          ['glz', 0],
          ['ys', 90],
        ],
        out: ['07:30', '09:00', '10:30', '13:00', '15:30', '18:00'],
        back: ['07:00', '08:30', '11:00', '14:00', '17:00'],
      },
      {
        kind: 'C',
        operator: 'Guilin Motor Transport',
        vehicle: 'Express coach',
        fare: 35,
        stops: [
          ['qt', 0],
          ['ls', 120],
        ],
        out: ['08:00', '11:30', '15:00'],
        back: ['09:00', '13:00', '16:30'],
      },
      {
        kind: 'C',
        operator: 'Guilin Motor Transport',
        vehicle: 'Standard coach',
        fare: 20,
        stops: [
          ['glz', 0],
          ['xa', 70],
        ],
        out: ['08:30', '14:30'],
        back: ['10:00', '16:00'],
      },
    ],
  },
};

const XIAN: CityNetwork = {
  coachBooking: NATIONAL_COACHES,
  TRAIN: {
    stations: [
      { key: 'xab', name: '西安北駅', city: '西安', local: true },
      { key: 'xa', name: '西安駅', city: '西安', local: true },
      { key: 'hsb', name: '華山北駅', city: '渭南' },
      { key: 'lylm', name: '洛陽竜門駅', city: '洛陽' },
      { key: 'zzd', name: '鄭州東駅', city: '鄭州' },
      { key: 'bjx', name: '北京西駅', city: '北京' },
      { key: 'hz', name: '漢中駅', city: '漢中' },
      { key: 'gy', name: '広元駅', city: '広元' },
      { key: 'cdd', name: '成都東駅', city: '成都' },
      { key: 'ya', name: '延安駅', city: '延安' },
    ],
    lines: [
      {
        kind: 'G',
        stops: [
          ['xab', 0],
          ['hsb', 34],
          ['lylm', 96],
          ['zzd', 130],
          ['bjx', 276],
        ],
        out: ['07:00', '09:10', '13:00', '16:40'],
        back: ['07:30', '10:45', '14:20', '17:05'],
      },
      {
        kind: 'G',
        stops: [
          ['xab', 0],
          ['hz', 76],
          ['gy', 132],
          ['cdd', 248],
        ],
        out: ['08:00', '11:30', '15:15', '17:50'],
        back: ['07:20', '09:45', '14:05', '18:10'],
      },
      {
        kind: 'D',
        stops: [
          ['xa', 0],
          ['ya', 152],
        ],
        out: ['08:10', '15:30'],
        back: ['09:50', '17:40'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'xiy', name: '西安咸陽国際空港', city: '西安', code: 'XIY', local: true },
      { key: 'pek', name: '北京首都国際空港', city: '北京', code: 'PEK' },
      { key: 'pvg', name: '上海浦東国際空港', city: '上海', code: 'PVG' },
      { key: 'kwl', name: '桂林両江国際空港', city: '桂林', code: 'KWL' },
      { key: 'jzh', name: '九寨黄龍空港', city: '阿壩', code: 'JZH' },
    ],
    lines: [
      {
        kind: 'CA',
        operator: '中国国際航空',
        vehicle: 'A321',
        stops: [
          ['xiy', 0],
          ['pek', 125],
        ],
        out: ['08:15', '12:40', '18:30'],
        back: ['07:50', '13:30', '19:10'],
      },
      {
        kind: 'MU',
        operator: '中国東方航空',
        vehicle: 'A320',
        stops: [
          ['xiy', 0],
          ['pvg', 150],
        ],
        out: ['09:40', '16:10'],
        back: ['08:05', '14:45'],
      },
      {
        kind: 'HU',
        operator: '海南航空',
        vehicle: 'B737',
        stops: [
          ['xiy', 0],
          ['kwl', 135],
        ],
        out: ['11:40'],
        back: ['15:25'],
        days: [2, 4, 6],
      },
      {
        kind: 'MU',
        operator: '中国東方航空',
        vehicle: 'A319',
        stops: [
          ['xiy', 0],
          ['jzh', 85],
        ],
        out: ['10:45'],
        back: ['13:05'],
        days: [2, 4, 6],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'cd', name: '西安城東バスターミナル', city: '西安', local: true },
      { key: 'zdgc', name: '西安駅東広場観光バス乗り場', city: '西安', local: true },
      { key: 'hs', name: '華山観光バスセンター', city: '華陰' },
      { key: 'bmy', name: '兵馬俑（秦始皇帝陵博物院）', city: '臨潼' },
      { key: 'hkpb', name: '壺口瀑布バスターミナル', city: '宜川' },
    ],
    lines: [
      {
        kind: 'C',
        operator: '西安バス運輸',
        vehicle: '大型高速バス',
        fare: 36,
        stops: [
          ['cd', 0],
          ['hs', 120],
        ],
        out: ['07:30', '09:00', '11:00', '14:00'],
        back: ['12:00', '15:00', '17:00', '18:30'],
      },
      {
        kind: 'C',
        operator: '西安観光バス',
        vehicle: '観光バス',
        fare: 7,
        stops: [
          ['zdgc', 0],
          ['bmy', 60],
        ],
        out: ['08:00', '09:00', '10:00', '11:00', '13:00', '15:00'],
        back: ['12:00', '14:00', '16:00', '17:30', '18:30'],
      },
      {
        kind: 'C',
        operator: '西安バス運輸',
        vehicle: '大型高速バス',
        fare: 118,
        stops: [
          ['cd', 0],
          ['hkpb', 300],
        ],
        out: ['07:00'],
        back: ['14:30'],
        days: [5, 6, 7],
      },
    ],
  },
};

const YANJI: CityNetwork = {
  coachBooking: NATIONAL_COACHES,
  TRAIN: {
    stations: [
      { key: 'yjx', name: '연길서역', city: '연길', local: true },
      { key: 'yj', name: '연길역', city: '연길', local: true },
      { key: 'dh', name: '돈화역', city: '돈화' },
      { key: 'jl', name: '길림역', city: '길림' },
      { key: 'cc', name: '장춘역', city: '장춘' },
      { key: 'tmb', name: '도문북역', city: '도문' },
      { key: 'hc', name: '훈춘역', city: '훈춘' },
      { key: 'sy', name: '심양역', city: '심양' },
    ],
    lines: [
      {
        kind: 'G',
        stops: [
          ['yjx', 0],
          ['dh', 56],
          ['jl', 124],
          ['cc', 166],
        ],
        out: ['06:50', '09:20', '13:40', '17:30'],
        back: ['07:15', '10:50', '15:05', '18:45'],
      },
      {
        kind: 'D',
        stops: [
          ['yjx', 0],
          ['tmb', 16],
          ['hc', 42],
        ],
        out: ['08:40', '12:10', '19:10'],
        back: ['07:30', '10:40', '16:50'],
      },
      {
        kind: 'K',
        stops: [
          ['yj', 0],
          ['dh', 170],
          ['jl', 345],
          ['sy', 690],
        ],
        out: ['18:25'],
        back: ['17:50'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'ynj', name: '연길조양천국제공항', city: '연길', code: 'YNJ', local: true },
      { key: 'pek', name: '베이징 서우두국제공항', city: '베이징', code: 'PEK' },
      { key: 'pvg', name: '상하이 푸둥국제공항', city: '상하이', code: 'PVG' },
      { key: 'she', name: '선양 타오셴국제공항', city: '선양', code: 'SHE' },
      { key: 'can', name: '광저우 바이윈국제공항', city: '광저우', code: 'CAN' },
    ],
    lines: [
      {
        kind: 'CA',
        operator: '중국국제항공',
        vehicle: 'B737',
        stops: [
          ['ynj', 0],
          ['pek', 150],
        ],
        out: ['08:30', '15:20'],
        back: ['07:45', '12:10'],
      },
      {
        kind: 'MU',
        operator: '중국동방항공',
        vehicle: 'A320',
        stops: [
          ['ynj', 0],
          ['pvg', 175],
        ],
        out: ['11:10'],
        back: ['07:30'],
      },
      {
        kind: 'CZ',
        operator: '중국남방항공',
        vehicle: 'B737',
        stops: [
          ['ynj', 0],
          ['she', 75],
        ],
        out: ['09:50', '18:40'],
        back: ['07:55', '16:20'],
      },
      {
        kind: 'CZ',
        operator: '중국남방항공',
        vehicle: 'A321',
        stops: [
          ['ynj', 0],
          ['can', 290],
        ],
        out: ['12:30'],
        back: ['07:20'],
        days: [1, 3, 5],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'yj', name: '연길버스터미널', city: '연길', local: true },
      { key: 'edbh', name: '이도백하 버스터미널(백두산 북파)', city: '안도' },
      { key: 'lj', name: '용정버스터미널', city: '용정' },
      { key: 'tm', name: '도문버스터미널', city: '도문' },
    ],
    lines: [
      {
        kind: 'C',
        operator: '연변버스운수',
        vehicle: '대형 고속버스',
        fare: 70,
        stops: [
          ['yj', 0],
          ['edbh', 180],
        ],
        out: ['06:30', '08:00', '10:30', '13:30'],
        back: ['10:00', '13:00', '15:30', '17:00'],
      },
      {
        kind: 'C',
        operator: '연변버스운수',
        vehicle: '중형버스',
        fare: 8,
        stops: [
          ['yj', 0],
          ['lj', 40],
        ],
        out: ['07:00', '08:30', '10:00', '12:00', '14:00', '16:00', '18:00'],
        back: ['07:40', '09:10', '11:00', '13:00', '15:00', '17:00'],
      },
      {
        kind: 'C',
        operator: '연변버스운수',
        vehicle: '중형버스',
        fare: 12,
        stops: [
          ['yj', 0],
          ['tm', 50],
        ],
        out: ['08:00', '11:00', '15:00'],
        back: ['09:30', '13:00', '17:00'],
      },
    ],
  },
};

const URUMQI: CityNetwork = {
  coachBooking: NATIONAL_COACHES,
  TRAIN: {
    stations: [
      { key: 'wlmq', name: '乌鲁木齐', city: '乌鲁木齐', local: true },
      { key: 'wlmqn', name: '乌鲁木齐南', city: '乌鲁木齐', local: true },
      { key: 'tlfb', name: '吐鲁番北', city: '吐鲁番' },
      { key: 'tlf', name: '吐鲁番', city: '吐鲁番' },
      { key: 'ssb', name: '鄯善北', city: '吐鲁番' },
      { key: 'hm', name: '哈密', city: '哈密' },
      { key: 'shz', name: '石河子', city: '石河子' },
      { key: 'kt', name: '奎屯', city: '奎屯' },
      { key: 'kel', name: '库尔勒', city: '库尔勒' },
    ],
    lines: [
      {
        kind: 'D',
        stops: [
          ['wlmq', 0],
          ['tlfb', 54],
          ['ssb', 96],
          ['hm', 172],
        ],
        out: ['08:45', '11:00', '15:30', '19:10'],
        back: ['07:50', '10:40', '14:25', '18:00'],
      },
      {
        kind: 'D',
        stops: [
          ['wlmq', 0],
          ['shz', 62],
          ['kt', 108],
        ],
        out: ['09:20', '13:50', '18:30'],
        back: ['08:10', '12:40', '17:20'],
      },
      {
        kind: 'K',
        stops: [
          ['wlmqn', 0],
          ['tlf', 152],
          ['kel', 470],
        ],
        out: ['10:30', '21:45'],
        back: ['09:40', '22:10'],
      },
    ],
  },
  FLIGHT: {
    stations: [
      { key: 'urc', name: '乌鲁木齐地窝堡国际机场', city: '乌鲁木齐', code: 'URC', local: true },
      { key: 'khg', name: '喀什徕宁国际机场', city: '喀什', code: 'KHG' },
      { key: 'yin', name: '伊宁机场', city: '伊宁', code: 'YIN' },
      { key: 'aat', name: '阿勒泰雪都机场', city: '阿勒泰', code: 'AAT' },
      { key: 'tfu', name: '成都天府国际机场', city: '成都', code: 'TFU' },
      { key: 'pek', name: '北京首都国际机场', city: '北京', code: 'PEK' },
    ],
    lines: [
      {
        kind: 'CZ',
        operator: '南方航空',
        vehicle: 'A321',
        stops: [
          ['urc', 0],
          ['khg', 120],
        ],
        out: ['08:30', '12:10', '17:45'],
        back: ['09:40', '13:20', '20:00'],
      },
      {
        kind: 'CZ',
        operator: '南方航空',
        vehicle: 'A320',
        stops: [
          ['urc', 0],
          ['yin', 75],
        ],
        out: ['10:05', '16:30'],
        back: ['12:00', '18:40'],
      },
      {
        kind: 'CZ',
        operator: '南方航空',
        vehicle: 'A319',
        stops: [
          ['urc', 0],
          ['aat', 70],
        ],
        out: ['11:15'],
        back: ['13:10'],
        days: [1, 2, 4, 6],
      },
      {
        kind: '3U',
        operator: '四川航空',
        vehicle: 'A321',
        stops: [
          ['urc', 0],
          ['tfu', 245],
        ],
        out: ['15:10'],
        back: ['09:15'],
        days: [1, 3, 5, 7],
      },
      {
        kind: 'CA',
        operator: '中国国际航空',
        vehicle: 'A330',
        stops: [
          ['urc', 0],
          ['pek', 240],
        ],
        out: ['09:00', '19:30'],
        back: ['08:20', '14:05'],
      },
    ],
  },
  COACH: {
    stations: [
      { key: 'nzg', name: '乌鲁木齐碾子沟长途汽车站', city: '乌鲁木齐', local: true },
      { key: 'nj', name: '乌鲁木齐南郊客运站', city: '乌鲁木齐', local: true },
      { key: 'shz', name: '石河子客运站', city: '石河子' },
      { key: 'tlf', name: '吐鲁番客运中心', city: '吐鲁番' },
      { key: 'tc', name: '天山天池景区客运站', city: '阜康' },
    ],
    lines: [
      {
        kind: 'C',
        operator: '新疆汽车运输',
        vehicle: '大型高一级',
        fare: 45,
        stops: [
          ['nzg', 0],
          ['shz', 120],
        ],
        out: ['08:30', '10:30', '13:00', '16:00'],
        back: ['09:00', '12:00', '15:00', '18:00'],
      },
      {
        kind: 'C',
        operator: '新疆汽车运输',
        vehicle: '大型高一级',
        fare: 45,
        stops: [
          ['nj', 0],
          ['tlf', 150],
        ],
        out: ['09:00', '11:30', '15:30'],
        back: ['10:00', '13:30', '17:30'],
      },
      {
        kind: 'C',
        operator: '新疆汽车运输',
        vehicle: '中型高一级',
        fare: 35,
        stops: [
          ['nj', 0],
          ['tc', 120],
        ],
        out: ['09:30'],
        back: ['17:00'],
      },
    ],
  },
};

/** Each demo city's timetables, by site code (a site not listed has none). */
export const NETWORKS: Readonly<Record<string, CityNetwork>> = {
  site510100: CHENGDU,
  site513225: JIUZHAIGOU,
  site530700: LIJIANG,
  site450300: GUILIN,
  site610100: XIAN,
  site222400: YANJI,
  site650100: URUMQI,
};
