/**
 * The comments' demo data: the emoticons, the review tags in every site language (seed-tags.ts),
 * and comments with replies by the demo users on the first scenic areas and news of site510100,
 * their ids growing with time. Deterministic (mulberry32).
 */
import type Database from 'better-sqlite3';
import { EMOTICONS } from '../../images/faces.ts';
import { NEWS_RESOURCE_TYPE, SCENERY } from '../../resources.ts';
import { DEMO_NOW_MS } from '../../time.ts';
import { DEMO_USERS } from '../../db/seed/social.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { COMMENT_TAGS } from './seed-tags.ts';

const HOUR = 3600 * 1000;

export function seedComments(db: Database.Database): void {
  seedCatalogues(db);
  seedDemoComments(db);
}

const SCENIC_COMMENTS = [
  '{name}真的名不虚传，秋天来正好，随手一拍都是大片。',
  '带爸妈来的，景区里有观光车，老人走不动也没关系，工作人员很耐心。',
  '周末人有点多，建议早上八点前入园，避开旅行团。',
  '讲解员讲得生动，孩子听得津津有味，门票也不贵。',
  '环境干净，厕所和休息区都很方便，下次还会再来。',
  '地铁出来步行十分钟就到，交通很方便。',
  '傍晚的光线特别好，拍照很出片，推荐穿汉服来。',
  '整体不错，就是里面吃饭的地方偏贵，建议自带点零食。',
  '第二次来{name}了，每次都有新感受。',
  '雨天来别有一番韵味，人少清净，慢慢逛很惬意。',
  '指示牌清楚，扫码就能听语音讲解，很贴心。',
  '停车位有点紧张，节假日最好公共交通出行。',
];

const NEWS_COMMENTS = [
  '这个活动太棒了，周末就带孩子去！',
  '感谢分享，信息很实用，已收藏。',
  '希望以后多举办这样的活动。',
  '去年去过，今年一定还要再去一次。',
  '请问需要提前预约吗？',
  '图片拍得真好看，成都越来越美了。',
];

const REPLIES = [
  '同感！我上个月去也是这样。',
  '谢谢推荐，已经加入行程了。',
  '需要提前在小程序上预约哦。',
  '说得太对了，早上去人确实少。',
  '下次一起约呀～',
  '收藏了，国庆就去。',
];

function seedCatalogues(db: Database.Database): void {
  const insertEmoticon = db.prepare('INSERT INTO emoticons (id, name, face, sort) VALUES (?, ?, ?, ?)');
  EMOTICONS.forEach((e, i) => insertEmoticon.run(i + 1, e.name, `${e.eyes}/${e.mouth}/${e.extras.join('+')}`, i + 1));
  const insertTag = db.prepare('INSERT INTO comment_tags (resource_type, language, name, sort) VALUES (?, ?, ?, ?)');
  for (const [language, tags] of COMMENT_TAGS) {
    for (const [type, names] of Object.entries(tags)) names.forEach((name, i) => insertTag.run(type, language, name, i + 1));
  }
}

function seedDemoComments(db: Database.Database): void {
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ? AND cancelled = 0');
  const userIds = DEMO_USERS.map((u) => (userOf.get(u.phone) as { id: number }).id);
  const rng = mulberry32(hashString('comments:site510100'));
  const scenic = db
    .prepare("SELECT id, name FROM places WHERE site_code = 'site510100' AND resource_type = ? ORDER BY sort, id LIMIT 4")
    .all(SCENERY) as { id: number; name: string }[];
  const news = db.prepare("SELECT id FROM news WHERE site_code = 'site510100' ORDER BY top DESC, publish_time DESC, id LIMIT 3").all() as {
    id: number;
  }[];
  const tagIds = (type: string) =>
    (
      db.prepare("SELECT id FROM comment_tags WHERE resource_type = ? AND language = 'CN' ORDER BY sort, id").all(type) as { id: number }[]
    ).map((r) => r.id);
  const scenicTags = tagIds(SCENERY);
  const newsTags = tagIds(NEWS_RESOURCE_TYPE);

  const insertComment = db.prepare(
    `INSERT INTO comments (id, site_code, resource_type, resource_id, user_id, content, star, emoticon_ids, created_at)
     VALUES (?, 'site510100', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLink = db.prepare('INSERT INTO comment_tag_links (comment_id, tag_id) VALUES (?, ?)');
  const insertReply = db.prepare('INSERT INTO comment_replies (id, comment_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)');
  const setCount = db.prepare(
    `UPDATE interactions SET comment_num = (SELECT COUNT(*) FROM comments WHERE resource_type = @type AND resource_id = @id)
     WHERE resource_type = @type AND resource_id = @id`,
  );
  interface Draft {
    type: string;
    resourceId: number;
    author: number;
    text: string;
    star: number | null;
    emoticons: number[];
    tags: number[];
    created: number;
    replies: { author: number; text: string; at: number }[];
  }
  const drafts: Draft[] = [];

  const write = (type: string, resourceId: number, text: string, star: number | null, tags: number[], r: Rng) => {
    const authors = r.shuffle(userIds);
    const created = DEMO_NOW_MS - r.int(2, 45 * 24) * HOUR - r.int(0, 59) * 60 * 1000;
    const emoticons = r.chance(0.5) ? r.shuffle(EMOTICONS.map((_, i) => i + 1)).slice(0, r.int(1, 3)) : [];
    const replies: Draft['replies'] = [];
    if (r.chance(0.4)) {
      const n = r.int(1, 2);
      for (let k = 0; k < n; k++) {
        const at = Math.min(DEMO_NOW_MS, created + r.int(1, 48) * HOUR + k * HOUR);
        replies.push({ author: authors[k + 1] as number, text: r.pick(REPLIES), at });
      }
    }
    drafts.push({ type, resourceId, author: authors[0] as number, text, star, emoticons, tags, created, replies });
  };

  for (const s of scenic) {
    const texts = rng.shuffle(SCENIC_COMMENTS).slice(0, rng.int(5, 8));
    for (const text of texts) {
      const star = rng.pick([5, 5, 5, 4, 4, 4, 3, 2]);
      const tags = star >= 4 ? rng.shuffle(scenicTags).slice(0, rng.int(0, 3)) : [];
      write(SCENERY, s.id, text.replaceAll('{name}', s.name), star, tags, rng);
    }
  }
  for (const n of news) {
    const texts = rng.shuffle(NEWS_COMMENTS).slice(0, rng.int(2, 4));
    for (const text of texts) write(NEWS_RESOURCE_TYPE, n.id, text, null, rng.shuffle(newsTags).slice(0, rng.int(0, 1)), rng);
  }

  // Ids grow with time, as on the real backend.
  drafts.sort((a, b) => a.created - b.created);
  const replies = drafts.flatMap((d, i) => d.replies.map((r) => ({ ...r, commentId: 500001 + i })));
  replies.sort((a, b) => a.at - b.at || a.commentId - b.commentId);
  drafts.forEach((d, i) => {
    const id = 500001 + i;
    insertComment.run(id, d.type, d.resourceId, d.author, d.text, d.star, d.emoticons.join(','), d.created);
    for (const tag of d.tags) insertLink.run(id, tag);
  });
  replies.forEach((r, i) => insertReply.run(600001 + i, r.commentId, r.author, r.text, r.at));
  for (const s of scenic) setCount.run({ type: SCENERY, id: s.id });
  for (const n of news) setCount.run({ type: NEWS_RESOURCE_TYPE, id: n.id });
}
