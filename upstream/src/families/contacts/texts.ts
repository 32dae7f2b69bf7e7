/**
 * The contacts family's words: its certificate types (the vendor's codes), its refusals, and the
 * demo contacts of every demo site in the site's language.
 */
import type { InLanguages } from '../demo.ts';

/** The most contacts a user keeps on a site. */
export const CONTACT_CAP = 20;
/** The longest contact name (characters). */
export const CONTACT_NAME_MAX = 20;

/** The vendor's certificate types: code → name. */
export const CERT_TYPES: Readonly<Record<number, string>> = {
  1: '居民身份证',
  2: '护照',
  3: '港澳居民来往内地通行证',
  4: '台湾居民来往大陆通行证',
  5: '外国人永久居留身份证',
};

export const CONTACT_TEXTS = {
  noName: '联系人姓名不能为空',
  longName: `联系人姓名不能超过${CONTACT_NAME_MAX}个字`,
  badCertType: '证件类型不正确',
  badCertNumber: '证件号码格式不正确',
  badPhone: '手机号格式不正确',
  duplicate: '该证件已添加为常用联系人',
  full: `常用联系人最多添加${CONTACT_CAP}位`,
  noSuchContact: '常用联系人不存在',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

export interface ContactSample {
  /** The demo user's phone. */
  owner: string;
  name: string;
  certType: number;
  certNumber: string;
  phone: string;
  daysAgo: number;
}

/** Mainland ID numbers with their right check characters (ISO 7064 MOD 11-2), and other documents. */
const ID_A = '51010719880512231X';
const ID_B = '510107199008208422';
const ID_C = '510107201503011635';
const ID_D = '110105197609150020';

/** The demo contacts of the two demo users, names in each site language. */
export const CONTACT_SAMPLES: InLanguages<readonly ContactSample[]> = {
  CN: [
    { owner: '13800000001', name: '张建国', certType: 1, certNumber: ID_A, phone: '13912345678', daysAgo: 30 },
    { owner: '13800000001', name: '李秀英', certType: 1, certNumber: ID_B, phone: '13698765432', daysAgo: 12 },
    { owner: '13800000001', name: '张小米', certType: 1, certNumber: ID_C, phone: '13900001111', daysAgo: 3 },
    { owner: '13800000002', name: '王慧', certType: 1, certNumber: ID_D, phone: '15011112222', daysAgo: 8 },
  ],
  FRENCH: [
    { owner: '13800000001', name: 'Jean Dupont', certType: 2, certNumber: 'FR1234567', phone: '13912345678', daysAgo: 30 },
    { owner: '13800000001', name: 'Li Xiuying', certType: 1, certNumber: ID_B, phone: '13698765432', daysAgo: 12 },
    { owner: '13800000002', name: 'Claire Martin', certType: 2, certNumber: 'FR7654321', phone: '15011112222', daysAgo: 8 },
  ],
  EN: [
    { owner: '13800000001', name: 'John Smith', certType: 2, certNumber: 'E12345678', phone: '13912345678', daysAgo: 30 },
    { owner: '13800000001', name: 'Li Xiuying', certType: 1, certNumber: ID_B, phone: '13698765432', daysAgo: 12 },
    { owner: '13800000002', name: 'Emily Brown', certType: 2, certNumber: 'E87654321', phone: '15011112222', daysAgo: 8 },
  ],
  JAPANESE: [
    { owner: '13800000001', name: '山田太郎', certType: 2, certNumber: 'TK1234567', phone: '13912345678', daysAgo: 30 },
    { owner: '13800000001', name: '李秀英', certType: 1, certNumber: ID_B, phone: '13698765432', daysAgo: 12 },
    { owner: '13800000002', name: '佐藤花子', certType: 2, certNumber: 'TK7654321', phone: '15011112222', daysAgo: 8 },
  ],
  KOREAN: [
    { owner: '13800000001', name: '김민수', certType: 2, certNumber: 'M12345678', phone: '13912345678', daysAgo: 30 },
    { owner: '13800000001', name: '이수영', certType: 1, certNumber: ID_B, phone: '13698765432', daysAgo: 12 },
    { owner: '13800000002', name: '박지은', certType: 2, certNumber: 'M87654321', phone: '15011112222', daysAgo: 8 },
  ],
};
