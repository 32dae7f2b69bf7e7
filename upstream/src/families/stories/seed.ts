/**
 * The stories family's demo data on every demo site, in the site's language (French on site530700,
 * English on site450300, Japanese on site610100, Korean on site222400): 14 tags, 14 topics
 * (stories, works — two of them heritage works —, PK debates; under way, over and not started),
 * stories, travel strategies, works and PK entries by demo authors and demo users, each with its
 * pictures (varied cover shapes for the waterfall), tags and place; a few comments; demo user
 * 13800000001's own stories in every moderation state. Deterministic (mulberry32).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { STORY_TYPE } from '../../resources.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import { CN, EN, FR, JA, KO, type TopicSeed, type Words } from './content.ts';
import { PENDING, PUBLISHED, REJECTED, TOPIC_TYPE } from './store.ts';

interface DemoSite {
  siteCode: string;
  city: string;
  words: Words;
  menu: [topic: string, strategy: string, time: string];
  /** Where the site's reprints (sourceUrl) come from. */
  reprints: string;
}

/** Reprints (sourceUrl set): the Chinese sites' source. */
const CN_REPRINTS = 'https://www.sc.gov.cn/10462/c102914/stories.shtml';

// the language sites come last: the sites before them keep their ids
const SITES: readonly DemoSite[] = [
  { siteCode: 'site510100', city: '成都', words: CN, menu: ['话题', '攻略', '时光'], reprints: CN_REPRINTS },
  { siteCode: 'site513225', city: '九寨沟', words: CN, menu: ['话题', '攻略', '时光'], reprints: CN_REPRINTS },
  {
    siteCode: 'site530700',
    city: 'Lijiang',
    words: FR,
    menu: ['Sujets', 'Itinéraires', 'Instants'],
    reprints: 'https://www.yunnan.cn/fr/lijiang-recits.html',
  },
  { siteCode: 'site620200', city: '嘉峪关', words: CN, menu: ['话题', '攻略', '时光'], reprints: CN_REPRINTS },
  {
    siteCode: 'site450300',
    city: 'Guilin',
    words: EN,
    menu: ['Topics', 'Travel guides', 'Moments'],
    reprints: 'https://www.guilin.gov.cn/en/travel-stories.html',
  },
  {
    siteCode: 'site610100',
    city: '西安',
    words: JA,
    menu: ['トピック', '旅のガイド', 'ひととき'],
    reprints: 'https://www.xa.gov.cn/ja/tabi-monogatari.html',
  },
  {
    siteCode: 'site222400',
    city: '연변',
    words: KO,
    menu: ['토픽', '여행 가이드', '순간들'],
    reprints: 'https://www.yanbian.gov.cn/ko/travel-stories.html',
  },
];

/** Cover shapes of the waterfall (width × height). */
const COVER_SIZES: ReadonlyArray<[number, number]> = [
  [600, 800],
  [600, 600],
  [800, 600],
  [600, 900],
  [750, 600],
  [600, 750],
];

/** Who wrote a demo story: a demo user, or an editorial name (no account). */
interface Author {
  user: number | null;
  name: string;
}

interface Place {
  id: number;
  resource_type: string;
  name: string;
  region_name: string;
  address: string;
}

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export function seedStories(db: Database.Database, env: SeedEnv): void {
  const userByPhone = db.prepare('SELECT id FROM users WHERE phone = ? AND cancelled = 0');
  const insertTag = db.prepare('INSERT INTO story_tags (site_code, name, sort) VALUES (?, ?, ?)');
  const insertTopic = db.prepare(
    `INSERT INTO story_topics (site_code, title, summary, rule, cover, topic_type, ich_works, pk_sides, start_time, end_time, show_num, sort)
     VALUES (@site_code, @title, @summary, @rule, @cover, @topic_type, @ich_works, @pk_sides, @start_time, @end_time, @show_num, @sort)`,
  );
  const insertStory = db.prepare(
    `INSERT INTO stories (id, site_code, story_type, topic_id, pk_side, craft, title, content, tag_ids, images, img_width, img_height,
       resource_type, resource_id, resource_name, resource_region_name, address, days, cost, travel_month, source_url,
       user_id, author_name, status, reject_reason, show_num, created_at, updated_at, published_at)
     VALUES (@id, @site_code, @story_type, @topic_id, @pk_side, @craft, @title, @content, @tag_ids, @images, @img_width, @img_height,
       @resource_type, @resource_id, @resource_name, @resource_region_name, @address, @days, @cost, @travel_month, @source_url,
       @user_id, @author_name, @status, @reject_reason, @show_num, @created_at, @created_at, @published_at)`,
  );
  const insertCounts = db.prepare(
    'INSERT OR REPLACE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const insertComment = db.prepare(
    `INSERT INTO comments (site_code, resource_type, resource_id, user_id, content, star, emoticon_ids, created_at) VALUES (?, ?, ?, ?, ?, NULL, '', ?)`,
  );

  const now = env.nowMs;
  // ids of their own range (the interaction paths' tests take story 1 for an unknown one)
  const nextId = { value: 200001 };
  const demoUsers = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']
    .map((phone) => (userByPhone.get(phone) as { id: number } | undefined)?.id)
    .filter((id): id is number => id !== undefined);
  const me = demoUsers[0] ?? null;

  for (const site of SITES) {
    const rng = mulberry32(hashString(`stories:${site.siteCode}`));
    const w = site.words;
    // demo users' accounts carry Chinese names: they write on the Chinese sites only
    const chinese = w === CN;
    env.addServiceMenu(site.siteCode, [
      { name: site.menu[0], menuCode: 'TOPIC', icon: 'hash', sort: 1 },
      { name: site.menu[1], menuCode: 'RAIDERS', icon: 'map', sort: 2 },
      { name: site.menu[2], menuCode: 'TIME', icon: 'camera', sort: 3 },
    ]);

    // authors: the language's demo writers (editorial names, no account) and, on the Chinese sites, demo users
    // 13800000002-5; demo user 13800000001 writes its own stories below (and never in an open PK, so it can join one)
    const writers: Author[] = w.authors.map((name) => ({ user: null, name }));
    const others: Author[] = chinese ? [...writers, ...demoUsers.slice(1).map((user) => ({ user, name: '' }))] : writers;

    const places = db
      .prepare(
        `SELECT id, resource_type, name, region_name, address FROM places WHERE site_code = ?
         AND resource_type IN ('CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_VENUE', 'CONTENT_TYPE_RESTAURANT', 'CONTENT_TYPE_RURAL', 'CONTENT_TYPE_ENTERTAINMENT', 'CONTENT_TYPE_SCENIC_SPOTS')
         ORDER BY sort, id`,
      )
      .all(site.siteCode) as Place[];
    const scenic = places.filter((p) => p.resource_type === 'CONTENT_TYPE_SCENERY');
    const placeNames = (scenic.length > 0 ? scenic : places).map((p) => p.name);
    const anyPlace = () => rng.pick(places);
    const placeName = () => (placeNames.length > 0 ? rng.pick(placeNames) : site.city);

    const tagIds = w.tags.map((name, i) => Number(insertTag.run(site.siteCode, name, i + 1).lastInsertRowid));
    const someTags = (max = 3) => rng.shuffle(tagIds).slice(0, rng.int(1, max)).join(',');

    // topics
    const windows: Record<TopicSeed['when'], () => [number, number]> = {
      on: () => [now - rng.int(5, 40) * DAY_MS, now + rng.int(90, 200) * DAY_MS],
      over: () => {
        const end = now - rng.int(3, 60) * DAY_MS;
        return [end - rng.int(30, 60) * DAY_MS, end];
      },
      soon: () => {
        const start = now + rng.int(7, 40) * DAY_MS;
        return [start, start + rng.int(30, 90) * DAY_MS];
      },
    };
    const topics = w.topics.map((t, i) => {
      const [start, end] = windows[t.when]();
      const values = { city: site.city, place: placeName() };
      const rule = w
        .rules(t.kind, t.ich === true, t.sides)
        .replace('{start}', formatChinaTime(start).slice(0, 16))
        .replace('{end}', formatChinaTime(end).slice(0, 16));
      const id = Number(
        insertTopic.run({
          site_code: site.siteCode,
          title: fill(t.title, values),
          summary: fill(t.summary, values),
          rule,
          cover: `topic-${site.siteCode}-${i + 1}`,
          topic_type: t.kind,
          ich_works: t.ich ? 1 : 0,
          pk_sides: t.sides ? t.sides.join('|') : '',
          start_time: start,
          end_time: end,
          show_num: rng.int(200, 9000),
          sort: t.when === 'on' ? 1 : t.when === 'soon' ? 2 : 3,
        }).lastInsertRowid,
      );
      insertCounts.run(TOPIC_TYPE, id, rng.int(10, 400), rng.int(5, 120));
      return { id, seed: t, start, end };
    });

    const published: number[] = [];
    let serial = 0;
    /** One story; answers its id. */
    const story = (s: {
      type: 'story' | 'strategy';
      topic?: (typeof topics)[number];
      side?: 'A' | 'B';
      craft?: string;
      title: string;
      content: string;
      by: Author;
      status?: number;
      reason?: string;
      days?: number;
      cost?: number | null;
      month?: number | null;
      place?: Place | null;
      reprint?: boolean;
      createdAt?: number;
    }): number => {
      const n = ++serial;
      const [width, height] = rng.pick(COVER_SIZES);
      const pictures = Array.from({ length: rng.int(1, 6) }, (_, k) => `story-${site.siteCode}-${s.type}-${n}-${rng.int(1, 99)}-${k + 1}`);
      const place = s.place === undefined ? (rng.chance(0.75) ? anyPlace() : null) : s.place;
      const status = s.status ?? PUBLISHED;
      // topic entries fall inside the topic's window; others within the last two months
      const from = s.topic ? s.topic.start : now - 60 * DAY_MS;
      const to = s.topic ? Math.min(s.topic.end, now - DAY_MS) : now - DAY_MS;
      const createdAt = s.createdAt ?? from + Math.floor(rng.next() * Math.max(1, to - from));
      const id = Number(
        insertStory.run({
          site_code: site.siteCode,
          story_type: s.type,
          topic_id: s.topic?.id ?? null,
          pk_side: s.side ?? null,
          craft: s.craft ?? '',
          title: s.title,
          content: s.content,
          tag_ids: someTags(),
          images: pictures.join(','),
          img_width: width,
          img_height: height,
          resource_type: place?.resource_type ?? null,
          resource_id: place?.id ?? null,
          resource_name: place?.name ?? '',
          resource_region_name: place?.region_name ?? '',
          address: place?.address ?? '',
          days: s.type === 'strategy' ? (s.days ?? rng.int(1, 5)) : null,
          cost: s.type === 'strategy' ? (s.cost === undefined ? rng.int(2, 40) * 50 : s.cost) : null,
          travel_month: s.type === 'strategy' ? (s.month === undefined ? rng.int(1, 12) : s.month) : null,
          source_url: s.reprint ? site.reprints : '',
          id: nextId.value++,
          user_id: s.by.user,
          author_name: s.by.user === null ? s.by.name : '',
          status,
          reject_reason: status === REJECTED ? (s.reason ?? rng.pick(w.rejectReasons)) : '',
          show_num: status === PUBLISHED ? rng.int(30, 6000) : 0,
          created_at: createdAt,
          published_at: status === PUBLISHED ? Math.min(createdAt + rng.int(1, 20) * 3600 * 1000, now) : null,
        }).lastInsertRowid,
      );
      if (status === PUBLISHED) {
        insertCounts.run(STORY_TYPE, id, rng.int(0, 800), rng.int(0, 200));
        published.push(id);
      }
      return id;
    };
    const paragraphs = (values: Record<string, string | number>, count = 3) =>
      rng
        .shuffle(w.paragraphs)
        .slice(0, count)
        .map((p) => `<p>${fill(p, values)}</p>`)
        .join('');

    // ordinary stories: some in the open and past story topics, some on their own, two reprints
    const storyTopics = topics.filter((t) => t.seed.kind === 'story' && t.seed.when !== 'soon');
    for (let i = 0; i < 24; i++) {
      const place = anyPlace();
      const values = { city: site.city, place: place.name };
      const author = rng.pick(others);
      let content = paragraphs(values, rng.int(2, 4));
      // what an editor pastes sometimes carries markup that must never run (the gateway sanitises it)
      if (i === 2) content += `<p><img src="x" onerror="alert(1)">${w.markupLabel}</p><script>alert(1)</script>`;
      story({
        type: 'story',
        topic: i % 3 === 2 ? undefined : rng.pick(storyTopics),
        title: fill(w.storyTitles[i % w.storyTitles.length]!, values),
        content,
        by: i % 8 === 5 ? { user: null, name: '' } : author,
        place,
        reprint: i === 7 || i === 19,
      });
    }

    // travel strategies
    for (let i = 0; i < 14; i++) {
      const [p1, p2] = rng.shuffle(places.length >= 2 ? places : [anyPlace(), anyPlace()]);
      const days = [1, 2, 3, 3, 5, 2, 4, 1, 1, 3, 1, 4, 5, 2][i]!;
      const values = { city: site.city, place: p1!.name, place2: p2!.name, days };
      const dayBlocks = Array.from({ length: days }, (_, d) => {
        const dayPlace = d === 0 ? p1! : d === 1 ? p2! : anyPlace();
        const lines = rng
          .shuffle(w.strategyDayLines)
          .slice(0, 3)
          .map((l) => `<p>${fill(l, { place: dayPlace.name })}</p>`)
          .join('');
        return `<h3>${fill(w.strategyDay, { day: d + 1, place: dayPlace.name })}</h3>${lines}`;
      }).join('');
      const tips = `<h3>${w.strategyTips}</h3><ul>${rng
        .shuffle(w.strategyTipLines)
        .slice(0, 3)
        .map((l) => `<li>${l}</li>`)
        .join('')}</ul>`;
      story({
        type: 'strategy',
        title: fill(w.strategyTitles[i % w.strategyTitles.length]!, values),
        content: dayBlocks + tips,
        by: rng.pick(others),
        days,
        cost: i % 6 === 4 ? null : rng.int(2, 60) * 50,
        month: i % 7 === 3 ? null : rng.int(1, 12),
        place: p1!,
      });
    }

    // works of the works topics
    for (const t of topics.filter((x) => x.seed.kind === 'works')) {
      for (const [title, craft] of t.seed.works ?? []) {
        const place = anyPlace();
        story({
          type: 'story',
          topic: t,
          craft: t.seed.ich ? (craft ?? '') : '',
          title: fill(title, { city: site.city, place: place.name }),
          content: `<p>${fill(rng.pick(w.workText), { place: place.name })}</p>`,
          by: rng.pick(others),
          place: t.seed.ich ? null : place,
        });
      }
    }

    // PK entries: one per author and debate
    for (const t of topics.filter((x) => x.seed.kind === 'pk')) {
      const authors = rng.shuffle(others);
      let k = 0;
      (['A', 'B'] as const).forEach((side, s) => {
        for (const opinion of t.seed.opinions?.[s] ?? []) {
          const place = anyPlace();
          const text = fill(opinion, { place: placeName(), city: site.city });
          story({
            type: 'story',
            topic: t,
            side,
            title: w.entryTitle(text),
            content: `<p>${text}</p>`,
            by: authors[k++ % authors.length]!,
            place,
          });
        }
      });
    }

    // demo user 13800000001's own: published, waiting for moderation, rejected (on every site)
    if (me !== null) {
      const openStoryTopic = topics.find((t) => t.seed.kind === 'story' && t.seed.when === 'on');
      const mine: Array<{ status: number; type: 'story' | 'strategy' }> = [
        { status: PUBLISHED, type: 'story' },
        { status: PUBLISHED, type: 'strategy' },
        { status: PENDING, type: 'story' },
        { status: REJECTED, type: 'story' },
      ];
      mine.forEach((m, i) => {
        const place = anyPlace();
        const values = { city: site.city, place: place.name, place2: placeName(), days: 2 };
        story({
          type: m.type,
          topic: m.type === 'story' && i !== 0 ? openStoryTopic : undefined,
          title: fill(m.type === 'strategy' ? w.strategyTitles[1]! : w.storyTitles[(i + 3) % w.storyTitles.length]!, values),
          content: paragraphs(values, 2),
          by: { user: me, name: '' },
          status: m.status,
          days: 2,
          place,
          createdAt: now - (i + 1) * 3600 * 1000,
        });
      });
    }

    // a few comments on the first published stories
    const commenters = demoUsers;
    for (const id of commenters.length > 0 ? published.slice(0, 8) : []) {
      for (let c = 0; c < rng.int(1, 3); c++) {
        insertComment.run(site.siteCode, STORY_TYPE, id, rng.pick(commenters), rng.pick(w.comments), now - rng.int(1, 20) * DAY_MS);
      }
    }
  }
}
