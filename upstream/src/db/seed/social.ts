/**
 * Accounts and social demo data: the five demo users and their credit, and minimal activities
 * (the comments family writes their comments, the interactions family their favourites).
 * Deterministic (mulberry32); runs once per database, also on a database seeded before these
 * tables existed.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { DEMO_NOW_MS } from '../../time.ts';
import { PERIODS } from '../../credit.ts';
import { hashString, mulberry32 } from './prng.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface DemoUser {
  phone: string;
  nickname: string;
  volunteer: boolean;
  integral: number;
  credit: { score: number; status: '' | 'SHORT_LOSE_CREDIT' | 'LOSE_CREDIT'; count: number; period: string | null };
}

export const DEMO_USERS: readonly DemoUser[] = [
  { phone: '13800000001', nickname: '蓉城旅人', volunteer: false, integral: 320, credit: { score: 95, status: '', count: 0, period: null } },
  { phone: '13800000002', nickname: '慢游的猫', volunteer: false, integral: 40, credit: { score: 40, status: '', count: 1, period: null } },
  {
    phone: '13800000003',
    nickname: '熊猫爱竹子',
    volunteer: false,
    integral: 150,
    credit: { score: 60, status: 'SHORT_LOSE_CREDIT', count: 3, period: PERIODS.CURRENT_MONTH },
  },
  {
    phone: '13800000004',
    nickname: '锦江夜话',
    volunteer: false,
    integral: 0,
    credit: { score: 30, status: 'LOSE_CREDIT', count: 6, period: PERIODS.SIX_MONTHS_FROM_LAST_MONTH },
  },
  { phone: '13800000005', nickname: '志愿者小李', volunteer: true, integral: 880, credit: { score: 100, status: '', count: 0, period: null } },
];

/** Deterministic unid of a demo user. */
export function demoUnid(phone: string): string {
  return createHash('sha256').update(`demo-user:${phone}`).digest('hex').slice(0, 32);
}

/** Messaging-app open id bound to the n-th demo user (1-based). */
export function demoOpenId(n: number): string {
  return `demo-openid-${String(n).padStart(4, '0')}`;
}


interface DemoActivity {
  name: string;
  type: string;
  method: string;
  faithUse: '0' | '1';
  faithAudit: '0' | '1';
  faithScore: number | null;
  region: [string, string];
  address: string;
  classify: string;
  money: string;
  integral: string;
  stock: [number, number];
  /** Day offsets from today: sign-up start, sign-up end, use start, use end. */
  days: [number, number, number, number];
  summary: string;
}

/** site510100's activities: no check, score check (faithScore 60), audit check, both, and two plain ones. */
export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    name: '成都博物馆夜游季·星空下的文物',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510105', '青羊区'],
    address: '成都市青羊区小河街1号成都博物馆',
    classify: '文化展览',
    money: '0.00',
    integral: '0',
    stock: [120, 200],
    days: [-3, 4, 6, 6],
    summary: '夜间开放专场，讲解员带你看镇馆之宝。无需信用审核，免费预约。',
  },
  {
    name: '川剧变脸体验课',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '1',
    faithUse: '1',
    faithAudit: '0',
    faithScore: 60,
    region: ['510107', '武侯区'],
    address: '成都市武侯区锦里古街锦里戏台',
    classify: '非遗体验',
    money: '0.00',
    integral: '20',
    stock: [18, 30],
    days: [-2, 5, 8, 8],
    summary: '跟川剧演员学一招变脸。预约需信用分不低于60分。',
  },
  {
    name: '杜甫草堂诗歌朗诵会',
    type: 'ACTIVITY_TYPE_ENROLL',
    method: '1',
    faithUse: '0',
    faithAudit: '1',
    faithScore: null,
    region: ['510105', '青羊区'],
    address: '成都市青羊区青华路37号杜甫草堂',
    classify: '文学艺术',
    money: '0.00',
    integral: '0',
    stock: [40, 60],
    days: [-5, 3, 10, 10],
    summary: '以诗会友，报名经审核后参加（活动室预约需通过信用审核）。',
  },
  {
    name: '非遗竹编手作工坊',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '2',
    faithUse: '1',
    faithAudit: '1',
    faithScore: 60,
    region: ['510108', '成华区'],
    address: '成都市成华区东郊记忆文创园B区',
    classify: '非遗体验',
    money: '39.00',
    integral: '0',
    stock: [8, 20],
    days: [-1, 6, 9, 9],
    summary: '道明竹编传承人现场教学，付费预约，需信用分60分以上并通过审核。',
  },
  {
    name: '大熊猫基地志愿讲解员招募',
    type: 'ACTIVITY_TYPE_VOLUNT',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510108', '成华区'],
    address: '成都市成华区熊猫大道1375号',
    classify: '志愿服务',
    money: '0.00',
    integral: '50',
    stock: [10, 15],
    days: [-7, 14, 21, 60],
    summary: '招募周末志愿讲解员，提供岗前培训。',
  },
  {
    name: '锦城音乐季·草坪音乐会',
    type: 'ACTIVITY_TYPE_PLAIN',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510104', '锦江区'],
    address: '成都市锦江区三圣花乡幸福梅林草坪',
    classify: '演出',
    money: '0.00',
    integral: '0',
    stock: [0, 500],
    days: [-30, -20, -15, -15],
    summary: '城市草坪上的露天音乐会（已结束）。',
  },
];

export function isSocialSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n > 0;
}

export function seedSocial(db: Database.Database): void {
  db.transaction(() => {
    seedUsers(db);
    seedActivities(db);
  })();
}

function seedUsers(db: Database.Database): void {
  const insertUser = db.prepare(
    `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
     VALUES (?, ?, ?, ?, '1001', ?, ?, ?, ?)`,
  );
  const insertCredit = db.prepare(
    'INSERT INTO credit (phone, score, status, lose_promise_count, period) VALUES (?, ?, ?, ?, ?)',
  );
  DEMO_USERS.forEach((u, i) => {
    const unid = demoUnid(u.phone);
    insertUser.run(
      unid,
      u.phone,
      u.nickname,
      `@/files/avatars/${unid}.svg`,
      u.volunteer ? '1' : '0',
      demoOpenId(i + 1),
      u.integral,
      DEMO_NOW_MS - (400 - i * 30) * DAY,
    );
    insertCredit.run(u.phone, u.credit.score, u.credit.status, u.credit.count, u.credit.period);
  });
}

function seedActivities(db: Database.Database): void {
  const rng = mulberry32(hashString('activities:site510100'));
  const insert = db.prepare(
    `INSERT INTO activities (id, site_code, name, images, type, method, faith_use_status, faith_audit_status, faith_score,
       address, region, region_name, classify_name, money, integral, stock, total_stock,
       sign_start_day, sign_end_day, use_start_day, use_end_day, summary, content, sort)
     VALUES (?, 'site510100', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const counts = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  DEMO_ACTIVITIES.forEach((a, i) => {
    const id = 80001 + i;
    const images = [1, 2].map((n) => `activity-${id}-${n}`).join(',');
    insert.run(
      id,
      a.name,
      images,
      a.type,
      a.method,
      a.faithUse,
      a.faithAudit,
      a.faithScore,
      a.address,
      a.region[0],
      a.region[1],
      a.classify,
      a.money,
      a.integral,
      a.stock[0],
      a.stock[1],
      ...a.days,
      a.summary,
      `<p>${a.summary}</p><p>地址：${a.address}</p>`,
      i + 1,
    );
    counts.run(ACTIVITY_TYPE, id, rng.int(10, 400), rng.int(5, 120));
  });
}
