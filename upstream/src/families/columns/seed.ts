/** The demo columns of every demo site (the art fund with its sub-channels) and their articles. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DEMO_NOW_MS, formatChinaTime } from '../../time.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { imageRef, NEWS_RESOURCE_TYPE } from '../../resources.ts';
import { COLUMN_TEXTS } from './texts.ts';
import { demoSites } from '../demo.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const insertColumn = db.prepare(
    'INSERT INTO news_columns (site_code, code, parent_code, name, introduce, image, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertNews =
    db.prepare(`INSERT INTO news (id, site_code, channel_code, title, summary, author, publish_time, content_type, top, show_num,
      images, video, audio, source_url, content_source, content) VALUES (?, ?, ?, ?, ?, ?, ?, 'CONTENT', '0', ?, ?, NULL, NULL, '', 'ORIGINAL', ?)`);
  const counts = db.prepare(
    'INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  let nextId = ((db.prepare('SELECT MAX(id) AS m FROM news').get() as { m: number | null }).m ?? 70000) + 1;
  for (const { siteCode, language } of demoSites(db)) {
    const texts = COLUMN_TEXTS[language];
    const rng = mulberry32(hashString(`columns:${siteCode}`));
    texts.columns.forEach((column, c) => {
      insertColumn.run(
        siteCode,
        column.code,
        null,
        column.name,
        column.introduce,
        `column-${siteCode.slice(4)}-${column.code}`,
        (c + 1) * 10,
      );
      // the demo's fixed now, like the other news: two fresh databases hold the same articles
      let at = DEMO_NOW_MS - rng.int(2, 20) * 24 * 3600 * 1000;
      column.channels.forEach(([code, name, titles], k) => {
        insertColumn.run(siteCode, code, column.code, name, '', `column-${siteCode.slice(4)}-${code}`, (k + 1) * 10);
        for (const title of titles) {
          const id = nextId++;
          at -= rng.int(2, 9) * 24 * 3600 * 1000 + rng.int(0, 86399) * 1000;
          const image = rng.chance(0.8) ? `news-${id}-1` : '';
          const body = [
            `<p>${texts.lead(title)}</p>`,
            image ? `<p style="text-align:center"><img src="${imageRef(image)}" alt=""></p>` : '',
            `<p>${texts.body}</p>`,
          ].join('');
          insertNews.run(
            id,
            siteCode,
            code,
            title,
            texts.lead(title).slice(0, 60),
            texts.author,
            formatChinaTime(at),
            rng.int(80, 9000),
            image,
            body,
          );
          counts.run(NEWS_RESOURCE_TYPE, id, rng.int(0, 300), rng.int(0, 80));
        }
      });
    });
    env.addServiceMenu(siteCode, [{ name: texts.menu, menuCode: 'ART_FUND', icon: 'palette', sort: 1 }]);
  }
}
