import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { contentFamily } from '../src/families/content/index.ts';
import { interactionsFamily } from '../src/families/interactions/index.ts';
import { placesFamily } from '../src/families/places/index.ts';
import { testNow } from '../src/testing/index.ts';
import { startTestUpstream, type Client } from './helpers.ts';

let a: Client;
let b: Client;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestUpstream(), startTestUpstream()]);
});
afterAll(async () => {
  await Promise.all([a.upstream.close(), b.upstream.close()]);
});

describe('accounts and social demo data', () => {
  it('is identical on two fresh databases', async () => {
    for (const [path, query] of [
      ['res/api/comment/getCommentList', { resourceType: 'CONTENT_TYPE_SCENERY', resourceId: '10001', pageSize: 50 }],
      ['res/api/comment/emoticonsList', {}],
      ['res/api/comment/tagList', { resourceType: 'CONTENT_TYPE_HOTEL' }],
      ['res/api/activity/getActivityList', {}],
      ['user/wechatOpenAuth/getUserData', { wechatOpenId: 'demo-openid-0003', siteId: '1001' }],
    ] as const) {
      const [x, y] = await Promise.all([a.get(path, query), b.get(path, query)]);
      const strip = (v: unknown, url: string) =>
        JSON.stringify(v)
          .replaceAll(url, 'BASE')
          .replace(/"(userToken|userCenterToken)":"[0-9a-f]{32}"/g, '"$1":"T"');
      expect(strip(x.datas ?? x.data, a.url), path).toBe(strip(y.datas ?? y.data, b.url));
    }
  });

  it('numbers seeded comments in time order', async () => {
    const res = await a.list('res/api/comment/getCommentList', { resourceType: 'CONTENT_TYPE_SCENERY', resourceId: '10001', pageSize: 50 });
    const ids = res.datas.map((d) => Number(d.id));
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
  });

  it('seeds accounts into a database created before the accounts migrations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-old-'));
    try {
      const path = join(dir, 'old.db');
      const old = new Database(path);
      old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
      for (const m of MIGRATIONS.filter((m) => m.version <= 4)) {
        old.exec(m.sql);
        old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
      }
      // the place, news and interaction tables those migrations made, with their demo data, are the
      // places, content and interactions families' now (they adopt them)
      old.transaction(() => {
        for (const family of [placesFamily, contentFamily, interactionsFamily]) {
          for (const m of family.migrations.filter((m) => m.adopts)) old.exec(m.sql);
          family.seed?.(old, { nowMs: testNow(), addServiceMenu: () => undefined });
        }
      })();
      old.close();
      const db = openDatabase(path);
      // the five accounts of the social seed (families such as volunteers add their own users)
      const users = (
        db.prepare("SELECT COUNT(*) AS n FROM users WHERE phone BETWEEN '13800000001' AND '13800000005'").get() as { n: number }
      ).n;
      const comments = (db.prepare('SELECT COUNT(*) AS n FROM comments').get() as { n: number }).n;
      const versions = (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map(
        (r) => r.version,
      );
      db.close();
      expect(users).toBe(5);
      expect(comments).toBeGreaterThan(20);
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves and resets the dev clock', async () => {
    const set = await b.dev.setClock({ offsetMs: 3_600_000 });
    expect(set.offsetMs).toBe(3_600_000);
    expect(Math.abs(set.now - testNow() - 3_600_000)).toBeLessThan(5_000);
    await expect(b.dev.setClock({} as never)).rejects.toMatchObject({ status: 400 });
    expect((await b.dev.resetClock()).offsetMs).toBe(0);
  });
});
