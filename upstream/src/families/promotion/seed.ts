/**
 * The promotion family's demo data on every demo site: the site's rates; the demo team (users of
 * the whole platform, bound through the invitations family's binding): traveller 13800000001 is a
 * promoter with three level-1 and two level-2 members, one of whom (13855500001) promotes too;
 * 13800000002 is not a promoter. Each site has commissions of the team's orders in its language,
 * two settled (in the wallet already) and two pending. Deterministic: dates from the seed's now.
 */
import type Database from 'better-sqlite3';
import { DAY_MS } from '../../time.ts';
import { demoUnid } from '../../db/seed/social.ts';
import type { SeedEnv } from '../../family.ts';
import { avatarRef } from '../accounts/index.ts';
import { everyDemoSite } from '../demo.ts';
import { seedDemoBinding } from '../invitations/index.ts';
import { creditWallet } from '../shop/index.ts';
import { commissionOf } from './commissions.ts';
import { promotionStore } from './store.ts';
import {
  COMMISSION_RECORD_TYPE,
  COMMISSION_STATUS,
  DEMO_MEMBERS,
  DEMO_ORDERS,
  DEMO_PROMOTERS,
  DEMO_RATES,
  DEMO_SITE_RATES,
  DEMO_TITLES,
} from './texts.ts';

/** The id of the demo user with this phone, made (with its demo avatar) when missing. */
function demoUser(db: Database.Database, phone: string, nickname: string, nowMs: number): number {
  const found = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined;
  if (found) return found.id;
  const unid = demoUnid(phone);
  return Number(
    db
      .prepare(
        `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
         VALUES (?, ?, ?, ?, 'site510100', '0', NULL, 0, ?)`,
      )
      .run(unid, phone, nickname, avatarRef(unid), nowMs - 60 * DAY_MS).lastInsertRowid,
  );
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = promotionStore(db);
  const ids = new Map<string, number>();
  const idOf = (phone: string) => {
    const known = ids.get(phone);
    if (known !== undefined) return known;
    const id = (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error(`demo user ${phone} is missing`);
    ids.set(phone, id);
    return id;
  };
  for (const m of DEMO_MEMBERS) ids.set(m.phone, demoUser(db, m.phone, m.nickname, env.nowMs));
  for (const m of DEMO_MEMBERS) {
    seedDemoBinding(db, {
      inviteeId: idOf(m.phone),
      inviterId: idOf(m.inviter),
      siteCode: 'site510100',
      at: env.nowMs - m.daysAgo * DAY_MS,
    });
  }
  const inviterOf = (phone: string) => DEMO_MEMBERS.find((m) => m.phone === phone)?.inviter;
  for (const site of everyDemoSite(db)) {
    const rates = DEMO_SITE_RATES[site.siteCode] ?? DEMO_RATES;
    store.setRates(site.siteCode, rates.level1, rates.level2);
    for (const p of DEMO_PROMOTERS) store.join(idOf(p), site.siteCode, env.nowMs - 45 * DAY_MS);
    DEMO_ORDERS.forEach((o, i) => {
      const level1 = inviterOf(o.buyer);
      const level2 = level1 === undefined ? undefined : inviterOf(level1);
      const at = env.nowMs - o.daysAgo * DAY_MS;
      for (const [level, promoter, rateBp] of [
        [1, level1, rates.level1],
        [2, level2, rates.level2],
      ] as const) {
        if (promoter === undefined || !DEMO_PROMOTERS.includes(promoter)) continue;
        const amountCents = commissionOf(o.cents, rateBp);
        const orderCode = `DEMO${site.siteCode.replace(/\D/g, '')}${String(i + 1).padStart(3, '0')}`;
        store.record({
          siteCode: site.siteCode,
          promoterId: idOf(promoter),
          memberId: idOf(o.buyer),
          level,
          orderCode,
          title: DEMO_TITLES[site.language][i] ?? '',
          orderCents: o.cents,
          rateBp,
          amountCents,
          status: o.settled ? COMMISSION_STATUS.SETTLED : COMMISSION_STATUS.PENDING,
          at,
        });
        if (o.settled) {
          const c = store.commissionsByCode(orderCode, level);
          if (c) store.setWalletRecord(c.id, creditWallet(db, idOf(promoter), amountCents, COMMISSION_RECORD_TYPE, at + 2 * DAY_MS));
        }
      }
    });
  }
}
