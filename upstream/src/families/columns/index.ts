/**
 * Columns (专栏; doc 1 §2.2 /column-list/{code}, /column-news-list/{code}; §2.15 ART_FUND →
 * /column-list/scysjj): a column is a news channel with its own banner, introduction and
 * sub-channels, e.g. the art fund's notices, funded projects, results and rules. Its articles are
 * ordinary news rows of those sub-channels (listed by `res/api/content/list?channelCode=`); the
 * sub-channels are not among the site's news tabs (`channelList`), only in their column.
 * `res/api/content/channelDetail?channelCode=` answers a column with its sub-channels, or a
 * sub-channel with its column.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv, UpstreamFamily } from '../../family.ts';
import { input, requireSite, type AppContext } from '../../context.ts';
import { DEMO_NOW_MS } from '../../time.ts';
import { fail, ok } from '../../envelope.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { imageRef, NEWS_RESOURCE_TYPE } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { COLUMN_TEXTS } from './texts.ts';
import { siteLanguageOf } from '../demo.ts';

interface ColumnRow {
  site_code: string;
  code: string;
  parent_code: string | null;
  name: string;
  introduce: string;
  image: string;
  sort: number;
}

function routes(api: Parameters<NonNullable<UpstreamFamily['routes']>>[0], ctx: AppContext): void {
  const db = ctx.db;
  const byCode = db.prepare('SELECT * FROM news_columns WHERE site_code = ? AND code = ?');
  const children = db.prepare('SELECT * FROM news_columns WHERE site_code = ? AND parent_code = ? ORDER BY sort, code');
  const newsCount = db.prepare('SELECT COUNT(*) AS n FROM news WHERE site_code = ? AND channel_code = ?');
  const channel = (row: ColumnRow) => ({
    channelCode: row.code,
    channelName: row.name,
    image: row.image ? imageRef(row.image) : '',
    introduce: row.introduce,
    newsCount: String((newsCount.get(row.site_code, row.code) as { n: number }).n),
  });

  api.get('/res/api/content/channelDetail', async (req) => {
    const site = requireSite(req);
    const row = byCode.get(site.site_code, input(req, 'channelCode').trim()) as ColumnRow | undefined;
    if (!row) return fail(1, '栏目不存在');
    const parent = row.parent_code ? (byCode.get(site.site_code, row.parent_code) as ColumnRow | undefined) : undefined;
    return ok({
      ...channel(row),
      parentCode: parent?.code ?? null,
      parentName: parent?.name ?? null,
      children: (children.all(site.site_code, row.code) as ColumnRow[]).map(channel),
    });
  });
}

function seed(db: Database.Database, env: SeedEnv): void {
  const insertColumn = db.prepare('INSERT INTO news_columns (site_code, code, parent_code, name, introduce, image, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertNews = db.prepare(`INSERT INTO news (id, site_code, channel_code, title, summary, author, publish_time, content_type, top, show_num,
      images, video, audio, source_url, content_source, content) VALUES (?, ?, ?, ?, ?, ?, ?, 'CONTENT', '0', ?, ?, NULL, NULL, '', 'ORIGINAL', ?)`);
  const counts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)');
  let nextId = ((db.prepare('SELECT MAX(id) AS m FROM news').get() as { m: number | null }).m ?? 70000) + 1;
  const sites = db.prepare('SELECT site_code, site_language FROM sites ORDER BY id').all() as { site_code: string; site_language: string }[];
  for (const { site_code: siteCode, site_language: language } of sites) {
    const texts = COLUMN_TEXTS[siteLanguageOf(language)];
    const rng = mulberry32(hashString(`columns:${siteCode}`));
    texts.columns.forEach((column, c) => {
      insertColumn.run(siteCode, column.code, null, column.name, column.introduce, `column-${siteCode.slice(4)}-${column.code}`, (c + 1) * 10);
      // the demo's fixed now, like the other news: two fresh databases hold the same articles
      let at = DEMO_NOW_MS - rng.int(2, 20) * 24 * 3600 * 1000;
      column.channels.forEach(([code, name, titles], k) => {
        insertColumn.run(siteCode, code, column.code, name, '', `column-${siteCode.slice(4)}-${code}`, (k + 1) * 10);
        for (const title of titles) {
          const id = nextId++;
          at -= rng.int(2, 9) * 24 * 3600 * 1000 + rng.int(0, 86399) * 1000;
          const image = rng.chance(0.8) ? `news-${id}-1` : '';
          const body = [`<p>${texts.lead(title)}</p>`, image ? `<p style="text-align:center"><img src="${imageRef(image)}" alt=""></p>` : '', `<p>${texts.body}</p>`].join('');
          insertNews.run(id, siteCode, code, title, texts.lead(title).slice(0, 60), texts.author, formatChinaTime(at), rng.int(80, 9000), image, body);
          counts.run(NEWS_RESOURCE_TYPE, id, rng.int(0, 300), rng.int(0, 80));
        }
      });
    });
    env.addServiceMenu(siteCode, [{ name: texts.menu, menuCode: 'ART_FUND', icon: 'palette', sort: 1 }]);
  }
}

export const columnsFamily: UpstreamFamily = {
  name: 'columns',
  migrations: [
    {
      version: 1,
      name: 'news columns and their sub-channels',
      sql: `
        CREATE TABLE news_columns (
          site_code TEXT NOT NULL,
          code TEXT NOT NULL,
          parent_code TEXT,
          name TEXT NOT NULL,
          introduce TEXT NOT NULL DEFAULT '',
          image TEXT NOT NULL DEFAULT '',
          sort INTEGER NOT NULL,
          PRIMARY KEY (site_code, code)
        );
        CREATE INDEX news_columns_parent ON news_columns (site_code, parent_code, sort);
      `,
    },
  ],
  seed,
  routes,
  referencePaths: ['res/api/content/channelDetail'],
};
