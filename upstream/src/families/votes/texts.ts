/**
 * The votes family's words: its refusals and answers, and its demo data per demo site (the French,
 * English, Japanese and Korean sites' in their language; days are relative to the seed's now).
 */
import type { ServiceMenuSeed } from '../../family.ts';

export interface VoteSeed {
  title: string;
  type: 'IMAGE' | 'VIDEO';
  description: string;
  rules: string;
  /** Sign-up window [from, to) in days from now. */
  join: [number, number];
  /** Voting window [from, to) in days from now. */
  voting: [number, number];
  dayLimit: number;
  workDayLimit: number;
  userWorkLimit: number;
  maxImages: number;
  allowJoin: boolean;
  needAudit: boolean;
  works: Array<{ title: string; author: string; description: string }>;
}

export interface VoteSiteSeed {
  siteCode: string;
  votes: VoteSeed[];
  menu: ServiceMenuSeed[];
}

const CN_MENU: ServiceMenuSeed[] = [
  { name: '在线投票', menuCode: 'VOTE_LIST', icon: 'vote', sort: 40 },
  { name: '我的投票', menuCode: 'USER_VOTE', icon: 'trophy', sort: 50 },
];

const works = (titles: string[], authors: string[], what: string) =>
  titles.map((title, i) => ({ title, author: authors[i % authors.length]!, description: `${title}：${what}` }));

const STREETS = [
  '宽窄巷子的午后',
  '玉林路的小酒馆',
  '太古里的夜',
  '锦里灯笼',
  '人民公园盖碗茶',
  '东郊记忆',
  '望平街晨光',
  '府南河畔',
  '文殊院的银杏',
  '春熙路人潮',
  '九眼桥夜色',
  '奎星楼街',
];
const AUTHORS = ['陈晓', '李蓉', '王一鸣', '赵雨桐', '周子墨', '刘思琪', '黄文', '吴桐'];

export const VOTE_SEED: readonly VoteSiteSeed[] = [
  {
    siteCode: 'site510100',
    menu: CN_MENU,
    votes: [
      {
        title: '“最美成都街巷”摄影大赛',
        type: 'IMAGE',
        description: '<p>用镜头记录成都街巷的烟火气。作品征集与投票同步进行，按得票数评出一、二、三等奖。</p>',
        rules: '每人每天可投3票，每件作品每天限投1票；每人限报名1件作品，每件最多3张图片。',
        join: [-20, 10],
        voting: [-10, 20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: works(STREETS, AUTHORS, '街巷里的成都生活'),
      },
      {
        title: '非遗传承短视频征集',
        type: 'VIDEO',
        description: '<p>拍一段 1 分钟以内的非遗技艺短视频：蜀绣、竹编、川剧变脸……作品经审核后展示。</p>',
        rules: '每人每天可投5票，每件作品每天限投2票；每人最多报名2件作品，作品审核通过后展示。',
        join: [-15, 15],
        voting: [-5, 25],
        dayLimit: 5,
        workDayLimit: 2,
        userWorkLimit: 2,
        maxImages: 1,
        allowJoin: true,
        needAudit: true,
        works: works(['蜀绣一针', '竹编的温度', '变脸三秒', '漆艺时光', '糖画师傅'], AUTHORS, '非遗技艺短视频'),
      },
      {
        title: '熊猫文创设计大赛',
        type: 'IMAGE',
        description: '<p>以大熊猫为主题设计文创产品，作品征集中，投票稍后开始。</p>',
        rules: '每人每天可投3票，每件作品每天限投1票；作品审核通过后展示。',
        join: [-3, 20],
        voting: [21, 35],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: true,
        works: works(['竹林晨曦帆布袋', '团团圆圆冰箱贴', '熊猫茶礼盒', '功夫熊猫书签'], AUTHORS, '熊猫主题文创'),
      },
      {
        title: '2025 成都网红打卡地评选',
        type: 'IMAGE',
        description: '<p>评选结果已揭晓，感谢参与。</p>',
        rules: '每人每天可投5票，每件作品每天限投1票。',
        join: [-90, -60],
        voting: [-60, -30],
        dayLimit: 5,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: false,
        needAudit: false,
        works: works(
          ['339 电视塔', '东郊记忆', '安仁古镇', '天府艺术公园', '熊猫基地', '都江堰', '黄龙溪', '青城山'],
          AUTHORS,
          '网红打卡地',
        ),
      },
    ],
  },
  {
    siteCode: 'site513225',
    menu: CN_MENU,
    votes: [
      {
        title: '九寨四季摄影大赛',
        type: 'IMAGE',
        description: '<p>春之花、夏之水、秋之林、冬之雪——投出你心中最美的九寨。</p>',
        rules: '每人每天可投3票，每件作品每天限投1票。',
        join: [-30, 5],
        voting: [-10, 30],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: works(['五花海秋色', '诺日朗瀑布', '长海冬雪', '镜海倒影', '树正群海', '珍珠滩'], ['扎西', '卓玛', '李想'], '九寨四季风光'),
      },
    ],
  },
  {
    siteCode: 'site530700',
    menu: [
      { name: 'Votes en ligne', menuCode: 'VOTE_LIST', icon: 'vote', sort: 40 },
      { name: 'Mes votes', menuCode: 'USER_VOTE', icon: 'trophy', sort: 50 },
    ],
    votes: [
      {
        title: 'Concours photo « Vieille ville de Lijiang »',
        type: 'IMAGE',
        description: '<p>Ruelles, canaux et toits de la vieille ville : votez pour vos photos préférées.</p>',
        rules: '3 votes par jour et par personne, 1 vote par jour pour une même photo ; une participation par personne.',
        join: [-20, 10],
        voting: [-10, 20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: [
          { title: 'Canal au matin', author: 'Camille', description: 'Le canal de Sifang à l’aube.' },
          { title: 'Toits de Dayan', author: 'Louis', description: 'Les toits vus du parc du Lion.' },
          { title: 'Lanternes', author: 'Inès', description: 'Le soir dans la rue principale.' },
          { title: 'Roue à eau', author: 'Hugo', description: 'La grande roue à eau de l’entrée.' },
          { title: 'Marché naxi', author: 'Léa', description: 'Étals du marché du matin.' },
          { title: 'Montagne du Dragon de jade', author: 'Nathan', description: 'Le massif vu de la vieille ville.' },
        ],
      },
      {
        title: 'Vidéos du patrimoine naxi',
        type: 'VIDEO',
        description: '<p>Les résultats sont publiés : merci à toutes et à tous.</p>',
        rules: '5 votes par jour et par personne.',
        join: [-60, -40],
        voting: [-40, -20],
        dayLimit: 5,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 1,
        allowJoin: false,
        needAudit: false,
        works: [
          { title: 'Écriture dongba', author: 'He Li', description: 'Un maître trace les pictogrammes.' },
          { title: 'Musique ancienne naxi', author: 'Mu Yan', description: 'Répétition de l’orchestre.' },
        ],
      },
    ],
  },
  {
    siteCode: 'site620200',
    menu: CN_MENU,
    votes: [
      {
        title: '长城风光摄影展评',
        type: 'IMAGE',
        description: '<p>评选已结束，获奖作品在关城游客中心展出。</p>',
        rules: '每人每天可投3票。',
        join: [-80, -50],
        voting: [-50, -20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: false,
        needAudit: false,
        works: works(['雄关落日', '悬壁长城', '戈壁驼铃', '关城雪霁'], ['马骏', '杨帆'], '长城风光'),
      },
    ],
  },
  {
    siteCode: 'site450300',
    menu: [
      { name: 'Online votes', menuCode: 'VOTE_LIST', icon: 'vote', sort: 40 },
      { name: 'My votes', menuCode: 'USER_VOTE', icon: 'trophy', sort: 50 },
    ],
    votes: [
      {
        title: 'Photo contest: the Li River',
        type: 'IMAGE',
        description: '<p>Karst peaks, bamboo rafts and village mornings: vote for your favourite photos.</p>',
        rules: '3 votes a day per person, 1 a day for the same photo; one entry per person.',
        join: [-20, 10],
        voting: [-10, 20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: [
          { title: 'Morning mist at Xingping', author: 'Emma', description: 'The river at dawn below the karst peaks.' },
          { title: 'Cormorant fisherman', author: 'Jack', description: 'An old fisherman and his birds at sunset.' },
          { title: 'Bamboo raft', author: 'Lily', description: 'Drifting down the Yulong River.' },
          { title: 'Terraces in June', author: 'Tom', description: 'Longji terraces full of water.' },
          { title: 'Elephant Trunk Hill', author: 'Amy', description: 'The hill and its reflection at night.' },
          { title: 'West Street lights', author: 'Sam', description: 'Yangshuo after dark.' },
        ],
      },
    ],
  },
  {
    siteCode: 'site610100',
    menu: [
      { name: 'オンライン投票', menuCode: 'VOTE_LIST', icon: 'vote', sort: 40 },
      { name: 'マイ投票', menuCode: 'USER_VOTE', icon: 'trophy', sort: 50 },
    ],
    votes: [
      {
        title: 'フォトコンテスト「古都西安」',
        type: 'IMAGE',
        description: '<p>城壁、塔、にぎやかな夜市。お気に入りの写真に投票してください。</p>',
        rules: '1人1日3票まで、同じ作品には1日1票まで。応募は1人1作品です。',
        join: [-20, 10],
        voting: [-10, 20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: [
          { title: '城壁の夕日', author: 'さくら', description: '南門から眺めた夕暮れの城壁。' },
          { title: '大雁塔の夜', author: 'ゆうと', description: 'ライトアップされた大雁塔。' },
          { title: '兵馬俑', author: 'あおい', description: '一号坑に並ぶ兵士たち。' },
          { title: '回民街のにぎわい', author: 'けんた', description: '屋台に並ぶ人々。' },
          { title: '青龍寺の桜', author: 'みさき', description: '春の青龍寺。' },
          { title: '鐘楼の朝', author: 'はると', description: '朝の鐘楼と通り。' },
        ],
      },
    ],
  },
  {
    siteCode: 'site222400',
    menu: [
      { name: '온라인 투표', menuCode: 'VOTE_LIST', icon: 'vote', sort: 40 },
      { name: '내 투표', menuCode: 'USER_VOTE', icon: 'trophy', sort: 50 },
    ],
    votes: [
      {
        title: '사진 공모전 「연변의 사계」',
        type: 'IMAGE',
        description: '<p>장백산 천지, 두만강, 진달래 언덕. 마음에 드는 사진에 투표해 주세요.</p>',
        rules: '1인 1일 3표, 같은 작품에는 1일 1표. 응모는 1인 1작품입니다.',
        join: [-20, 10],
        voting: [-10, 20],
        dayLimit: 3,
        workDayLimit: 1,
        userWorkLimit: 1,
        maxImages: 3,
        allowJoin: true,
        needAudit: false,
        works: [
          { title: '천지의 아침', author: '수아', description: '구름이 걷힌 천지.' },
          { title: '두만강 노을', author: '민준', description: '국경 강 위로 지는 해.' },
          { title: '진달래 언덕', author: '하은', description: '봄날의 모아산.' },
          { title: '민속촌 그네', author: '지호', description: '단오의 그네뛰기.' },
          { title: '연길 야시장', author: '서연', description: '밤의 먹자골목.' },
          { title: '설원의 자작나무', author: '도윤', description: '겨울 숲.' },
        ],
      },
    ],
  },
];

export const VOTE_TEXTS = {
  noSuchVote: '投票活动不存在',
  noSuchWork: '作品不存在',
  workInReview: '作品审核中，暂不能投票',
  notStarted: '投票未开始',
  over: '投票已结束',
  dayLimit: (limit: number) => `今日投票次数已用完（每天${limit}票）`,
  workDayLimit: (limit: number) => `今日已为该作品投满${limit}票`,
  voted: '投票成功',
  noSignUp: '该投票不接受报名',
  notInSignUp: '不在报名时间内',
  noTitle: '请填写作品名称',
  noAuthor: '请填写作者姓名',
  badPhone: '手机号格式不正确',
  noSuchImage: '作品图片不存在，请重新上传',
  noSuchVideo: '作品视频不存在，请重新上传',
  noImage: '请上传作品图片',
  tooManyImages: (max: number) => `最多上传${max}张图片`,
  noVideo: '请上传作品视频',
  edited: '修改成功',
  userWorkLimit: (limit: number) => `每人最多报名${limit}件作品`,
  joinedForReview: '报名成功，作品审核通过后展示',
  joined: '报名成功',
  /** The organiser's reason when it gives none. */
  refusedWork: '作品不符合征集要求',
} as const;
