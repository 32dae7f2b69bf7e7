/**
 * Accounts demo data: the five demo users, their credit and its records (the comments family writes their
 * comments, the interactions family their favourites, the activities family the activities).
 * Deterministic (mulberry32); runs once per database, also on a database seeded before these
 * tables existed.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DEMO_NOW_MS } from '../../time.ts';
import { PERIODS, type CreditReason } from '../../families/accounts/index.ts';

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
  {
    phone: '13800000001',
    nickname: '蓉城旅人',
    volunteer: false,
    integral: 320,
    credit: { score: 95, status: '', count: 0, period: null },
  },
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
  {
    phone: '13800000005',
    nickname: '志愿者小李',
    volunteer: true,
    integral: 880,
    credit: { score: 100, status: '', count: 0, period: null },
  },
];

interface DemoCreditRecord {
  change: number;
  reason: CreditReason;
  resource: string;
  monthsAgo: number;
  day: number;
}

const MISSED = (resource: string, monthsAgo: number, day: number): DemoCreditRecord => ({
  change: -10,
  reason: 'MISSED_BOOKING',
  resource,
  monthsAgo,
  day,
});

/**
 * Each demo user's credit records by phone: the changes add up to their score from the full 100,
 * the missed bookings are as many as their missed count, and a user barred this month missed them
 * this month. Dated relative to the month of the request (`months_ago`, `on_day`), so a long-lived
 * database keeps them where the ban periods are.
 */
export const DEMO_CREDIT_RECORDS: Readonly<Record<string, readonly DemoCreditRecord[]>> = {
  '13800000001': [{ change: -5, reason: 'LATE_CANCEL', resource: '川剧变脸体验课', monthsAgo: 1, day: 12 }],
  '13800000002': [
    MISSED('成都博物馆夜场导览', 2, 8),
    { change: -30, reason: 'VENUE_VIOLATION', resource: '四川省图书馆自习室', monthsAgo: 1, day: 20 },
    { change: -20, reason: 'LATE_CANCEL', resource: '杜甫草堂诗歌朗诵会', monthsAgo: 1, day: 3 },
  ],
  '13800000003': [
    { change: -10, reason: 'LATE_CANCEL', resource: '金沙遗址博物馆讲解', monthsAgo: 1, day: 15 },
    MISSED('蜀锦织造技艺体验', 0, 1),
    MISSED('成都非遗节开幕演出', 0, 2),
    MISSED('宽窄巷子城市漫步', 0, 3),
  ],
  '13800000004': [
    MISSED('成都博物馆夜场导览', 2, 5),
    MISSED('川剧变脸体验课', 2, 12),
    MISSED('四川美术馆公共教育活动', 1, 2),
    MISSED('蜀绣体验工坊', 1, 9),
    MISSED('城市音乐厅周末音乐会', 1, 16),
    MISSED('青羊宫传统文化讲座', 1, 23),
    { change: -10, reason: 'LATE_CANCEL', resource: '望江楼公园竹文化展', monthsAgo: 1, day: 27 },
  ],
  '13800000005': [
    { change: -5, reason: 'LATE_CANCEL', resource: '成都大熊猫基地科普讲座', monthsAgo: 4, day: 6 },
    { change: 5, reason: 'VOLUNTEER_SERVICE', resource: '锦里古街文明引导', monthsAgo: 3, day: 18 },
  ],
};

/** Deterministic unid of a demo user. */
export function demoUnid(phone: string): string {
  return createHash('sha256').update(`demo-user:${phone}`).digest('hex').slice(0, 32);
}

/** Messaging-app open id bound to the n-th demo user (1-based). */
export function demoOpenId(n: number): string {
  return `demo-openid-${String(n).padStart(4, '0')}`;
}

export function isSocialSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n > 0;
}

export function seedSocial(db: Database.Database): void {
  db.transaction(() => {
    seedUsers(db);
  })();
}

function seedUsers(db: Database.Database): void {
  const insertUser = db.prepare(
    `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
     VALUES (?, ?, ?, ?, '1001', ?, ?, ?, ?)`,
  );
  const insertCredit = db.prepare('INSERT INTO credit (phone, score, status, lose_promise_count, period) VALUES (?, ?, ?, ?, ?)');
  const insertRecord = db.prepare(
    'INSERT INTO credit_records (phone, change, reason, resource_name, months_ago, on_day) VALUES (?, ?, ?, ?, ?, ?)',
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
    for (const r of DEMO_CREDIT_RECORDS[u.phone] ?? []) insertRecord.run(u.phone, r.change, r.reason, r.resource, r.monthsAgo, r.day);
  });
}
