/**
 * The activities family's demo data (seed-data.ts): site510100's first six activities, the
 * classifies, then every activity's dates (relative to the clock's now at seed time), rules and
 * sessions, like and favourite figures, and the entry notes of a few. Deterministic (mulberry32).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { chinaDayStart, DAY_MS } from '../../time.ts';
import { dayAt } from '../demo.ts';
import {
  ACTIVITY_PLACES,
  ADDRESSES,
  CLASSIFIES,
  CLASSIFY_BASE,
  DEMO_ACTIVITIES,
  fixedActivities,
  generatedActivities,
  METHOD_TYPE,
  SESSION_TIMES,
} from './seed-data.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  seedFirstActivities(db);
  seedClassifies(db);
  seedActivities(db, env.nowMs);
  seedEntryNotes(db);
}

/** Entry notes of their own for a few activities (the voucher shows them; the others fall back to the site's general notes). */
function seedEntryNotes(db: Database.Database): void {
  const activity = db.prepare('UPDATE activities SET entry_notes = ? WHERE id = ?');
  activity.run('请凭核销码于开课前15分钟到三楼烹饪教室签到，课程提供围裙和食材；迟到30分钟以上视为放弃，费用不退。', 80010);
  activity.run('请携带身份证件，由一位成人陪同未成年人入营；营地提供考古工具，请穿着运动鞋。', 80008);
  activity.run('请于活动开始前10分钟到城市书房前台出示核销码，现场保持安静。', 80007);
}

/** 80001-80006 as first written: day offsets, stock and minimal fields (seedActivities completes them). */
function seedFirstActivities(db: Database.Database): void {
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

function seedClassifies(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO activity_classifies (id, site_code, name, icon, sort) VALUES (?, ?, ?, ?, ?)');
  for (const [site, names] of Object.entries(CLASSIFIES)) {
    names.forEach((name, i) => insert.run((CLASSIFY_BASE[site] as number) + i, site, name, `@/files/icons/classify-${i + 1}.svg`, i + 1));
  }
}

function classifyId(siteCode: string, name: string): number | null {
  const i = (CLASSIFIES[siteCode] ?? []).indexOf(name);
  return i === -1 ? null : (CLASSIFY_BASE[siteCode] as number) + i;
}

/** Dates, modes, rules and sessions of 80001-80006, then the fixed and generated activities with their sessions. */
function seedActivities(db: Database.Database, nowMs: number): void {
  const rng = mulberry32(hashString('activities:issue4'));
  const languageRng = mulberry32(hashString('activities:language-sites'));
  const insertSession = db.prepare(
    'INSERT INTO activity_sessions (activity_id, start_time, end_time, total_stock, external_taken) VALUES (?, ?, ?, ?, ?)',
  );
  // 80001-80006: absolute dates from their day offsets, modes in the numbering of the later
  // activities (the first six were written with modes 1 and 2 only), one session each.
  const old = db.prepare('SELECT * FROM activities WHERE id BETWEEN 80001 AND 80006 ORDER BY id').all() as {
    id: number;
    type: string;
    method: string;
    money: string;
    classify_name: string;
    site_code: string;
    stock: number;
    total_stock: number;
    sign_start_day: number;
    sign_end_day: number;
    use_start_day: number;
    use_end_day: number;
  }[];
  const update = db.prepare(
    `UPDATE activities SET method = ?, classify_id = ?, tag_names = ?, city_region_names = ?, latitude = ?, longitude = ?,
       need_audit = ?, cancel_status = ?, cancel_time = ?, max_order_num = ?, phone = ?,
       sign_start = ?, sign_end = ?, use_start = ?, use_end = ? WHERE id = ?`,
  );
  const oldModes: Record<string, string> = {
    ACTIVITY_TYPE_RESERVE: '1',
    ACTIVITY_TYPE_ENROLL: '3',
    ACTIVITY_TYPE_VOLUNT: '7',
    ACTIVITY_TYPE_PLAIN: '8',
  };
  for (const a of old) {
    const method = a.type === 'ACTIVITY_TYPE_RESERVE' && a.money !== '0.00' ? '6' : (oldModes[a.type] ?? a.method);
    const addr = ADDRESSES[a.id % ADDRESSES.length] as (typeof ADDRESSES)[number];
    const useStart = dayAt(nowMs, a.use_start_day, '14:00');
    const useEnd = dayAt(nowMs, a.use_end_day, '17:00');
    update.run(
      method,
      classifyId(a.site_code, a.classify_name),
      `${a.classify_name},周末好去处`,
      `成都市,${addr[1]}`,
      addr[3],
      addr[4],
      a.id === 80003 ? '1' : '0',
      a.id === 80002 ? '2' : '1',
      a.id === 80002 ? '24' : '0',
      a.id === 80005 ? 1 : 2,
      '028-86000000',
      dayAt(nowMs, a.sign_start_day, '09:00'),
      chinaDayStart(nowMs, a.sign_end_day) + DAY_MS - 1000,
      useStart,
      useEnd,
      a.id,
    );
    insertSession.run(a.id, useStart, useEnd, a.total_stock, a.total_stock - a.stock);
  }

  const insert = db.prepare(
    `INSERT INTO activities (id, site_code, name, images, type, method, faith_use_status, faith_audit_status, faith_score,
       address, region, region_name, classify_name, money, integral, stock, total_stock,
       sign_start_day, sign_end_day, use_start_day, use_end_day, summary, content, sort,
       classify_id, tag_names, city_region_names, latitude, longitude, jump_url, need_audit, cancel_status, cancel_time,
       max_order_num, phone, sign_start, sign_end, use_start, use_end)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const counts = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const all = [
    ...fixedActivities(),
    ...generatedActivities(rng, 'site510100', 80013, 40),
    ...generatedActivities(rng, 'site513225', 80101, 8),
    ...generatedActivities(rng, 'site530700', 80201, 8),
    // the language sites: a stream of their own, so the draws above stay as they were
    ...generatedActivities(languageRng, 'site450300', 80301, 8),
    ...generatedActivities(languageRng, 'site610100', 80401, 8),
    ...generatedActivities(languageRng, 'site222400', 80501, 8),
    // the Great Wall edition's site: a stream of its own
    ...generatedActivities(mulberry32(hashString('activities:site110119')), 'site110119', 80601, 8),
  ];
  for (const [i, a] of all.entries()) {
    const type = METHOD_TYPE[a.method] as string;
    const addr = ADDRESSES[a.id % ADDRESSES.length] as (typeof ADDRESSES)[number];
    const [signStartDay, signEndDay, useStartDay, useEndDay] = a.days;
    const sessions = a.sessions.map(([total, free], k) => {
      const day = useStartDay + Math.floor((k * (useEndDay - useStartDay + 1)) / a.sessions.length);
      const [from, to] = SESSION_TIMES[a.sessions.length === 1 ? 1 : k] as [string, string];
      return { start: dayAt(nowMs, day, from), end: dayAt(nowMs, day, to), total, free };
    });
    const useStart = Math.min(...sessions.map((s) => s.start));
    const useEnd = Math.max(...sessions.map((s) => s.end), dayAt(nowMs, useEndDay, '17:00'));
    const own = ACTIVITY_PLACES[a.siteCode];
    const where = own
      ? {
          address: own.address,
          region: own.region,
          regionName: own.regionName,
          cityNames: own.cityRegionNames,
          lat: own.lat,
          lng: own.lng,
          phone: own.phone,
        }
      : {
          address: addr[2],
          region: addr[0],
          regionName: addr[1],
          cityNames: `成都市,${addr[1]}`,
          lat: addr[3],
          lng: addr[4],
          phone: '028-86000000',
        };
    const summary = own
      ? own.summary(a.name, a.classify, type === 'ACTIVITY_TYPE_PLAIN')
      : `${a.name}：${a.classify}主题活动，${type === 'ACTIVITY_TYPE_PLAIN' ? '现场参与，无需预约' : '名额有限，先到先得'}。`;
    insert.run(
      a.id,
      a.siteCode,
      a.name,
      [1, 2].map((n) => `activity-${a.id}-${n}`).join(','),
      type,
      a.method,
      a.faith[0],
      a.faith[1],
      a.faith[2],
      where.address,
      where.region,
      where.regionName,
      a.classify,
      a.money,
      a.integral,
      sessions.reduce((s, x) => s + x.free, 0),
      sessions.reduce((s, x) => s + x.total, 0),
      signStartDay,
      signEndDay,
      useStartDay,
      useEndDay,
      summary,
      own ? own.content(summary, where.address) : `<p>${summary}</p><p>地址：${addr[2]}</p><p>请提前15分钟到场签到。</p>`,
      100 + i,
      classifyId(a.siteCode, a.classify),
      `${a.classify},${rng.pick(own?.tags ?? ['免费', '亲子', '周末', '夜游', '公益'])}`,
      where.cityNames,
      where.lat,
      where.lng,
      a.jumpUrl,
      a.needAudit,
      a.cancel[0],
      a.cancel[1],
      a.maxOrderNum,
      where.phone,
      dayAt(nowMs, signStartDay, '09:00'),
      chinaDayStart(nowMs, signEndDay) + DAY_MS - 1000,
      useStart,
      useEnd,
    );
    for (const s of sessions) insertSession.run(a.id, s.start, s.end, s.total, s.total - s.free);
    counts.run(ACTIVITY_TYPE, a.id, rng.int(0, 300), rng.int(0, 90));
  }
}
