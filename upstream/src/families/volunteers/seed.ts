/**
 * Demo data of the volunteer area on every demo site: volunteers (with pending and rejected
 * applications), teams and community groups with founders, managers, members and join
 * applications, recruiting / running / finished activities with their shifts, a team schedule
 * around this month with picks, sign-ins, a missed shift (for a make-up request), points and
 * honours (earned by the same accounting as live services), brand projects, banners, messages.
 * Deterministic (mulberry32), dates relative to the clock's now at seed time.
 *
 * Demo users: 13800000005 (volunteer, manager of 成都文旅志愿服务队), 13800000006 (its founder),
 * 13800000007 (a plain member: 9 hours of service, and a missed 3-hour shift to make up that
 * crosses the 10-hour honour).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import type { SiteRow } from '../../context.ts';
import { childrenOf } from '../../regions/division.ts';
import { demoOpenId, demoUnid } from '../../db/seed/social.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { createActivityShifts } from './routes-activities.ts';
import { newInviteCode } from './routes-teams.ts';
import {
  completeService,
  dayOf,
  instantOf,
  isFrench,
  MINUTE_MS,
  sendMessage,
  shiftById,
  type ActivityRow,
  type SignInRow,
} from './store.ts';

/** The demo users this family adds (signed in with SMS like everyone). */
export const VOLUNTEER_DEMO_USERS = [
  { phone: '13800000006', nickname: '建国老师', realName: '王建国', gender: '1', birth: '1978-04-12' },
  { phone: '13800000007', nickname: '雨桐', realName: '陈雨桐', gender: '2', birth: '2001-09-23' },
] as const;

const SURNAMES = ['张', '王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['子涵', '浩然', '欣怡', '梓轩', '雨萱', '宇航', '诗琪', '俊杰', '佳怡', '明轩', '思远', '晓彤', '嘉怡', '天佑', '一诺', '博文', '若曦', '志强', '秀英', '国华'];
const PINYIN_SURNAMES = ['He', 'Mu', 'He', 'Yang', 'Li', 'Zhao', 'Wang', 'Zhang', 'Yang', 'He'];
const PINYIN_GIVEN = ['Lina', 'Wei', 'Xiaoyu', 'Jun', 'Mei', 'Hao', 'Lan', 'Qiang', 'Yun', 'Fang', 'Lei', 'Ting'];

interface TeamSeed {
  kind: '1' | '2';
  name: string;
  serviceType: string;
  intro: string;
  status?: '0' | '1' | '2';
}

interface ActivitySeed {
  name: string;
  serviceType: string;
  summary: string;
  requirements: string;
  /** Days from today of its first and last day. */
  from: number;
  to: number;
  /** Daily hours, or 'now' for a session around the seed's time of day. */
  hours: [string, string] | 'now';
  quota: number;
}

interface SiteTexts {
  teams: TeamSeed[];
  activities: ActivitySeed[][];
  banners: string[];
  duty: string;
  honours: [name: string, icon: string, rule: string, kind: string, threshold: number, points: number][];
  projects: [name: string, summary: string, content: string][];
  welcome: [title: string, content: string];
  names(rng: Rng): string;
}

const CN_HONOURS: SiteTexts['honours'] = [
  ['初心志愿者', 'sprout', '完成第1次志愿服务', 'SHIFTS', 1, 10],
  ['团队新成员', 'users', '加入1支志愿服务团队', 'TEAMS', 1, 5],
  ['服务十小时', 'clock', '累计志愿服务满10小时', 'HOURS', 10, 20],
  ['活动达人', 'flag', '参加5次招募活动', 'ACTIVITIES', 5, 30],
  ['服务五十小时', 'medal', '累计志愿服务满50小时', 'HOURS', 50, 50],
  ['坚持不懈', 'calendar-check', '完成20个班次的服务', 'SHIFTS', 20, 50],
  ['服务百小时', 'trophy', '累计志愿服务满100小时', 'HOURS', 100, 100],
];

const CN_NAMES = (rng: Rng) => `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`;

const SITES: Record<string, SiteTexts> = {
  site510100: {
    teams: [
      { kind: '1', name: '成都文旅志愿服务队', serviceType: '1', intro: '成都文旅志愿服务队成立于2019年，长期在天府广场、宽窄巷子、杜甫草堂等地开展文明旅游劝导、游客咨询和讲解服务。' },
      { kind: '1', name: '熊猫基地讲解志愿队', serviceType: '2', intro: '在大熊猫繁育研究基地为游客提供讲解和引导服务，传播大熊猫保护知识。' },
      { kind: '1', name: '锦江环保先锋队', serviceType: '4', intro: '守护锦江水清岸绿，定期组织河道清洁、垃圾分类宣传等环保志愿活动。' },
      { kind: '1', name: '蓉城助老服务队', serviceType: '5', intro: '走进社区，为独居老人提供陪伴、智能手机教学和文化活动服务。' },
      { kind: '1', name: '成都马拉松赛会志愿者', serviceType: '3', intro: '为成都马拉松等大型赛事提供补给、引导、医疗辅助等赛会服务。' },
      { kind: '1', name: '青城山应急救援队', serviceType: '6', intro: '在青城山、都江堰景区开展山地救援、急救培训和安全巡查。' },
      { kind: '1', name: '青羊文明交通志愿队', serviceType: '8', intro: '在青羊区主要路口开展文明交通引导。', status: '0' },
      { kind: '2', name: '蓉城合唱团', serviceType: '1', intro: '热爱歌唱的市民自发组建的合唱团，每周六下午在文化馆排练，常年参加社区公益演出。' },
      { kind: '2', name: '川剧爱好者协会', serviceType: '1', intro: '传承川剧艺术，定期组织变脸、清唱交流和进社区展演。' },
      { kind: '2', name: '城市摄影社', serviceType: '7', intro: '用镜头记录成都的街巷与人情，为文旅宣传提供公益摄影。' },
    ],
    activities: [
      [
        { name: '宽窄巷子文明旅游劝导', serviceType: '1', summary: '在宽窄巷子开展文明旅游劝导和游客咨询，引导游客有序游览。', requirements: '年满18周岁，能熟练使用普通话。', from: -20, to: -19, hours: ['09:00', '12:00'], quota: 12 },
        { name: '杜甫草堂讲解服务', serviceType: '2', summary: '为杜甫草堂游客提供定点讲解和导览服务。', requirements: '熟悉杜甫生平及草堂历史，有讲解经验者优先。', from: -3, to: -3, hours: ['09:30', '12:30'], quota: 8 },
        { name: '天府广场旅游咨询服务', serviceType: '2', summary: '在天府广场旅游咨询点解答游客问询，发放文旅地图。', requirements: '热情耐心，能用简单英语交流者优先。', from: 0, to: 0, hours: 'now', quota: 10 },
        { name: '春熙路周末文明劝导', serviceType: '1', summary: '周末在春熙路步行街开展文明旅游劝导和失物招领服务。', requirements: '年满18周岁。', from: 5, to: 6, hours: ['14:00', '17:00'], quota: 15 },
        { name: '金沙遗址博物馆志愿讲解', serviceType: '2', summary: '招募博物馆志愿讲解员，经培训后上岗服务。', requirements: '需参加两次岗前培训，能坚持服务三个月以上。', from: 12, to: 13, hours: ['10:00', '16:00'], quota: 6 },
      ],
      [
        { name: '大熊猫科普讲解', serviceType: '2', summary: '在熊猫基地月亮产房为游客讲解大熊猫繁育知识。', requirements: '热爱动物，表达清晰。', from: -10, to: -9, hours: ['09:00', '12:00'], quota: 6 },
        { name: '熊猫基地游客引导', serviceType: '2', summary: '节假日游客高峰期在入口和主要路口引导游客。', requirements: '能站立服务3小时。', from: 8, to: 8, hours: ['08:30', '12:30'], quota: 10 },
      ],
      [{ name: '锦江河道清洁行动', serviceType: '4', summary: '沿锦江九眼桥段清理垃圾，开展环保宣传。', requirements: '自备手套和水杯。', from: -6, to: -6, hours: ['09:00', '11:30'], quota: 20 }],
      [{ name: '社区老人智能手机课堂', serviceType: '5', summary: '教社区老人使用健康码、视频通话和网上挂号。', requirements: '有耐心，熟悉常用手机应用。', from: 4, to: 4, hours: ['14:30', '16:30'], quota: 8 }],
      [{ name: '成都马拉松补给站服务', serviceType: '3', summary: '在赛道补给站为选手提供饮水和能量补给。', requirements: '能全程参加赛前培训和比赛日服务。', from: 15, to: 15, hours: ['06:30', '13:00'], quota: 40 }],
      [{ name: '青城山景区安全巡查', serviceType: '6', summary: '在青城山前山步道开展安全巡查和游客救助。', requirements: '持有急救证书者优先，体能良好。', from: -13, to: -13, hours: ['08:00', '14:00'], quota: 8 }],
    ],
    banners: ['志愿服务月：让文明成为成都最美风景', '招募：成都马拉松赛会志愿者', '致敬每一位文旅志愿者'],
    duty: '游客中心值班',
    honours: CN_HONOURS,
    projects: [
      ['文明旅游劝导行动', '在热门景区开展文明旅游宣传与劝导的品牌项目。', '项目自2019年开展以来，累计服务游客超过十万人次，覆盖宽窄巷子、锦里、春熙路等热门景区。'],
      ['蓉城文化讲解员', '培养志愿讲解员，讲好成都故事。', '与杜甫草堂、金沙遗址博物馆合作，每年培训志愿讲解员百余名。'],
    ],
    welcome: ['欢迎使用志愿服务', '在这里可以查看招募活动、团队排班和服务记录。'],
    names: CN_NAMES,
  },
  site513225: {
    teams: [
      { kind: '1', name: '九寨沟景区志愿服务队', serviceType: '2', intro: '在九寨沟景区为游客提供咨询、引导和生态保护宣传服务。' },
      { kind: '1', name: '藏羌文化讲解队', serviceType: '1', intro: '讲述藏羌民族文化和九寨沟的自然故事。' },
      { kind: '1', name: '生态守护志愿队', serviceType: '4', intro: '开展景区垃圾清理和生态保护宣传。' },
      { kind: '2', name: '九寨锅庄舞队', serviceType: '1', intro: '每晚在漳扎镇广场带领游客跳锅庄舞。' },
    ],
    activities: [
      [
        { name: '诺日朗游客引导', serviceType: '2', summary: '在诺日朗中心站引导游客换乘观光车。', requirements: '能适应高原环境。', from: -8, to: -8, hours: ['08:00', '12:00'], quota: 10 },
        { name: '长海景点生态宣传', serviceType: '4', summary: '在长海景点宣传生态保护知识。', requirements: '年满18周岁。', from: 6, to: 7, hours: ['09:00', '15:00'], quota: 8 },
      ],
      [{ name: '藏羌文化讲解', serviceType: '1', summary: '在游客中心为游客讲解藏羌文化。', requirements: '熟悉藏羌文化。', from: 10, to: 10, hours: ['10:00', '16:00'], quota: 5 }],
      [{ name: '景区步道清洁', serviceType: '4', summary: '清理景区步道垃圾。', requirements: '自备手套。', from: -15, to: -15, hours: ['09:00', '12:00'], quota: 15 }],
    ],
    banners: ['守护人间仙境，争做生态志愿者', '九寨沟景区志愿者招募'],
    duty: '游客中心咨询值班',
    honours: CN_HONOURS,
    projects: [['绿色九寨', '景区生态保护志愿品牌项目。', '组织志愿者开展步道清洁和生态宣传，守护九寨沟的自然之美。']],
    welcome: ['欢迎加入九寨沟志愿服务', '查看招募活动，报名参与景区志愿服务。'],
    names: CN_NAMES,
  },
  site530700: {
    teams: [
      { kind: '1', name: 'Bénévoles de la vieille ville de Lijiang', serviceType: '2', intro: 'Accueil et information des visiteurs dans la vieille ville de Lijiang, inscrite au patrimoine mondial.' },
      { kind: '1', name: 'Guides bénévoles de la culture naxie', serviceType: '1', intro: 'Visites commentées sur l’écriture dongba et les traditions naxies.' },
      { kind: '1', name: 'Gardiens du mont Yulong', serviceType: '4', intro: 'Nettoyage des sentiers et sensibilisation à la protection du glacier.' },
      { kind: '2', name: 'Orchestre de musique naxie', serviceType: '1', intro: 'Des amateurs de musique ancienne naxie qui répètent chaque samedi.' },
    ],
    activities: [
      [
        { name: 'Accueil des visiteurs place Sifang', serviceType: '2', summary: 'Informer les visiteurs et distribuer des plans de la vieille ville.', requirements: 'Parler anglais ou chinois.', from: -7, to: -7, hours: ['09:00', '12:00'], quota: 8 },
        { name: 'Fête des lanternes : orientation du public', serviceType: '3', summary: 'Orienter le public pendant la fête des lanternes.', requirements: 'Être disponible en soirée.', from: 9, to: 9, hours: ['17:00', '21:00'], quota: 12 },
      ],
      [{ name: 'Visites commentées de l’écriture dongba', serviceType: '1', summary: 'Présenter l’écriture dongba aux visiteurs du musée.', requirements: 'Formation préalable obligatoire.', from: 11, to: 11, hours: ['10:00', '15:00'], quota: 4 }],
      [{ name: 'Nettoyage du sentier de Yunshanping', serviceType: '4', summary: 'Ramasser les déchets le long du sentier.', requirements: 'Bonne condition physique.', from: -12, to: -12, hours: ['08:30', '12:00'], quota: 10 }],
    ],
    banners: ['Devenez bénévole à Lijiang', 'Merci à nos bénévoles'],
    duty: 'Permanence au point d’information',
    honours: [
      ['Premier engagement', 'sprout', 'Accomplir un premier service bénévole', 'SHIFTS', 1, 10],
      ['Nouvel équipier', 'users', 'Rejoindre une équipe de bénévoles', 'TEAMS', 1, 5],
      ['Dix heures de service', 'clock', 'Cumuler 10 heures de service', 'HOURS', 10, 20],
      ['Habitué des activités', 'flag', 'Participer à 5 activités', 'ACTIVITIES', 5, 30],
      ['Cinquante heures de service', 'medal', 'Cumuler 50 heures de service', 'HOURS', 50, 50],
      ['Persévérance', 'calendar-check', 'Accomplir 20 créneaux', 'SHIFTS', 20, 50],
      ['Cent heures de service', 'trophy', 'Cumuler 100 heures de service', 'HOURS', 100, 100],
    ],
    projects: [['Lijiang accueillante', 'Le projet phare d’accueil des visiteurs.', 'Depuis 2020, nos bénévoles ont renseigné plus de 30 000 visiteurs dans la vieille ville.']],
    welcome: ['Bienvenue dans l’espace bénévoles', 'Consultez les activités, les créneaux et vos heures de service.'],
    names: (rng) => `${rng.pick(PINYIN_SURNAMES)} ${rng.pick(PINYIN_GIVEN)}`,
  },
  site620200: {
    teams: [
      { kind: '1', name: '嘉峪关关城志愿服务队', serviceType: '2', intro: '在嘉峪关关城景区提供游客咨询和讲解服务。' },
      { kind: '1', name: '长城文化宣讲团', serviceType: '1', intro: '宣讲长城历史文化。' },
    ],
    activities: [
      [{ name: '关城游客咨询', serviceType: '2', summary: '在关城游客中心提供咨询服务。', requirements: '年满18周岁。', from: -5, to: -5, hours: ['09:00', '12:00'], quota: 6 }],
      [{ name: '长城文化进校园', serviceType: '1', summary: '走进中小学宣讲长城文化。', requirements: '有宣讲经验。', from: 7, to: 7, hours: ['14:00', '16:00'], quota: 4 }],
    ],
    banners: ['雄关漫道，志愿同行'],
    duty: '游客中心值班',
    honours: CN_HONOURS,
    projects: [['长城守护者', '长城文化保护志愿项目。', '组织志愿者开展长城文化宣讲和遗址巡护。']],
    welcome: ['欢迎使用志愿服务', '查看招募活动和服务记录。'],
    names: CN_NAMES,
  },
};

const SKILL_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
const AREA_CODES = ['1', '2', '3', '4', '5', '6', '7', '8'];

export function seedVolunteers(db: Database.Database, env: SeedEnv): void {
  const nowMs = env.nowMs;
  const today = dayOf(nowMs);
  const dayPlus = (n: number) => dayOf(instantOf(today)! + n * DAY_MS);

  const insertUser = db.prepare(
    `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
     VALUES (?, ?, ?, ?, '1001', ?, ?, ?, ?)`,
  );
  const insertCredit = db.prepare('INSERT OR IGNORE INTO credit (phone, score, status, lose_promise_count, period) VALUES (?, 100, \'\', 0, NULL)');
  const userByPhone = db.prepare('SELECT id FROM users WHERE phone = ? AND cancelled = 0');
  const insertVolunteer = db.prepare(
    `INSERT INTO volunteers (site_code, user_id, real_name, phone, gender, birth_date, skills, service_areas, availability, photo, intro, status, reject_reason, created_at, audited_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTeam = db.prepare(
    `INSERT INTO volunteer_teams (site_code, kind, name, logo, region, region_name, service_type, intro, address, longitude, latitude, status, reject_reason, member_limit, invite_code, created_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`,
  );
  const insertMember = db.prepare(
    `INSERT INTO volunteer_team_members (team_id, user_id, role, status, apply_reason, intro, created_at, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertActivity = db.prepare(
    `INSERT INTO volunteer_activities (site_code, team_id, name, images, service_type, summary, start_date, end_date, daily_start, daily_end, recruit_end,
       address, longitude, latitude, radius, quota, requirements, integral, step, published, created_by, created_at, published_at)
     VALUES (@site, @team, @name, @images, @serviceType, @summary, @startDate, @endDate, @dailyStart, @dailyEnd, @recruitEnd,
       @address, @lng, @lat, 500, @quota, @requirements, 20, 3, 1, @by, @at, @at)`,
  );
  const insertApplication = db.prepare(
    'INSERT INTO volunteer_activity_applications (activity_id, user_id, status, remark, created_at, audited_by, audited_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRoster = db.prepare(
    `INSERT INTO volunteer_shift_members (shift_id, user_id, status, source, created_at, audited_by, audited_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (shift_id, user_id) DO UPDATE SET status = excluded.status`,
  );
  const insertSignIn = db.prepare(
    'INSERT INTO volunteer_sign_ins (shift_id, user_id, sign_in_at, sign_in_type, distance, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertShift = db.prepare(
    `INSERT INTO volunteer_shifts (site_code, team_id, activity_id, title, day, start_at, end_at, quota, address, longitude, latitude, radius, created_by, created_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 500, ?, ?)`,
  );

  const demo = new Map<string, number>();
  let phoneSeq = 0;
  const newUser = (nickname: string, volunteer: boolean, createdAt: number, phone?: string): number => {
    const p = phone ?? `1990000${String(++phoneSeq).padStart(4, '0')}`;
    const unid = demoUnid(p);
    const info = insertUser.run(unid, p, nickname, `@/files/avatars/${unid}.svg`, volunteer ? '1' : '0', phone ? demoOpenId(Number(p.slice(-2))) : null, 0, createdAt);
    insertCredit.run(p);
    return Number(info.lastInsertRowid);
  };
  for (const u of VOLUNTEER_DEMO_USERS) demo.set(u.phone, newUser(u.nickname, true, nowMs - 300 * DAY_MS, u.phone));
  const user5 = (userByPhone.get('13800000005') as { id: number } | undefined)?.id;
  const user1 = (userByPhone.get('13800000001') as { id: number } | undefined)?.id;

  for (const [siteCode, texts] of Object.entries(SITES)) {
    const site = db.prepare('SELECT * FROM sites WHERE site_code = ?').get(siteCode) as SiteRow | undefined;
    if (!site) continue;
    const rng = mulberry32(hashString(`volunteers:${siteCode}`));
    const french = isFrench(site);
    const main = siteCode === 'site510100';
    const counties = childrenOf(site.region).filter((c) => !/市辖区/.test(c.name));
    const places = db
      .prepare("SELECT name, address, longitude, latitude, region FROM places WHERE site_code = ? AND resource_type IN ('CONTENT_TYPE_VENUE', 'CONTENT_TYPE_SCENERY') ORDER BY sort, id LIMIT 30")
      .all(siteCode) as { name: string; address: string; longitude: number; latitude: number; region: string }[];
    const placeAt = (i: number) => places[i % Math.max(1, places.length)] ?? { name: site.name, address: site.name, longitude: 104.0657, latitude: 30.6574, region: site.region };

    // --- volunteers -----------------------------------------------------------------------
    const volunteerUsers: number[] = [];
    const addVolunteer = (userId: number, name: string, gender: string, birth: string, status: string, createdAt: number) => {
      const skills = rng.shuffle(SKILL_CODES).slice(0, rng.int(1, 3)).sort((a, b) => Number(a) - Number(b));
      const areas = rng.shuffle(AREA_CODES).slice(0, rng.int(1, 3)).sort();
      const availability = rng.shuffle(['1', '2', '3', '4']).slice(0, rng.int(1, 2)).sort();
      const phone = (db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as { phone: string }).phone;
      insertVolunteer.run(
        siteCode,
        userId,
        name,
        phone,
        gender,
        birth,
        skills.join(','),
        areas.join(','),
        availability.join(','),
        `volunteer-photo-${userId}`,
        french ? 'Bénévole engagé(e) au service des visiteurs.' : '热爱家乡，乐于助人，希望用行动传递温暖。',
        status,
        status === '2' ? (french ? 'Photo illisible, merci d’en envoyer une autre.' : '照片不清晰，请重新上传') : '',
        createdAt,
        status === '0' ? null : createdAt + DAY_MS,
      );
      if (status === '1') db.prepare("UPDATE users SET volunteer_status = '1' WHERE id = ?").run(userId);
    };
    if (main) {
      if (user5) {
        addVolunteer(user5, '李晓雯', '2', '1995-06-18', '1', nowMs - 380 * DAY_MS);
        volunteerUsers.push(user5);
      }
      for (const u of VOLUNTEER_DEMO_USERS) {
        addVolunteer(demo.get(u.phone)!, u.realName, u.gender, u.birth, '1', nowMs - (u.phone.endsWith('6') ? 360 : 200) * DAY_MS);
        volunteerUsers.push(demo.get(u.phone)!);
      }
    }
    const generated = main ? 30 : 12;
    for (let i = 0; i < generated; i++) {
      const name = texts.names(rng);
      const created = nowMs - rng.int(30, 700) * DAY_MS;
      const userId = newUser(name, true, created);
      // the last two of each site wait for their audit, one was rejected
      const status = i === generated - 1 || i === generated - 2 ? '0' : i === generated - 3 ? '2' : '1';
      addVolunteer(userId, name, rng.pick(['1', '2']), `${rng.int(1960, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, status, created);
      if (status === '1') volunteerUsers.push(userId);
      else db.prepare("UPDATE users SET volunteer_status = '0' WHERE id = ?").run(userId);
    }

    // --- banners, honours ------------------------------------------------------------------
    texts.banners.forEach((title, i) => {
      db.prepare('INSERT INTO volunteer_banners (site_code, title, image, jump_url, sort) VALUES (?, ?, ?, ?, ?)').run(siteCode, title, `volunteer-banner-${siteCode}-${i + 1}`, i === 0 ? '/volunteer-list/all' : '', i + 1);
    });
    texts.honours.forEach(([name, icon, rule, kind, threshold, points], i) => {
      db.prepare('INSERT INTO volunteer_honours (site_code, name, icon, rule, kind, threshold, points, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        siteCode,
        name,
        `@/files/icons/${icon}.svg`,
        rule,
        kind,
        threshold,
        points,
        i + 1,
      );
    });

    // --- teams --------------------------------------------------------------------------------
    const pool = rng.shuffle(volunteerUsers.filter((u) => u !== user5 && !demo.has(phoneOf(db, u))));
    let cursor = 0;
    const take = (n: number) => {
      const out: number[] = [];
      for (let k = 0; k < n; k++) out.push(pool[(cursor++) % pool.length]!);
      return [...new Set(out)];
    };
    const teams: { id: number; seed: TeamSeed; members: number[]; managers: number[]; founder: number }[] = [];
    texts.teams.forEach((t, i) => {
      const place = placeAt(i * 3);
      const county = counties.find((c) => c.region === place.region) ?? counties[i % Math.max(1, counties.length)];
      const created = nowMs - (500 - i * 40) * DAY_MS;
      const id = Number(
        insertTeam.run(
          siteCode,
          t.kind,
          t.name,
          `volunteer-team-${siteCode}-${i + 1}`,
          county?.region ?? site.region,
          county?.name ?? site.name,
          t.serviceType,
          t.intro,
          place.address,
          place.longitude,
          place.latitude,
          t.status ?? '1',
          i === 0 && main ? 30 : 200,
          newInviteCode(),
          created,
          i + 1,
        ).lastInsertRowid,
      );
      let founder: number;
      let managers: number[] = [];
      let members: number[];
      if (main && i === 0) {
        founder = demo.get('13800000006')!;
        managers = user5 ? [user5] : [];
        members = [demo.get('13800000007')!, ...take(14)];
      } else if (t.kind === '2' && user1 && main && i === 7) {
        [founder] = take(1) as [number];
        members = [user1, ...take(8)];
      } else {
        [founder] = take(1) as [number];
        managers = t.status === '0' ? [] : take(1);
        members = t.status === '0' ? [] : take(rng.int(5, 10));
      }
      members = members.filter((m) => m !== founder && !managers.includes(m));
      const joinedAt = (k: number) => created + (k + 1) * 3 * DAY_MS;
      insertMember.run(id, founder, '3', '1', '', french ? 'Fondateur de l’équipe.' : '团队创始人，负责团队日常管理。', created, created);
      managers.forEach((m, k) => insertMember.run(id, m, '2', '1', '', french ? 'Coordinateur des créneaux.' : '负责排班和签到管理。', joinedAt(k), joinedAt(k)));
      members.forEach((m, k) => insertMember.run(id, m, '1', '1', '', '', joinedAt(k + managers.length), joinedAt(k + managers.length)));
      teams.push({ id, seed: t, members, managers, founder });
    });
    // pending join applications to the first team (a manager approves them)
    const first = teams[0]!;
    const applicants = pool.filter((u) => ![first.founder, ...first.managers, ...first.members].includes(u)).slice(0, 3);
    applicants.forEach((u, k) =>
      insertMember.run(first.id, u, '1', '0', french ? 'Je souhaite aider les visiteurs.' : '希望为家乡文旅出一份力。', '', nowMs - (k + 1) * DAY_MS, null),
    );

    // --- activities, shifts, sign-ins ---------------------------------------------------------
    const at = (day: string, time: string) => instantOf(day, time)!;
    texts.activities.forEach((list, teamIndex) => {
      const team = teams[teamIndex];
      if (!team || team.seed.status === '0') return;
      const crew = [...team.managers, ...team.members];
      list.forEach((a, k) => {
        const place = placeAt(teamIndex * 5 + k + 1);
        const [dailyStart, dailyEnd] = a.hours === 'now' ? aroundNow(nowMs) : a.hours;
        const startDate = dayPlus(a.from);
        const id = Number(
          insertActivity.run({
            site: siteCode,
            team: team.id,
            name: a.name,
            images: [1, 2].map((n) => `volunteer-activity-${siteCode}-${teamIndex + 1}-${k + 1}-${n}`).join(','),
            serviceType: a.serviceType,
            summary: a.summary,
            startDate,
            endDate: dayPlus(a.to),
            dailyStart,
            dailyEnd,
            recruitEnd: a.from > 0 ? dayPlus(a.from - 1) : startDate,
            address: `${place.name} · ${place.address}`,
            lng: place.longitude,
            lat: place.latitude,
            quota: a.quota,
            requirements: a.requirements,
            by: team.founder,
            at: nowMs - (Math.max(0, -a.from) + 10) * DAY_MS,
          }).lastInsertRowid,
        );
        const activity = db.prepare('SELECT * FROM volunteer_activities WHERE id = ?').get(id) as ActivityRow;
        createActivityShifts(db, site, activity, team.founder, activity.created_at);
        const shifts = db.prepare('SELECT * FROM volunteer_shifts WHERE activity_id = ? ORDER BY start_at').all(id) as { id: number; start_at: number; end_at: number }[];
        // who applied: some of the crew; demo users take part in the first team's activities
        let approved = crew.filter(() => rng.chance(0.6)).slice(0, Math.max(1, a.quota - 2));
        if (main && teamIndex === 0 && user5 && !approved.includes(user5)) approved = [user5, ...approved];
        const user7 = demo.get('13800000007');
        if (main && teamIndex === 0 && user7 && a.name !== '金沙遗址博物馆志愿讲解' && !approved.includes(user7)) approved = [user7, ...approved];
        approved = approved.slice(0, a.quota);
        const pending = a.from > 0 ? crew.filter((u) => !approved.includes(u)).slice(0, 2) : [];
        const applied = (u: number) => activity.created_at + rng.int(1, 5) * DAY_MS;
        for (const u of approved) {
          insertApplication.run(id, u, '1', '', applied(u), team.founder, applied(u) + DAY_MS);
          for (const s of shifts) insertRoster.run(s.id, u, '1', 'ACTIVITY', applied(u), team.founder, applied(u) + DAY_MS);
        }
        for (const u of pending) insertApplication.run(id, u, '0', french ? 'Disponible tout le week-end.' : '周末都有空。', nowMs - rng.int(1, 3) * DAY_MS, null, null);
        // finished shifts: most signed in and out; the demo member missed the one three days ago
        for (const s of shifts) {
          if (s.end_at > nowMs) continue;
          for (const u of approved) {
            if (main && u === user7 && a.from === -3) continue;
            if (rng.chance(0.1)) continue;
            const signInAt = s.start_at - rng.int(0, 20) * MINUTE_MS;
            insertSignIn.run(s.id, u, signInAt, rng.pick(['1', '1', '2']), rng.int(5, 300), signInAt);
            const row = db.prepare('SELECT * FROM volunteer_sign_ins WHERE shift_id = ? AND user_id = ?').get(s.id, u) as SignInRow;
            completeService(db, site, row, s.end_at + rng.int(0, 25) * MINUTE_MS, '1', null, s.end_at + 30 * MINUTE_MS);
          }
        }
        // running now: the demo manager already signed in
        if (a.hours === 'now' && user5 && main) {
          const s = shifts[0]!;
          const signInAt = Math.max(s.start_at, nowMs - 40 * MINUTE_MS);
          insertSignIn.run(s.id, user5, signInAt, '1', 86, signInAt);
        }
      });
    });

    // --- the first team's schedule around this month ------------------------------------------
    const crew = [...first.managers, ...first.members];
    const place = placeAt(0);
    for (let offset = -18; offset <= 24; offset += 3) {
      const day = dayPlus(offset);
      const quota = offset === 6 ? 2 : offset === 9 ? 3 : 4;
      const info = insertShift.run(
        siteCode,
        first.id,
        texts.duty,
        day,
        at(day, '09:00'),
        at(day, '12:00'),
        quota,
        place.address,
        place.longitude,
        place.latitude,
        first.founder,
        nowMs - 30 * DAY_MS,
      );
      const shiftId = Number(info.lastInsertRowid);
      const shift = shiftById(db, shiftId)!;
      // picks: past shifts were staffed; upcoming ones have approved and pending picks
      const team = rng.shuffle(crew.filter((u) => u !== demo.get('13800000007')));
      const approvedN = offset === 6 ? 1 : offset === 9 ? 0 : Math.min(quota, rng.int(1, 3));
      const staffed = team.slice(0, approvedN);
      const waiting = offset > 0 ? team.slice(approvedN, approvedN + (offset === 6 ? 2 : offset === 9 ? 0 : rng.int(0, 2))) : [];
      for (const u of staffed) insertRoster.run(shiftId, u, '1', 'PICK', nowMs - 20 * DAY_MS, first.founder, nowMs - 19 * DAY_MS);
      for (const u of waiting) insertRoster.run(shiftId, u, '0', 'PICK', nowMs - rng.int(1, 4) * DAY_MS, null, null);
      if (shift.end_at <= nowMs) {
        for (const u of staffed) {
          const signInAt = shift.start_at - rng.int(0, 15) * MINUTE_MS;
          insertSignIn.run(shiftId, u, signInAt, '1', rng.int(5, 200), signInAt);
          const row = db.prepare('SELECT * FROM volunteer_sign_ins WHERE shift_id = ? AND user_id = ?').get(shiftId, u) as SignInRow;
          completeService(db, site, row, shift.end_at, '1', null, shift.end_at + 10 * MINUTE_MS);
        }
      }
      // the demo member served the duty shift of fifteen days ago too (no draw of the generator:
      // the rest of the data is unchanged): 9 hours in all, so the make-up of the missed 3-hour
      // shift crosses the 10-hour honour
      const user7 = demo.get('13800000007');
      if (main && offset === -15 && user7) {
        insertRoster.run(shiftId, user7, '1', 'PICK', nowMs - 20 * DAY_MS, first.founder, nowMs - 19 * DAY_MS);
        insertSignIn.run(shiftId, user7, shift.start_at - 5 * MINUTE_MS, '1', 40, shift.start_at - 5 * MINUTE_MS);
        const row = db.prepare('SELECT * FROM volunteer_sign_ins WHERE shift_id = ? AND user_id = ?').get(shiftId, user7) as SignInRow;
        completeService(db, site, row, shift.end_at + 5 * MINUTE_MS, '1', null, shift.end_at + 10 * MINUTE_MS);
      }
    }

    // --- brand projects, messages ---------------------------------------------------------------
    texts.projects.forEach(([name, summary, content], i) => {
      db.prepare('INSERT INTO volunteer_projects (site_code, team_id, name, images, summary, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        siteCode,
        first.id,
        name,
        [1, 2, 3].map((n) => `volunteer-project-${siteCode}-${i + 1}-${n}`).join(','),
        summary,
        content,
        nowMs - (200 - i * 50) * DAY_MS,
      );
    });
    for (const u of [first.founder, ...first.managers, ...first.members.slice(0, 1)]) {
      sendMessage(db, { site: siteCode, userId: u, kind: '3', teamId: first.id, title: texts.welcome[0], content: texts.welcome[1], at: nowMs - 2 * DAY_MS });
    }
  }

  env.addServiceMenu('site510100', [
    { name: '志愿者之家', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 1 },
    { name: '志愿者风采', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 2 },
    { name: '社团', menuCode: 'COMMUNITY', icon: 'users-round', sort: 3 },
  ]);
  env.addServiceMenu('site513225', [
    { name: '志愿服务', menuCode: 'VOLUNTEER_SERVICE', icon: 'heart-handshake', sort: 1 },
    { name: '志愿者之家', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 2 },
    { name: '志愿者风采', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 3 },
    { name: '社团', menuCode: 'COMMUNITY', icon: 'users-round', sort: 4 },
  ]);
  env.addServiceMenu('site530700', [
    { name: 'Espace bénévoles', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 1 },
    { name: 'Nos bénévoles', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 2 },
    { name: 'Associations', menuCode: 'COMMUNITY', icon: 'users-round', sort: 3 },
  ]);
  env.addServiceMenu('site620200', [
    { name: '志愿服务', menuCode: 'VOLUNTEER_SERVICE', icon: 'heart-handshake', sort: 1 },
    { name: '志愿者之家', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 2 },
  ]);
}

function phoneOf(db: Database.Database, userId: number): string {
  return (db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as { phone: string | null }).phone ?? '';
}

/** Daily hours of a session running at `nowMs`: from the hour before to three hours after (within the day). */
function aroundNow(nowMs: number): [string, string] {
  const hour = Number(new Date(nowMs + 8 * 3600 * 1000).getUTCHours());
  const start = Math.max(0, Math.min(hour - 1, 19));
  const end = Math.min(23, start + 4);
  return [`${String(start).padStart(2, '0')}:00`, end === 23 ? '23:59' : `${String(end).padStart(2, '0')}:00`];
}
