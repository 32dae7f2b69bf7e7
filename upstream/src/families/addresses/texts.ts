/**
 * The addresses family's words: its refusals, and its demo data per demo site (receivers and
 * detail lines in the site's language, in districts of the site's region).
 */
import type { SiteLanguage } from '../demo.ts';

export const ADDRESS_TEXTS = {
  noReceiver: '收货人不能为空',
  receiverTooLong: '收货人姓名过长',
  badPhone: '手机号格式不正确',
  badRegion: '所在地区不正确',
  noDetail: '详细地址不能为空',
  detailTooLong: '详细地址过长',
  badPostcode: '邮政编码格式不正确',
  badTag: '地址标签不正确',
  tooMany: (max: number) => `收货地址最多保存${max}个`,
  noSuchAddress: '收货地址不存在',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

/** A demo address: its district (a child of the site's region, or the region itself), detail line and tag. */
export interface AddressSample {
  phone: string;
  receiver: string;
  receiverPhone: string;
  /** Index into the site's county-level regions. */
  district: number;
  detail: string;
  postcode: string;
  tag: '' | 'HOME' | 'COMPANY' | 'SCHOOL';
  daysAgo: number;
  isDefault: boolean;
}

export interface AddressSiteSeed {
  siteCode: string;
  lang: SiteLanguage;
  samples: AddressSample[];
}

export const ADDRESS_SEED: readonly AddressSiteSeed[] = [
  {
    siteCode: 'site510100',
    lang: 'CN',
    samples: [
      {
        phone: '13800000001',
        receiver: '张晓蓉',
        receiverPhone: '13800000001',
        district: 0,
        detail: '春熙路街道红星路三段1号国际金融中心2座1808室',
        postcode: '610021',
        tag: 'COMPANY',
        daysAgo: 120,
        isDefault: false,
      },
      {
        phone: '13800000001',
        receiver: '张晓蓉',
        receiverPhone: '13800000001',
        district: 3,
        detail: '玉林街道玉林北路17号附3号2单元501',
        postcode: '610041',
        tag: 'HOME',
        daysAgo: 60,
        isDefault: true,
      },
      {
        phone: '13800000001',
        receiver: '张建国',
        receiverPhone: '13912345678',
        district: 1,
        detail: '少城街道宽巷子28号',
        postcode: '',
        tag: '',
        daysAgo: 20,
        isDefault: false,
      },
      {
        phone: '13800000002',
        receiver: '林慢慢',
        receiverPhone: '13800000002',
        district: 2,
        detail: '营门口街道银沙路8号华侨城1栋2单元1203',
        postcode: '610036',
        tag: 'HOME',
        daysAgo: 30,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site513225',
    lang: 'CN',
    samples: [
      {
        phone: '13800000001',
        receiver: '张晓蓉',
        receiverPhone: '13800000001',
        district: 0,
        detail: '漳扎镇彭丰村九寨天堂大酒店前台代收',
        postcode: '623402',
        tag: '',
        daysAgo: 10,
        isDefault: true,
      },
      {
        phone: '13800000002',
        receiver: '林慢慢',
        receiverPhone: '13800000002',
        district: 0,
        detail: '南坪镇九寨沟县城永乐路66号',
        postcode: '623400',
        tag: 'HOME',
        daysAgo: 15,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site530700',
    lang: 'FRENCH',
    samples: [
      {
        phone: '13800000001',
        receiver: 'Claire Martin',
        receiverPhone: '13800000001',
        district: 0,
        detail: 'Vieille ville de Dayan, rue Xinyi 12, maison d’hôtes Lune d’argent',
        postcode: '674100',
        tag: 'HOME',
        daysAgo: 40,
        isDefault: true,
      },
      {
        phone: '13800000001',
        receiver: 'Julien Martin',
        receiverPhone: '13766554433',
        district: 1,
        detail: 'Bourg de Baisha, route de la Neige 3, atelier de broderie naxi',
        postcode: '674112',
        tag: 'COMPANY',
        daysAgo: 12,
        isDefault: false,
      },
      {
        phone: '13800000002',
        receiver: 'Léa Dubois',
        receiverPhone: '13800000002',
        district: 0,
        detail: 'Quartier de Shuhe, allée des Saules 5',
        postcode: '674100',
        tag: 'HOME',
        daysAgo: 25,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site620200',
    lang: 'CN',
    samples: [
      {
        phone: '13800000001',
        receiver: '张晓蓉',
        receiverPhone: '13800000001',
        district: 0,
        detail: '新华中路雄关广场东侧长城小区3号楼402',
        postcode: '735100',
        tag: 'HOME',
        daysAgo: 50,
        isDefault: true,
      },
      {
        phone: '13800000002',
        receiver: '林慢慢',
        receiverPhone: '13800000002',
        district: 0,
        detail: '峪泉镇关城景区游客中心',
        postcode: '735100',
        tag: 'COMPANY',
        daysAgo: 8,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site450300',
    lang: 'EN',
    samples: [
      {
        phone: '13800000001',
        receiver: 'Emily Carter',
        receiverPhone: '13800000001',
        district: 0,
        detail: 'Room 1206, Block B, 18 Zhongshan Middle Road',
        postcode: '541001',
        tag: 'HOME',
        daysAgo: 70,
        isDefault: true,
      },
      {
        phone: '13800000001',
        receiver: 'Daniel Carter',
        receiverPhone: '13655443322',
        district: 3,
        detail: 'Guilin University of Technology, 12 Jiangan Road, Dormitory 5',
        postcode: '541004',
        tag: 'SCHOOL',
        daysAgo: 14,
        isDefault: false,
      },
      {
        phone: '13800000002',
        receiver: 'Sophie Turner',
        receiverPhone: '13800000002',
        district: 2,
        detail: '7 Binjiang Road, Elephant Trunk Hill Lodge',
        postcode: '541002',
        tag: '',
        daysAgo: 33,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site610100',
    lang: 'JAPANESE',
    samples: [
      {
        phone: '13800000001',
        receiver: '佐藤花子',
        receiverPhone: '13800000001',
        district: 1,
        detail: '南大街1号 鐘楼ホテル 1502号室',
        postcode: '710001',
        tag: 'HOME',
        daysAgo: 45,
        isDefault: true,
      },
      {
        phone: '13800000001',
        receiver: '佐藤健',
        receiverPhone: '13588776655',
        district: 0,
        detail: '東五路18号 オフィスビル7階',
        postcode: '710004',
        tag: 'COMPANY',
        daysAgo: 9,
        isDefault: false,
      },
      {
        phone: '13800000002',
        receiver: '鈴木美咲',
        receiverPhone: '13800000002',
        district: 2,
        detail: '北院門144号 回民街ゲストハウス',
        postcode: '710003',
        tag: '',
        daysAgo: 18,
        isDefault: true,
      },
    ],
  },
  {
    siteCode: 'site222400',
    lang: 'KOREAN',
    samples: [
      {
        phone: '13800000001',
        receiver: '김민지',
        receiverPhone: '13800000001',
        district: 0,
        detail: '진달래광장 옆 인민로 88호 3동 502호',
        postcode: '133000',
        tag: 'HOME',
        daysAgo: 35,
        isDefault: true,
      },
      {
        phone: '13800000001',
        receiver: '김철수',
        receiverPhone: '13499887766',
        district: 0,
        detail: '연변대학교 공원로 977호 교직원 숙소',
        postcode: '133002',
        tag: 'SCHOOL',
        daysAgo: 11,
        isDefault: false,
      },
      {
        phone: '13800000002',
        receiver: '박서연',
        receiverPhone: '13800000002',
        district: 1,
        detail: '도문시 변경로 15호',
        postcode: '133100',
        tag: 'HOME',
        daysAgo: 22,
        isDefault: true,
      },
    ],
  },
];
