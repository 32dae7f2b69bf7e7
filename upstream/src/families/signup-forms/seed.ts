/**
 * The sign-up forms' demo data: on every live demo site, one free sign-up activity in the site's
 * language that asks for a form (name, phone with its SMS code, ID number, age, a single and a
 * multiple choice, a date and a photo), at the place of the site's first activity, with two
 * sessions: one with places, one with its last place. Dates relative to the clock's now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { dayAt, demoSites, type InLanguages } from '../demo.ts';
import { signupFormsStore, type FieldType } from './store.ts';

/** The form activities' ids: SIGNUP_FIRST_ID + the site's index among the live demo sites. */
export const SIGNUP_FIRST_ID = 80941;
const PLACES = 30;

interface FormWords {
  name: string;
  summary: string;
  fields: { name: string; phone: string; idCard: string; age: string; track: string; interests: string; day: string; photo: string };
  tracks: readonly string[];
  interests: readonly string[];
}

const WORDS: InLanguages<FormWords> = {
  CN: {
    name: '非遗研学营报名（需填写报名表）',
    summary: '两天的非遗研学营，报名时请填写报名表并验证手机号。',
    fields: {
      name: '姓名',
      phone: '手机号',
      idCard: '身份证号',
      age: '年龄',
      track: '研学方向',
      interests: '感兴趣的项目',
      day: '希望到达日期',
      photo: '个人照片',
    },
    tracks: ['传统手工艺', '传统戏剧', '传统美食'],
    interests: ['剪纸', '刺绣', '陶艺', '书法'],
  },
  FRENCH: {
    name: 'Stage du patrimoine immatériel (formulaire d’inscription)',
    summary: 'Un stage de deux jours autour du patrimoine immatériel : remplissez le formulaire et vérifiez votre téléphone.',
    fields: {
      name: 'Nom',
      phone: 'Téléphone',
      idCard: 'Numéro d’identité',
      age: 'Âge',
      track: 'Parcours',
      interests: 'Ateliers souhaités',
      day: 'Date d’arrivée',
      photo: 'Photo',
    },
    tracks: ['Artisanat', 'Théâtre', 'Cuisine'],
    interests: ['Papier découpé', 'Broderie', 'Poterie', 'Calligraphie'],
  },
  EN: {
    name: 'Intangible heritage study camp (sign-up form)',
    summary: 'A two-day intangible heritage study camp: fill in the sign-up form and verify your phone.',
    fields: {
      name: 'Name',
      phone: 'Phone',
      idCard: 'ID number',
      age: 'Age',
      track: 'Track',
      interests: 'Workshops',
      day: 'Arrival date',
      photo: 'Photo',
    },
    tracks: ['Crafts', 'Opera', 'Food'],
    interests: ['Paper cutting', 'Embroidery', 'Pottery', 'Calligraphy'],
  },
  JAPANESE: {
    name: '無形文化遺産スタディキャンプ（申込フォーム）',
    summary: '2日間の無形文化遺産スタディキャンプです。申込フォームに記入し、電話番号を確認してください。',
    fields: {
      name: '氏名',
      phone: '電話番号',
      idCard: '身分証番号',
      age: '年齢',
      track: 'コース',
      interests: '参加したい体験',
      day: '到着希望日',
      photo: '顔写真',
    },
    tracks: ['伝統工芸', '伝統演劇', '伝統料理'],
    interests: ['切り絵', '刺繍', '陶芸', '書道'],
  },
  KOREAN: {
    name: '무형문화유산 연수 캠프 (신청서 작성)',
    summary: '이틀 동안의 무형문화유산 연수 캠프입니다. 신청서를 작성하고 휴대폰 번호를 인증해 주세요.',
    fields: {
      name: '이름',
      phone: '휴대폰 번호',
      idCard: '신분증 번호',
      age: '나이',
      track: '과정',
      interests: '관심 체험',
      day: '도착 희망일',
      photo: '사진',
    },
    tracks: ['전통 공예', '전통 연극', '전통 음식'],
    interests: ['종이 공예', '자수', '도예', '서예'],
  },
};

function formOf(
  words: FormWords,
): { label: string; type: FieldType; required: boolean; min?: number; max?: number; options?: readonly string[] }[] {
  const f = words.fields;
  return [
    { label: f.name, type: 'text', required: true, min: 2, max: 20 },
    { label: f.phone, type: 'phone', required: true },
    { label: f.idCard, type: 'idcard', required: true },
    { label: f.age, type: 'number', required: true, min: 6, max: 80 },
    { label: f.track, type: 'radio', required: true, options: words.tracks },
    { label: f.interests, type: 'checkbox', required: false, min: 1, max: 2, options: words.interests },
    { label: f.day, type: 'date', required: false },
    { label: f.photo, type: 'image', required: false },
  ];
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const insertActivity = db.prepare(
    `INSERT INTO activities (id, site_code, name, images, type, method, faith_use_status, faith_audit_status, faith_score,
       address, region, region_name, classify_name, money, integral, stock, total_stock,
       sign_start_day, sign_end_day, use_start_day, use_end_day, summary, content, sort,
       classify_id, tag_names, city_region_names, latitude, longitude, jump_url, need_audit, cancel_status, cancel_time,
       max_order_num, phone, sign_start, sign_end, use_start, use_end)
     SELECT @id, site_code, @name, images, 'ACTIVITY_TYPE_ENROLL', '3', '0', '0', NULL,
       address, region, region_name, classify_name, '0.00', '0', @stock, @total,
       -1, 6, 7, 8, @summary, @content, 9001,
       classify_id, tag_names, city_region_names, latitude, longitude, '', '0', '1', '24',
       1, phone, @signStart, @signEnd, @useStart, @useEnd
     FROM activities WHERE site_code = @site ORDER BY id LIMIT 1`,
  );
  const insertSession = db.prepare(
    'INSERT INTO activity_sessions (activity_id, start_time, end_time, total_stock, external_taken) VALUES (?, ?, ?, ?, ?)',
  );
  const store = signupFormsStore(db);
  for (const [i, site] of demoSites(db).entries()) {
    const id = SIGNUP_FIRST_ID + i;
    const words = WORDS[site.language];
    const first = { start: dayAt(env.nowMs, 7, '09:00'), end: dayAt(env.nowMs, 7, '17:00') };
    const last = { start: dayAt(env.nowMs, 8, '09:00'), end: dayAt(env.nowMs, 8, '17:00') };
    const added = insertActivity.run({
      id,
      site: site.siteCode,
      name: words.name,
      stock: PLACES + 1,
      total: 2 * PLACES,
      summary: words.summary,
      content: `<p>${words.summary}</p>`,
      signStart: dayAt(env.nowMs, -1, '09:00'),
      signEnd: first.start - DAY_MS / 24,
      useStart: first.start,
      useEnd: last.end,
    });
    if (added.changes === 0) continue;
    insertSession.run(id, first.start, first.end, PLACES, 0);
    insertSession.run(id, last.start, last.end, PLACES, PLACES - 1);
    for (const [sort, field] of formOf(words).entries()) store.addField({ activityId: id, sort: sort + 1, ...field });
  }
}
