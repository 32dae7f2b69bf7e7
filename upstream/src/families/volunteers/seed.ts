/**
 * Demo data of the volunteer area on every demo site, each in its language (Chinese; French on
 * Lijiang, English on Guilin, Japanese on Xi'an, Korean on Yanbian, at the sites' own places):
 * volunteers (with pending and rejected applications), teams and community groups with founders,
 * managers, members and join applications, recruiting / running / finished activities with their
 * shifts, a team schedule around this month with picks, sign-ins, a missed shift (for a make-up
 * request), points and honours (earned by the same accounting as live services), brand projects,
 * banners, messages. Deterministic (mulberry32), dates relative to the clock's now at seed time;
 * the language sites come after the others, which keep the same draws (and so the same data).
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
import { createActivityShifts } from './store-activities.ts';
import { newInviteCode } from './store-teams.ts';
import { completeService, dayOf, instantOf, MINUTE_MS, sendMessage, shiftById, type ActivityRow, type SignInRow } from './store.ts';
import { siteGeoOf, wordsOf } from './texts.ts';

/** The demo users this family adds (signed in with SMS like everyone). */
export const VOLUNTEER_DEMO_USERS = [
  { phone: '13800000006', nickname: '建国老师', realName: '王建国', gender: '1', birth: '1978-04-12' },
  { phone: '13800000007', nickname: '雨桐', realName: '陈雨桐', gender: '2', birth: '2001-09-23' },
] as const;

const SURNAMES = ['张', '王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = [
  '子涵',
  '浩然',
  '欣怡',
  '梓轩',
  '雨萱',
  '宇航',
  '诗琪',
  '俊杰',
  '佳怡',
  '明轩',
  '思远',
  '晓彤',
  '嘉怡',
  '天佑',
  '一诺',
  '博文',
  '若曦',
  '志强',
  '秀英',
  '国华',
];
const PINYIN_SURNAMES = ['He', 'Mu', 'He', 'Yang', 'Li', 'Zhao', 'Wang', 'Zhang', 'Yang', 'He'];
const PINYIN_GIVEN = ['Lina', 'Wei', 'Xiaoyu', 'Jun', 'Mei', 'Hao', 'Lan', 'Qiang', 'Yun', 'Fang', 'Lei', 'Ting'];
/** Guilin's common surnames (Zhuang and Han), in pinyin. */
const GUILIN_SURNAMES = ['Wei', 'Huang', 'Qin', 'Mo', 'Tang', 'Liao', 'Lu', 'Jiang', 'Zhou', 'Li'];
/** Xi'an names as Japanese writes them (kanji). */
const XIAN_SURNAMES = ['王', '張', '李', '劉', '楊', '趙', '陳', '馬', '高', '郭', '孫', '何', '韓', '杜', '呉'];
const XIAN_GIVEN = [
  '建国',
  '麗娟',
  '浩然',
  '欣怡',
  '子涵',
  '宇航',
  '俊傑',
  '佳怡',
  '明軒',
  '思遠',
  '暁彤',
  '博文',
  '志強',
  '秀英',
  '国華',
  '雪梅',
  '海燕',
  '文博',
];
/** Yanbian Korean names (Yanbian writes 리, 림, 류 where Seoul writes 이, 임, 유). */
const YANBIAN_SURNAMES = [
  '김',
  '리',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '림',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '전',
  '홍',
  '류',
];
const YANBIAN_GIVEN = [
  '철수',
  '영희',
  '명철',
  '춘화',
  '광호',
  '순자',
  '성민',
  '은희',
  '정호',
  '미란',
  '동철',
  '해연',
  '준호',
  '수진',
  '민준',
  '서연',
  '지훈',
  '혜진',
  '영남',
  '옥순',
];

interface TeamSeed {
  kind: '1' | '2';
  name: string;
  serviceType: string;
  intro: string;
  status?: '0' | '1' | '2';
  /** The place (a name in the site's places table) it is based at; default: one of the site's places. */
  place?: string;
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
  /** The place (a name in the site's places table) it takes place at; default: one of the site's places. */
  place?: string;
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
  /** Generated volunteers (default 12; the last two wait for their audit, the one before was rejected). */
  volunteers?: number;
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
      {
        kind: '1',
        name: '成都文旅志愿服务队',
        serviceType: '1',
        intro: '成都文旅志愿服务队成立于2019年，长期在天府广场、宽窄巷子、杜甫草堂等地开展文明旅游劝导、游客咨询和讲解服务。',
      },
      {
        kind: '1',
        name: '熊猫基地讲解志愿队',
        serviceType: '2',
        intro: '在大熊猫繁育研究基地为游客提供讲解和引导服务，传播大熊猫保护知识。',
      },
      { kind: '1', name: '锦江环保先锋队', serviceType: '4', intro: '守护锦江水清岸绿，定期组织河道清洁、垃圾分类宣传等环保志愿活动。' },
      { kind: '1', name: '蓉城助老服务队', serviceType: '5', intro: '走进社区，为独居老人提供陪伴、智能手机教学和文化活动服务。' },
      { kind: '1', name: '成都马拉松赛会志愿者', serviceType: '3', intro: '为成都马拉松等大型赛事提供补给、引导、医疗辅助等赛会服务。' },
      { kind: '1', name: '青城山应急救援队', serviceType: '6', intro: '在青城山、都江堰景区开展山地救援、急救培训和安全巡查。' },
      { kind: '1', name: '青羊文明交通志愿队', serviceType: '8', intro: '在青羊区主要路口开展文明交通引导。', status: '0' },
      {
        kind: '2',
        name: '蓉城合唱团',
        serviceType: '1',
        intro: '热爱歌唱的市民自发组建的合唱团，每周六下午在文化馆排练，常年参加社区公益演出。',
      },
      { kind: '2', name: '川剧爱好者协会', serviceType: '1', intro: '传承川剧艺术，定期组织变脸、清唱交流和进社区展演。' },
      { kind: '2', name: '城市摄影社', serviceType: '7', intro: '用镜头记录成都的街巷与人情，为文旅宣传提供公益摄影。' },
    ],
    activities: [
      [
        {
          name: '宽窄巷子文明旅游劝导',
          serviceType: '1',
          summary: '在宽窄巷子开展文明旅游劝导和游客咨询，引导游客有序游览。',
          requirements: '年满18周岁，能熟练使用普通话。',
          from: -20,
          to: -19,
          hours: ['09:00', '12:00'],
          quota: 12,
        },
        {
          name: '杜甫草堂讲解服务',
          serviceType: '2',
          summary: '为杜甫草堂游客提供定点讲解和导览服务。',
          requirements: '熟悉杜甫生平及草堂历史，有讲解经验者优先。',
          from: -3,
          to: -3,
          hours: ['09:30', '12:30'],
          quota: 8,
        },
        {
          name: '天府广场旅游咨询服务',
          serviceType: '2',
          summary: '在天府广场旅游咨询点解答游客问询，发放文旅地图。',
          requirements: '热情耐心，能用简单英语交流者优先。',
          from: 0,
          to: 0,
          hours: 'now',
          quota: 10,
        },
        {
          name: '春熙路周末文明劝导',
          serviceType: '1',
          summary: '周末在春熙路步行街开展文明旅游劝导和失物招领服务。',
          requirements: '年满18周岁。',
          from: 5,
          to: 6,
          hours: ['14:00', '17:00'],
          quota: 15,
        },
        {
          name: '金沙遗址博物馆志愿讲解',
          serviceType: '2',
          summary: '招募博物馆志愿讲解员，经培训后上岗服务。',
          requirements: '需参加两次岗前培训，能坚持服务三个月以上。',
          from: 12,
          to: 13,
          hours: ['10:00', '16:00'],
          quota: 6,
        },
      ],
      [
        {
          name: '大熊猫科普讲解',
          serviceType: '2',
          summary: '在熊猫基地月亮产房为游客讲解大熊猫繁育知识。',
          requirements: '热爱动物，表达清晰。',
          from: -10,
          to: -9,
          hours: ['09:00', '12:00'],
          quota: 6,
        },
        {
          name: '熊猫基地游客引导',
          serviceType: '2',
          summary: '节假日游客高峰期在入口和主要路口引导游客。',
          requirements: '能站立服务3小时。',
          from: 8,
          to: 8,
          hours: ['08:30', '12:30'],
          quota: 10,
        },
      ],
      [
        {
          name: '锦江河道清洁行动',
          serviceType: '4',
          summary: '沿锦江九眼桥段清理垃圾，开展环保宣传。',
          requirements: '自备手套和水杯。',
          from: -6,
          to: -6,
          hours: ['09:00', '11:30'],
          quota: 20,
        },
      ],
      [
        {
          name: '社区老人智能手机课堂',
          serviceType: '5',
          summary: '教社区老人使用健康码、视频通话和网上挂号。',
          requirements: '有耐心，熟悉常用手机应用。',
          from: 4,
          to: 4,
          hours: ['14:30', '16:30'],
          quota: 8,
        },
      ],
      [
        {
          name: '成都马拉松补给站服务',
          serviceType: '3',
          summary: '在赛道补给站为选手提供饮水和能量补给。',
          requirements: '能全程参加赛前培训和比赛日服务。',
          from: 15,
          to: 15,
          hours: ['06:30', '13:00'],
          quota: 40,
        },
      ],
      [
        {
          name: '青城山景区安全巡查',
          serviceType: '6',
          summary: '在青城山前山步道开展安全巡查和游客救助。',
          requirements: '持有急救证书者优先，体能良好。',
          from: -13,
          to: -13,
          hours: ['08:00', '14:00'],
          quota: 8,
        },
      ],
    ],
    banners: ['志愿服务月：让文明成为成都最美风景', '招募：成都马拉松赛会志愿者', '致敬每一位文旅志愿者'],
    duty: '游客中心值班',
    honours: CN_HONOURS,
    projects: [
      [
        '文明旅游劝导行动',
        '在热门景区开展文明旅游宣传与劝导的品牌项目。',
        '项目自2019年开展以来，累计服务游客超过十万人次，覆盖宽窄巷子、锦里、春熙路等热门景区。',
      ],
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
        {
          name: '诺日朗游客引导',
          serviceType: '2',
          summary: '在诺日朗中心站引导游客换乘观光车。',
          requirements: '能适应高原环境。',
          from: -8,
          to: -8,
          hours: ['08:00', '12:00'],
          quota: 10,
        },
        {
          name: '长海景点生态宣传',
          serviceType: '4',
          summary: '在长海景点宣传生态保护知识。',
          requirements: '年满18周岁。',
          from: 6,
          to: 7,
          hours: ['09:00', '15:00'],
          quota: 8,
        },
      ],
      [
        {
          name: '藏羌文化讲解',
          serviceType: '1',
          summary: '在游客中心为游客讲解藏羌文化。',
          requirements: '熟悉藏羌文化。',
          from: 10,
          to: 10,
          hours: ['10:00', '16:00'],
          quota: 5,
        },
      ],
      [
        {
          name: '景区步道清洁',
          serviceType: '4',
          summary: '清理景区步道垃圾。',
          requirements: '自备手套。',
          from: -15,
          to: -15,
          hours: ['09:00', '12:00'],
          quota: 15,
        },
      ],
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
      {
        kind: '1',
        name: 'Bénévoles de la vieille ville de Lijiang',
        serviceType: '2',
        intro: 'Accueil et information des visiteurs dans la vieille ville de Lijiang, inscrite au patrimoine mondial.',
      },
      {
        kind: '1',
        name: 'Guides bénévoles de la culture naxie',
        serviceType: '1',
        intro: 'Visites commentées sur l’écriture dongba et les traditions naxies.',
      },
      {
        kind: '1',
        name: 'Gardiens du mont Yulong',
        serviceType: '4',
        intro: 'Nettoyage des sentiers et sensibilisation à la protection du glacier.',
      },
      {
        kind: '2',
        name: 'Orchestre de musique naxie',
        serviceType: '1',
        intro: 'Des amateurs de musique ancienne naxie qui répètent chaque samedi.',
      },
    ],
    activities: [
      [
        {
          name: 'Accueil des visiteurs place Sifang',
          serviceType: '2',
          summary: 'Informer les visiteurs et distribuer des plans de la vieille ville.',
          requirements: 'Parler anglais ou chinois.',
          from: -7,
          to: -7,
          hours: ['09:00', '12:00'],
          quota: 8,
        },
        {
          name: 'Fête des lanternes : orientation du public',
          serviceType: '3',
          summary: 'Orienter le public pendant la fête des lanternes.',
          requirements: 'Être disponible en soirée.',
          from: 9,
          to: 9,
          hours: ['17:00', '21:00'],
          quota: 12,
        },
      ],
      [
        {
          name: 'Visites commentées de l’écriture dongba',
          serviceType: '1',
          summary: 'Présenter l’écriture dongba aux visiteurs du musée.',
          requirements: 'Formation préalable obligatoire.',
          from: 11,
          to: 11,
          hours: ['10:00', '15:00'],
          quota: 4,
        },
      ],
      [
        {
          name: 'Nettoyage du sentier de Yunshanping',
          serviceType: '4',
          summary: 'Ramasser les déchets le long du sentier.',
          requirements: 'Bonne condition physique.',
          from: -12,
          to: -12,
          hours: ['08:30', '12:00'],
          quota: 10,
        },
      ],
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
    projects: [
      [
        'Lijiang accueillante',
        'Le projet phare d’accueil des visiteurs.',
        'Depuis 2020, nos bénévoles ont renseigné plus de 30 000 visiteurs dans la vieille ville.',
      ],
    ],
    welcome: ['Bienvenue dans l’espace bénévoles', 'Consultez les activités, les créneaux et vos heures de service.'],
    names: (rng) => `${rng.pick(PINYIN_SURNAMES)} ${rng.pick(PINYIN_GIVEN)}`,
  },
  site620200: {
    teams: [
      { kind: '1', name: '嘉峪关关城志愿服务队', serviceType: '2', intro: '在嘉峪关关城景区提供游客咨询和讲解服务。' },
      { kind: '1', name: '长城文化宣讲团', serviceType: '1', intro: '宣讲长城历史文化。' },
    ],
    activities: [
      [
        {
          name: '关城游客咨询',
          serviceType: '2',
          summary: '在关城游客中心提供咨询服务。',
          requirements: '年满18周岁。',
          from: -5,
          to: -5,
          hours: ['09:00', '12:00'],
          quota: 6,
        },
      ],
      [
        {
          name: '长城文化进校园',
          serviceType: '1',
          summary: '走进中小学宣讲长城文化。',
          requirements: '有宣讲经验。',
          from: 7,
          to: 7,
          hours: ['14:00', '16:00'],
          quota: 4,
        },
      ],
    ],
    banners: ['雄关漫道，志愿同行'],
    duty: '游客中心值班',
    honours: CN_HONOURS,
    projects: [['长城守护者', '长城文化保护志愿项目。', '组织志愿者开展长城文化宣讲和遗址巡护。']],
    welcome: ['欢迎使用志愿服务', '查看招募活动和服务记录。'],
    names: CN_NAMES,
  },
  // --- the language sites: English (Guilin), Japanese (Xi'an), Korean (Yanbian) ---------------
  site450300: {
    teams: [
      {
        kind: '1',
        name: 'Guilin Visitor Welcome Volunteers',
        serviceType: '2',
        place: 'Elephant Trunk Hill',
        intro:
          'Founded in 2018, the team welcomes visitors at Elephant Trunk Hill, the Two Rivers and Four Lakes and West Street in Yangshuo: directions, maps, lost-and-found and friendly reminders about visiting with care.',
      },
      {
        kind: '1',
        name: 'Li River Guardians',
        serviceType: '4',
        place: 'Li River Scenic Area',
        intro:
          'We keep the Li River and Yulong River banks clean, with a monthly litter pick between Xingping and Yangdi and talks on protecting the karst landscape.',
      },
      {
        kind: '1',
        name: 'Guilin Museum Volunteer Guides',
        serviceType: '1',
        place: 'Guilin Museum',
        intro:
          'Trained volunteer guides leading free tours of the Guilin Museum and reading hours at the Guilin Library, in English and Mandarin.',
      },
      {
        kind: '1',
        name: 'Yangshuo Helping Hands',
        serviceType: '5',
        place: 'Yangshuo Museum',
        intro: 'Visits to older residents of Yangshuo County: company, help on market days and smartphone lessons.',
      },
      {
        kind: '1',
        name: 'Longji Terraces Mountain Rescue',
        serviceType: '6',
        place: 'Longji Rice Terraces',
        intro: 'Trail patrols, first-aid posts and rescue training on the Longji Rice Terraces paths around Ping’an and Dazhai.',
      },
      {
        kind: '2',
        name: 'Osmanthus Folk Song Club',
        serviceType: '1',
        place: 'Guilin Cultural Centre',
        intro:
          'Lovers of the folk songs of Liu Sanjie who rehearse every Sunday afternoon at the Guilin Cultural Centre and sing at community shows.',
      },
    ],
    activities: [
      [
        {
          name: 'Visitor help at Elephant Trunk Hill',
          serviceType: '2',
          place: 'Elephant Trunk Hill',
          summary: 'Answer visitors’ questions, hand out maps and help the queue move at the Elephant Trunk Hill gate.',
          requirements: 'Aged 18 or over; basic English or Mandarin.',
          from: -9,
          to: -9,
          hours: ['09:00', '12:00'],
          quota: 8,
        },
        {
          name: 'Evening welcome at the Two Rivers and Four Lakes',
          serviceType: '2',
          place: 'Two Rivers and Four Lakes',
          summary: 'Guide evening visitors to the night-cruise piers and help with boarding by the Sun and Moon Pagodas.',
          requirements: 'Available in the evening.',
          from: -2,
          to: -2,
          hours: ['18:30', '21:30'],
          quota: 6,
        },
        {
          name: 'Holiday welcome on West Street',
          serviceType: '2',
          place: 'West Street, Yangshuo',
          summary: 'Help the holiday crowds on West Street, Yangshuo: directions, lost-and-found and reminders about visiting with care.',
          requirements: 'Able to stand for three hours; a second language is a plus.',
          from: 6,
          to: 7,
          hours: ['14:00', '17:00'],
          quota: 12,
        },
      ],
      [
        {
          name: 'Li River bank clean-up at Xingping',
          serviceType: '4',
          place: 'Li River Scenic Area',
          summary: 'Pick up litter along the riverbank near Xingping Ancient Town and talk to visitors about leaving no trace.',
          requirements: 'Bring gloves and a water bottle.',
          from: -12,
          to: -12,
          hours: ['08:30', '11:30'],
          quota: 20,
        },
        {
          name: 'Yulong River raft landing clean-up',
          serviceType: '4',
          place: 'Yulong River',
          summary: 'Clear the bamboo-raft landings by Yulong Bridge of plastic and fishing line.',
          requirements: 'Able to walk on uneven ground; boots advised.',
          from: 10,
          to: 10,
          hours: ['09:00', '12:00'],
          quota: 15,
        },
      ],
      [
        {
          name: 'Guided tours at the Guilin Museum',
          serviceType: '1',
          place: 'Guilin Museum',
          summary: 'Lead 40-minute tours of the galleries on Guilin’s history and the peoples of northern Guangxi.',
          requirements: 'Two training sessions before the first tour.',
          from: 12,
          to: 13,
          hours: ['10:00', '16:00'],
          quota: 6,
        },
        {
          name: 'Legends story hour at the Guilin Library',
          serviceType: '1',
          place: 'Guilin Library',
          summary: 'Read picture books about the legends of Elephant Trunk Hill and Liu Sanjie to children.',
          requirements: 'Good with children.',
          from: -5,
          to: -5,
          hours: ['15:00', '17:00'],
          quota: 5,
        },
      ],
      [
        {
          name: 'Smartphone class for older residents',
          serviceType: '5',
          place: 'Yangshuo Museum',
          summary: 'Teach older residents of Yangshuo to make video calls, pay by phone and book hospital appointments.',
          requirements: 'Patient; familiar with common phone apps.',
          from: 4,
          to: 4,
          hours: ['14:30', '16:30'],
          quota: 8,
        },
      ],
      [
        {
          name: 'Trail safety patrol at Longji',
          serviceType: '6',
          place: 'Longji Rice Terraces',
          summary:
            'Patrol the terrace trails between Ping’an Zhuang Village and the Seven Stars and the Moon viewpoint; help tired or injured hikers.',
          requirements: 'First-aid certificate preferred; good fitness.',
          from: -15,
          to: -15,
          hours: ['08:00', '14:00'],
          quota: 8,
        },
      ],
    ],
    banners: [
      'Volunteer in Guilin: be part of the landscape',
      'Now recruiting: holiday welcome volunteers for West Street',
      'Thank you to every Li River Guardian',
    ],
    duty: 'Visitor centre duty',
    honours: [
      ['First step', 'sprout', 'Complete your first volunteer service', 'SHIFTS', 1, 10],
      ['Team newcomer', 'users', 'Join a volunteer team', 'TEAMS', 1, 5],
      ['Ten hours of service', 'clock', 'Serve 10 hours in all', 'HOURS', 10, 20],
      ['Activity regular', 'flag', 'Take part in 5 activities', 'ACTIVITIES', 5, 30],
      ['Fifty hours of service', 'medal', 'Serve 50 hours in all', 'HOURS', 50, 50],
      ['Staying power', 'calendar-check', 'Complete 20 shifts', 'SHIFTS', 20, 50],
      ['A hundred hours of service', 'trophy', 'Serve 100 hours in all', 'HOURS', 100, 100],
    ],
    projects: [
      [
        'Welcome to Guilin',
        'Our flagship visitor-welcome project.',
        'Since 2018 our volunteers have helped more than 50,000 visitors at Elephant Trunk Hill, the Two Rivers and Four Lakes and West Street in Yangshuo.',
      ],
      [
        'Clean Li River',
        'Keeping the river and its banks clean.',
        'A clean-up every month from Xingping to Yangdi: more than three tonnes of litter taken off the banks since 2020.',
      ],
    ],
    welcome: ['Welcome to the volunteer centre', 'Find activities, your team’s shifts and your service records here.'],
    names: (rng) => `${rng.pick(GUILIN_SURNAMES)} ${rng.pick(PINYIN_GIVEN)}`,
    volunteers: 20,
  },
  site610100: {
    teams: [
      {
        kind: '1',
        name: '西安観光ボランティア隊',
        serviceType: '2',
        place: '鐘楼・鼓楼',
        intro: '2017年に発足。鐘楼・鼓楼、大雁塔、西安城壁などで観光案内やマナーの呼びかけを行っています。',
      },
      {
        kind: '1',
        name: '兵馬俑ボランティアガイド',
        serviceType: '1',
        place: '秦始皇兵馬俑博物館',
        intro: '秦始皇兵馬俑博物館と陝西歴史博物館で、兵馬俑や周・秦・漢・唐の歴史をわかりやすくご案内します。',
      },
      {
        kind: '1',
        name: '城壁クリーンアップ隊',
        serviceType: '4',
        place: '西安城壁',
        intro: '西安城壁の上と環城公園で、月に一度の清掃活動と環境保護の呼びかけを行っています。',
      },
      {
        kind: '1',
        name: '長安シルバーサポート',
        serviceType: '5',
        place: '西安図書館',
        intro: '一人暮らしの高齢者の見守りや、図書館でのスマートフォン教室を続けています。',
      },
      {
        kind: '1',
        name: '西安マラソン大会ボランティア',
        serviceType: '3',
        place: '西安城壁',
        intro: '西安マラソンなどの大会で、給水・誘導・救護の補助を担当します。',
      },
      {
        kind: '2',
        name: '秦腔を楽しむ会',
        serviceType: '1',
        place: '西安市文化館',
        intro: '陝西の伝統劇・秦腔を愛する市民のサークルです。毎週土曜の午後に文化館で練習し、地域の公演にも出演しています。',
      },
    ],
    activities: [
      [
        {
          name: '大雁塔北広場の観光案内',
          serviceType: '2',
          place: '大雁塔・大慈恩寺',
          summary: '大雁塔北広場で観光客の質問に答え、観光マップを配ります。',
          requirements: '18歳以上の方。簡単な英語ができる方歓迎。',
          from: -8,
          to: -8,
          hours: ['09:00', '12:00'],
          quota: 10,
        },
        {
          name: '大唐芙蓉園の夜のイベント案内',
          serviceType: '2',
          place: '大唐芙蓉園',
          summary: '夜のショーに合わせて来園者を誘導し、迷子や落とし物に対応します。',
          requirements: '夜間に参加できる方。',
          from: -3,
          to: -3,
          hours: ['18:00', '21:00'],
          quota: 8,
        },
        {
          name: '鐘楼・鼓楼周辺のマナー啓発',
          serviceType: '1',
          place: '鐘楼・鼓楼',
          summary: '週末の鐘楼・鼓楼と回民街の周辺で、観光マナーの呼びかけと道案内を行います。',
          requirements: '18歳以上の方。',
          from: 5,
          to: 6,
          hours: ['14:00', '17:00'],
          quota: 15,
        },
      ],
      [
        {
          name: '兵馬俑一号坑のガイド',
          serviceType: '1',
          place: '秦始皇兵馬俑博物館',
          summary: '一号坑で兵馬俑の並び方や発掘の歴史を解説します。',
          requirements: '事前研修（2回）に参加できる方。',
          from: 11,
          to: 12,
          hours: ['10:00', '15:00'],
          quota: 6,
        },
        {
          name: '陝西歴史博物館の展示解説',
          serviceType: '1',
          place: '陝西歴史博物館',
          summary: '周・秦・漢・唐の名品を中心に、常設展をご案内します。',
          requirements: '中国の歴史に関心のある方。',
          from: -11,
          to: -11,
          hours: ['09:30', '12:30'],
          quota: 5,
        },
      ],
      [
        {
          name: '城壁の上の清掃ウォーク',
          serviceType: '4',
          place: '西安城壁',
          summary: '永寧門から含光門まで城壁の上を歩きながら、ごみを拾います。',
          requirements: '軍手と水筒をご持参ください。',
          from: -14,
          to: -14,
          hours: ['08:30', '11:30'],
          quota: 20,
        },
      ],
      [
        {
          name: '高齢者のためのスマホ教室',
          serviceType: '5',
          place: '西安図書館',
          summary: 'ビデオ通話やキャッシュレス決済、病院の予約のしかたをお教えします。',
          requirements: 'スマートフォンの操作に慣れている方。',
          from: 3,
          to: 3,
          hours: ['14:30', '16:30'],
          quota: 8,
        },
      ],
      [
        {
          name: '西安マラソン給水所スタッフ',
          serviceType: '3',
          place: '西安城壁',
          summary: 'コース沿いの給水所で、ランナーに水とスポーツドリンクを手渡します。',
          requirements: '事前説明会と大会当日の両方に参加できる方。',
          from: 16,
          to: 16,
          hours: ['06:30', '13:00'],
          quota: 30,
        },
      ],
    ],
    banners: ['ボランティアで、古都・西安をもっと身近に', '西安マラソン大会ボランティア募集中', 'すべてのボランティアに感謝を込めて'],
    duty: '観光案内所の当番',
    honours: [
      ['はじめの一歩', 'sprout', '初めてのボランティア活動を完了する', 'SHIFTS', 1, 10],
      ['チームの新メンバー', 'users', 'ボランティアチームに参加する', 'TEAMS', 1, 5],
      ['ボランティア10時間', 'clock', '活動時間の合計が10時間に達する', 'HOURS', 10, 20],
      ['イベントの常連', 'flag', '募集活動に5回参加する', 'ACTIVITIES', 5, 30],
      ['ボランティア50時間', 'medal', '活動時間の合計が50時間に達する', 'HOURS', 50, 50],
      ['継続は力なり', 'calendar-check', 'シフトを20回完了する', 'SHIFTS', 20, 50],
      ['ボランティア100時間', 'trophy', '活動時間の合計が100時間に達する', 'HOURS', 100, 100],
    ],
    projects: [
      [
        'ようこそ古都・西安へ',
        '観光客をお迎えする看板プロジェクトです。',
        '2017年から、鐘楼・鼓楼や大雁塔で延べ8万人を超える観光客をご案内してきました。',
      ],
      ['城壁をきれいに', '西安城壁の美化プロジェクトです。', '毎月の清掃ウォークで、全長約14キロの城壁と環城公園をきれいに保っています。'],
    ],
    welcome: ['ボランティアセンターへようこそ', '募集中の活動、チームのシフト、活動記録をここで確認できます。'],
    names: (rng) => `${rng.pick(XIAN_SURNAMES)}${rng.pick(XIAN_GIVEN)}`,
    volunteers: 20,
  },
  site222400: {
    teams: [
      {
        kind: '1',
        name: '연길 관광 자원봉사단',
        serviceType: '2',
        place: '중국조선족민속원',
        intro: '2016년에 창단되어 연길 시내와 중국조선족민속원, 모아산 일대에서 관광 안내와 질서 유지 봉사를 하고 있습니다.',
      },
      {
        kind: '1',
        name: '장백산 안전지킴이',
        serviceType: '6',
        place: '장백산 북경구',
        intro: '장백산 북경구 탐방로에서 안전 순찰과 응급 처치, 길 잃은 관광객 구조를 맡고 있습니다.',
      },
      {
        kind: '1',
        name: '윤동주 문학 해설단',
        serviceType: '1',
        place: '용정 윤동주 기념관',
        intro: '용정의 윤동주 생가와 기념관에서 시인의 삶과 작품을 해설합니다.',
      },
      {
        kind: '1',
        name: '두만강 생태지킴이',
        serviceType: '4',
        place: '도문 두만강 국경',
        intro: '두만강과 해란강 기슭의 쓰레기를 줍고 생태 보호를 알리는 환경 봉사단입니다.',
      },
      {
        kind: '1',
        name: '연길 어르신 돌봄 봉사대',
        serviceType: '5',
        place: '연변도서관',
        intro: '홀로 사는 어르신을 찾아가 말벗이 되어 드리고, 도서관에서 스마트폰 교실을 엽니다.',
      },
      {
        kind: '2',
        name: '연변 농악무 동호회',
        serviceType: '1',
        place: '연길시 문화관',
        intro: '조선족 전통 농악무와 상모춤을 즐기는 시민 동호회입니다. 매주 토요일 오후 문화관에서 연습하고 지역 행사에서 공연합니다.',
      },
    ],
    activities: [
      [
        {
          name: '조선족민속원 관광 안내',
          serviceType: '2',
          place: '중국조선족민속원',
          summary: '민속원 입구에서 관광객의 질문에 답하고 안내 지도를 나누어 드립니다.',
          requirements: '만 18세 이상, 한국어와 중국어가 가능한 분.',
          from: -10,
          to: -10,
          hours: ['09:00', '12:00'],
          quota: 8,
        },
        {
          name: '연변박물관 전시 안내',
          serviceType: '1',
          place: '연변박물관',
          summary: '조선족 역사와 민속 전시실을 관람객에게 안내합니다.',
          requirements: '사전 교육 1회 참석 필수.',
          from: -4,
          to: -4,
          hours: ['13:30', '16:30'],
          quota: 6,
        },
        {
          name: '모아산 등산로 주말 안내',
          serviceType: '2',
          place: '모아산 국가삼림공원',
          summary: '주말 등산객이 많은 모아산 입구에서 길 안내와 산불 예방 홍보를 합니다.',
          requirements: '3시간 동안 서서 봉사할 수 있는 분.',
          from: 5,
          to: 6,
          hours: ['08:30', '11:30'],
          quota: 10,
        },
      ],
      [
        {
          name: '장백산 천지 탐방로 안전 순찰',
          serviceType: '6',
          place: '장백산 북경구',
          summary: '천지 탐방로에서 안전 순찰을 하고 고산 증세가 있는 관광객을 돕습니다.',
          requirements: '응급처치 자격증 소지자 우대, 체력이 좋은 분.',
          from: -13,
          to: -13,
          hours: ['08:00', '14:00'],
          quota: 8,
        },
      ],
      [
        {
          name: '윤동주 생가 해설 봉사',
          serviceType: '1',
          place: '윤동주 생가',
          summary: '생가와 교회, 시비를 돌며 「서시」 등 대표작을 소개합니다.',
          requirements: '사전 교육 2회 참석 필수.',
          from: 9,
          to: 10,
          hours: ['10:00', '15:00'],
          quota: 5,
        },
      ],
      [
        {
          name: '두만강 강변 정화 활동',
          serviceType: '4',
          place: '도문 두만강 국경',
          summary: '도문 두만강 강변 산책로의 쓰레기를 줍고 환경 보호를 알립니다.',
          requirements: '장갑과 물병을 준비해 주세요.',
          from: -7,
          to: -7,
          hours: ['09:00', '11:30'],
          quota: 20,
        },
        {
          name: '해란강 생태 캠페인',
          serviceType: '4',
          place: '해란강 풍경구',
          summary: '해란강 풍경구 산책로에서 쓰레기 되가져가기 캠페인을 엽니다.',
          requirements: '만 16세 이상.',
          from: 13,
          to: 13,
          hours: ['09:00', '12:00'],
          quota: 12,
        },
      ],
      [
        {
          name: '어르신 스마트폰 교실',
          serviceType: '5',
          place: '연변도서관',
          summary: '어르신들께 영상 통화와 모바일 결제, 병원 예약 방법을 알려 드립니다.',
          requirements: '인내심이 있고 스마트폰에 익숙한 분.',
          from: 3,
          to: 3,
          hours: ['14:30', '16:30'],
          quota: 8,
        },
      ],
    ],
    banners: ['자원봉사로 함께 만드는 아름다운 연변', '장백산 안전지킴이 모집', '모든 자원봉사자께 감사드립니다'],
    duty: '관광안내소 근무',
    honours: [
      ['첫걸음', 'sprout', '첫 자원봉사 활동 완료', 'SHIFTS', 1, 10],
      ['새내기 팀원', 'users', '자원봉사 팀에 가입', 'TEAMS', 1, 5],
      ['봉사 10시간', 'clock', '누적 봉사 시간 10시간 달성', 'HOURS', 10, 20],
      ['활동 단골', 'flag', '모집 활동 5회 참가', 'ACTIVITIES', 5, 30],
      ['봉사 50시간', 'medal', '누적 봉사 시간 50시간 달성', 'HOURS', 50, 50],
      ['꾸준함의 힘', 'calendar-check', '봉사 일정 20회 완료', 'SHIFTS', 20, 50],
      ['봉사 100시간', 'trophy', '누적 봉사 시간 100시간 달성', 'HOURS', 100, 100],
    ],
    projects: [
      [
        '어서 오세요, 연변',
        '관광객 환대 대표 프로젝트입니다.',
        '2016년부터 자원봉사자들이 연길 시내와 조선족민속원에서 6만 명이 넘는 관광객을 안내했습니다.',
      ],
      [
        '깨끗한 두만강',
        '두만강과 해란강을 지키는 환경 프로젝트입니다.',
        '매달 강변 정화 활동을 열어 두만강과 해란강의 맑은 물을 지키고 있습니다.',
      ],
    ],
    welcome: ['자원봉사 센터에 오신 것을 환영합니다', '모집 중인 활동, 팀 봉사 일정, 봉사 기록을 여기에서 확인하세요.'],
    names: (rng) => `${rng.pick(YANBIAN_SURNAMES)}${rng.pick(YANBIAN_GIVEN)}`,
    volunteers: 20,
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
  const insertCredit = db.prepare(
    "INSERT OR IGNORE INTO credit (phone, score, status, lose_promise_count, period) VALUES (?, 100, '', 0, NULL)",
  );
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
    const info = insertUser.run(
      unid,
      p,
      nickname,
      `@/files/avatars/${unid}.svg`,
      volunteer ? '1' : '0',
      phone ? demoOpenId(Number(p.slice(-2))) : null,
      0,
      createdAt,
    );
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
    const words = wordsOf(site).seed;
    const main = siteCode === 'site510100';
    // the language sites name their counties in their language (the division's names are Chinese)
    const geo = siteGeoOf(siteCode);
    const counties: { region: string; name: string }[] = geo
      ? geo.counties.map((c) => ({ region: c.code, name: c.label ?? c.code }))
      : childrenOf(site.region).filter((c) => !/市辖区/.test(c.name));
    // there, a town's place (12-digit region) counts in its county
    const countyOf = (region: string) => (geo ? region.slice(0, 6) : region);
    const places = db
      .prepare(
        "SELECT name, address, longitude, latitude, region FROM places WHERE site_code = ? AND resource_type IN ('CONTENT_TYPE_VENUE', 'CONTENT_TYPE_SCENERY') ORDER BY sort, id LIMIT 30",
      )
      .all(siteCode) as { name: string; address: string; longitude: number; latitude: number; region: string }[];
    const placeAt = (i: number) =>
      places[i % Math.max(1, places.length)] ?? {
        name: site.name,
        address: site.name,
        longitude: 104.0657,
        latitude: 30.6574,
        region: site.region,
      };
    const placeNamed = (name: string) => {
      const row = db
        .prepare('SELECT name, address, longitude, latitude, region FROM places WHERE site_code = ? AND name = ? ORDER BY id LIMIT 1')
        .get(siteCode, name) as { name: string; address: string; longitude: number; latitude: number; region: string } | undefined;
      if (!row) throw new Error(`volunteers seed: no place named ${name} on ${siteCode}`);
      return row;
    };

    // --- volunteers -----------------------------------------------------------------------
    const volunteerUsers: number[] = [];
    const addVolunteer = (userId: number, name: string, gender: string, birth: string, status: string, createdAt: number) => {
      const skills = rng
        .shuffle(SKILL_CODES)
        .slice(0, rng.int(1, 3))
        .sort((a, b) => Number(a) - Number(b));
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
        words.volunteerIntro,
        status,
        status === '2' ? words.photoRejected : '',
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
    const generated = main ? 30 : (texts.volunteers ?? 12);
    for (let i = 0; i < generated; i++) {
      const name = texts.names(rng);
      const created = nowMs - rng.int(30, 700) * DAY_MS;
      const userId = newUser(name, true, created);
      // the last two of each site wait for their audit, one was rejected
      const status = i === generated - 1 || i === generated - 2 ? '0' : i === generated - 3 ? '2' : '1';
      addVolunteer(
        userId,
        name,
        rng.pick(['1', '2']),
        `${rng.int(1960, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        status,
        created,
      );
      if (status === '1') volunteerUsers.push(userId);
      else db.prepare("UPDATE users SET volunteer_status = '0' WHERE id = ?").run(userId);
    }

    // --- banners, honours ------------------------------------------------------------------
    texts.banners.forEach((title, i) => {
      db.prepare('INSERT INTO volunteer_banners (site_code, title, image, jump_url, sort) VALUES (?, ?, ?, ?, ?)').run(
        siteCode,
        title,
        `volunteer-banner-${siteCode}-${i + 1}`,
        i === 0 ? '/volunteer-list/all' : '',
        i + 1,
      );
    });
    texts.honours.forEach(([name, icon, rule, kind, threshold, points], i) => {
      db.prepare(
        'INSERT INTO volunteer_honours (site_code, name, icon, rule, kind, threshold, points, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(siteCode, name, `@/files/icons/${icon}.svg`, rule, kind, threshold, points, i + 1);
    });

    // --- teams --------------------------------------------------------------------------------
    const pool = rng.shuffle(volunteerUsers.filter((u) => u !== user5 && !demo.has(phoneOf(db, u))));
    let cursor = 0;
    const take = (n: number) => {
      const out: number[] = [];
      for (let k = 0; k < n; k++) out.push(pool[cursor++ % pool.length]!);
      return [...new Set(out)];
    };
    const teams: { id: number; seed: TeamSeed; members: number[]; managers: number[]; founder: number }[] = [];
    texts.teams.forEach((t, i) => {
      const place = t.place ? placeNamed(t.place) : placeAt(i * 3);
      const county = counties.find((c) => c.region === countyOf(place.region)) ?? counties[i % Math.max(1, counties.length)];
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
      insertMember.run(id, founder, '3', '1', '', words.founderIntro, created, created);
      managers.forEach((m, k) => insertMember.run(id, m, '2', '1', '', words.managerIntro, joinedAt(k), joinedAt(k)));
      members.forEach((m, k) => insertMember.run(id, m, '1', '1', '', '', joinedAt(k + managers.length), joinedAt(k + managers.length)));
      teams.push({ id, seed: t, members, managers, founder });
    });
    // pending join applications to the first team (a manager approves them)
    const first = teams[0]!;
    const applicants = pool.filter((u) => ![first.founder, ...first.managers, ...first.members].includes(u)).slice(0, 3);
    applicants.forEach((u, k) => insertMember.run(first.id, u, '1', '0', words.joinReason, '', nowMs - (k + 1) * DAY_MS, null));

    // --- activities, shifts, sign-ins ---------------------------------------------------------
    const at = (day: string, time: string) => instantOf(day, time)!;
    texts.activities.forEach((list, teamIndex) => {
      const team = teams[teamIndex];
      if (!team || team.seed.status === '0') return;
      const crew = [...team.managers, ...team.members];
      list.forEach((a, k) => {
        const place = a.place ? placeNamed(a.place) : placeAt(teamIndex * 5 + k + 1);
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
        const shifts = db.prepare('SELECT * FROM volunteer_shifts WHERE activity_id = ? ORDER BY start_at').all(id) as {
          id: number;
          start_at: number;
          end_at: number;
        }[];
        // who applied: some of the crew; demo users take part in the first team's activities
        let approved = crew.filter(() => rng.chance(0.6)).slice(0, Math.max(1, a.quota - 2));
        if (main && teamIndex === 0 && user5 && !approved.includes(user5)) approved = [user5, ...approved];
        const user7 = demo.get('13800000007');
        if (main && teamIndex === 0 && user7 && a.name !== '金沙遗址博物馆志愿讲解' && !approved.includes(user7))
          approved = [user7, ...approved];
        approved = approved.slice(0, a.quota);
        const pending = a.from > 0 ? crew.filter((u) => !approved.includes(u)).slice(0, 2) : [];
        const applied = (_u: number) => activity.created_at + rng.int(1, 5) * DAY_MS;
        for (const u of approved) {
          insertApplication.run(id, u, '1', '', applied(u), team.founder, applied(u) + DAY_MS);
          for (const s of shifts) insertRoster.run(s.id, u, '1', 'ACTIVITY', applied(u), team.founder, applied(u) + DAY_MS);
        }
        for (const u of pending) insertApplication.run(id, u, '0', words.applicationRemark, nowMs - rng.int(1, 3) * DAY_MS, null, null);
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
        // running now: the demo manager already signed in (the shift under way: in a day's last
        // minute, after its 23:59 end, none is, and the finished shifts above have their sign-ins)
        const running = a.hours === 'now' && user5 && main ? shifts.find((s) => s.start_at <= nowMs && nowMs < s.end_at) : undefined;
        if (running && user5) {
          const signInAt = Math.max(running.start_at, nowMs - 40 * MINUTE_MS);
          insertSignIn.run(running.id, user5, signInAt, '1', 86, signInAt);
        }
      });
    });

    // --- the first team's schedule around this month ------------------------------------------
    const crew = [...first.managers, ...first.members];
    const place = first.seed.place ? placeNamed(first.seed.place) : placeAt(0);
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
      db.prepare(
        'INSERT INTO volunteer_projects (site_code, team_id, name, images, summary, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
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
      sendMessage(db, {
        site: siteCode,
        userId: u,
        kind: '3',
        teamId: first.id,
        title: texts.welcome[0],
        content: texts.welcome[1],
        at: nowMs - 2 * DAY_MS,
      });
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
  env.addServiceMenu('site450300', [
    { name: 'Volunteer centre', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 1 },
    { name: 'Our volunteers', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 2 },
    { name: 'Community groups', menuCode: 'COMMUNITY', icon: 'users-round', sort: 3 },
  ]);
  env.addServiceMenu('site610100', [
    { name: 'ボランティアセンター', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 1 },
    { name: 'ボランティア紹介', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 2 },
    { name: 'サークル', menuCode: 'COMMUNITY', icon: 'users-round', sort: 3 },
  ]);
  env.addServiceMenu('site222400', [
    { name: '자원봉사 센터', menuCode: 'VOLUNTEER', icon: 'hand-heart', sort: 1 },
    { name: '자원봉사자 소개', menuCode: 'VOLUNTEER_LIST', icon: 'award', sort: 2 },
    { name: '동호회', menuCode: 'COMMUNITY', icon: 'users-round', sort: 3 },
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
