/**
 * Accounts demo data: the five demo users and their credit (the comments family writes their
 * comments, the interactions family their favourites, the activities family the activities).
 * Deterministic (mulberry32); runs once per database, also on a database seeded before these
 * tables existed.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DEMO_NOW_MS } from '../../time.ts';
import { PERIODS } from '../../families/accounts/index.ts';

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
