/**
 * The complaint family's words: its refusals, the handling side's records, and its demo data per
 * demo site (the French, English, Japanese and Korean sites' in their language).
 */
import type { ServiceMenuSeed } from '../../family.ts';
import type { InLanguages, SiteLanguage } from '../demo.ts';

export interface ComplaintSample {
  phone: string;
  name: string;
  gender: number;
  /** Index into the site's types. */
  type: number;
  respondent: string;
  address: string;
  reason: string;
  daysAgo: number;
  status: 0 | 1 | 2;
  feedback?: { satisfied: boolean; content: string };
}

export interface ComplaintSiteSeed {
  siteCode: string;
  lang: SiteLanguage;
  settings: { title: string; intro: string; hotline: string; channels: string };
  types: string[];
  samples: ComplaintSample[];
  menu: ServiceMenuSeed[];
}

const CN_TYPES = ['景区服务', '酒店住宿', '餐饮服务', '旅行社', '导游领队', '购物消费', '交通出行', '其他'];

const CN_MENU: ServiceMenuSeed[] = [
  { name: '我的投诉', menuCode: 'COMPLAINT', icon: 'message-square-warning', sort: 10 },
  { name: '在线投诉', menuCode: 'ZXTS', icon: 'megaphone', sort: 20 },
];

export const COMPLAINT_SEED: readonly ComplaintSiteSeed[] = [
  {
    siteCode: 'site510100',
    lang: 'CN',
    settings: {
      title: '成都文旅投诉',
      intro: '游客在成都游览、住宿、用餐、购物中遇到的服务问题，可在线提交投诉，我们将在1个工作日内受理，7个工作日内办结。',
      hotline: '028-12345',
      channels: 'FORM,VOICE,PHONE',
    },
    types: CN_TYPES,
    menu: CN_MENU,
    samples: [
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 0,
        respondent: '景区售票处',
        address: '东门售票窗口',
        reason: '节假日排队超过一小时，现场只开了两个售票窗口，也没有工作人员引导。',
        daysAgo: 1,
        status: 0,
      },
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 2,
        respondent: '锦里某串串店',
        address: '锦里古街中段',
        reason: '菜单标价与结账金额不一致，多收了38元，店家拒绝退还。',
        daysAgo: 6,
        status: 1,
      },
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 1,
        respondent: '春熙路某酒店',
        address: '总府路附近',
        reason: '预订的大床房到店后被告知无房，被临时换成双床房且未补差价。',
        daysAgo: 14,
        status: 2,
        feedback: { satisfied: true, content: '处理及时，酒店已退还差价。' },
      },
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 5,
        respondent: '景区商店',
        address: '景区出口商业街',
        reason: '购买的纪念品与描述不符，商家不予退换。',
        daysAgo: 20,
        status: 2,
      },
      {
        phone: '13800000002',
        name: '李慢游',
        gender: 1,
        type: 6,
        respondent: '景区观光车',
        address: '观光车二号站',
        reason: '观光车未按公示时间发车，等候四十分钟。',
        daysAgo: 3,
        status: 1,
      },
    ],
  },
  {
    siteCode: 'site513225',
    lang: 'CN',
    settings: {
      title: '九寨沟景区投诉',
      intro: '在九寨沟景区内遇到服务问题，请在线投诉或拨打景区投诉热线，景区管理局将及时处理。',
      hotline: '0837-7739753',
      channels: 'FORM,VOICE,PHONE',
    },
    types: ['景区服务', '观光车', '住宿', '餐饮', '购物', '其他'],
    menu: CN_MENU,
    samples: [
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 1,
        respondent: '诺日朗换乘中心',
        address: '诺日朗中心站',
        reason: '换乘中心排队秩序混乱，有人插队也无人管理。',
        daysAgo: 2,
        status: 0,
      },
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 2,
        respondent: '沟口某客栈',
        address: '漳扎镇',
        reason: '客栈热水供应不足，晚上十点后无热水。',
        daysAgo: 9,
        status: 2,
      },
    ],
  },
  {
    siteCode: 'site530700',
    lang: 'FRENCH',
    settings: {
      title: 'Réclamations — Lijiang',
      intro:
        'Un problème pendant votre séjour à Lijiang ? Déposez une réclamation en ligne : elle est prise en charge sous un jour ouvré et traitée sous sept jours ouvrés.',
      hotline: '0888-5123456',
      channels: 'FORM,PHONE',
    },
    types: ['Site touristique', 'Hébergement', 'Restauration', 'Agence de voyages', 'Guide', 'Achats', 'Transport', 'Autre'],
    menu: [
      { name: 'Mes réclamations', menuCode: 'COMPLAINT', icon: 'message-square-warning', sort: 10 },
      { name: 'Réclamation en ligne', menuCode: 'ZXTS', icon: 'megaphone', sort: 20 },
    ],
    samples: [
      {
        phone: '13800000001',
        name: 'Zhang Xiaorong',
        gender: 2,
        type: 1,
        respondent: 'Auberge de la vieille ville',
        address: 'Rue Sifang',
        reason: 'La chambre réservée avec vue n’était pas disponible à l’arrivée et aucun remboursement n’a été proposé.',
        daysAgo: 4,
        status: 1,
      },
      {
        phone: '13800000001',
        name: 'Zhang Xiaorong',
        gender: 2,
        type: 5,
        respondent: 'Boutique d’artisanat',
        address: 'Vieille ville de Dayan',
        reason: 'Le prix affiché ne correspondait pas au prix payé.',
        daysAgo: 12,
        status: 2,
      },
    ],
  },
  {
    siteCode: 'site620200',
    lang: 'CN',
    settings: {
      title: '嘉峪关旅游投诉',
      intro: '旅游服务质量投诉，受理时间为工作日 9:00-17:00。',
      hotline: '0937-12301',
      channels: 'FORM,PHONE',
    },
    types: CN_TYPES,
    menu: CN_MENU,
    samples: [
      {
        phone: '13800000001',
        name: '张晓蓉',
        gender: 2,
        type: 0,
        respondent: '关城景区',
        address: '关城东门',
        reason: '讲解服务收费未提前告知。',
        daysAgo: 30,
        status: 2,
      },
    ],
  },
  {
    siteCode: 'site450300',
    lang: 'EN',
    settings: {
      title: 'Complaints — Guilin',
      intro:
        'A problem during your stay in Guilin? File a complaint online: it is taken up within one working day and settled within seven working days.',
      hotline: '0773-12301',
      channels: 'FORM,PHONE',
    },
    types: ['Scenic area', 'Hotel', 'Restaurant', 'Travel agency', 'Guide', 'Shopping', 'Transport', 'Other'],
    menu: [
      { name: 'My complaints', menuCode: 'COMPLAINT', icon: 'message-square-warning', sort: 10 },
      { name: 'Complain online', menuCode: 'ZXTS', icon: 'megaphone', sort: 20 },
    ],
    samples: [
      {
        phone: '13800000001',
        name: 'Zhang Xiaorong',
        gender: 2,
        type: 0,
        respondent: 'Li River cruise pier',
        address: 'Mopanshan Pier',
        reason: 'The boat left forty minutes late and nobody told the passengers why.',
        daysAgo: 5,
        status: 1,
      },
    ],
  },
  {
    siteCode: 'site610100',
    lang: 'JAPANESE',
    settings: {
      title: '苦情受付 — 西安',
      intro: '西安の旅行中にお困りのことがあれば、オンラインで苦情をお寄せください。1営業日以内に受け付け、7営業日以内に処理します。',
      hotline: '029-12301',
      channels: 'FORM,PHONE',
    },
    types: ['観光地', '宿泊', '飲食', '旅行会社', 'ガイド', '買い物', '交通', 'その他'],
    menu: [
      { name: 'マイ苦情', menuCode: 'COMPLAINT', icon: 'message-square-warning', sort: 10 },
      { name: 'オンライン苦情', menuCode: 'ZXTS', icon: 'megaphone', sort: 20 },
    ],
    samples: [
      {
        phone: '13800000001',
        name: 'Zhang Xiaorong',
        gender: 2,
        type: 5,
        respondent: 'みやげ物店',
        address: '回民街',
        reason: '表示価格と支払った金額が違っていました。',
        daysAgo: 8,
        status: 2,
      },
    ],
  },
  {
    siteCode: 'site222400',
    lang: 'KOREAN',
    settings: {
      title: '관광 민원 — 연변',
      intro: '연변 여행 중 불편한 점이 있으셨나요? 온라인으로 민원을 남겨 주세요. 1영업일 안에 접수하고 7영업일 안에 처리합니다.',
      hotline: '0433-12301',
      channels: 'FORM,PHONE',
    },
    types: ['관광지', '숙박', '음식점', '여행사', '가이드', '쇼핑', '교통', '기타'],
    menu: [
      { name: '내 민원', menuCode: 'COMPLAINT', icon: 'message-square-warning', sort: 10 },
      { name: '온라인 민원', menuCode: 'ZXTS', icon: 'megaphone', sort: 20 },
    ],
    samples: [
      {
        phone: '13800000001',
        name: 'Zhang Xiaorong',
        gender: 2,
        type: 1,
        respondent: '연길 시내 호텔',
        address: '연길시 인민로',
        reason: '예약한 방이 도착했을 때 준비되어 있지 않았습니다.',
        daysAgo: 6,
        status: 1,
      },
    ],
  },
];

/** The name of each complaint status (0 pending, 1 accepted, 2 processed). */
export const STATUS_NAME = ['待受理', '已受理', '已办结'] as const;

/** What the handling side writes when it moves a complaint on (the demo's words). */
export const HANDLING_TEXT: InLanguages<Record<number, string>> = {
  CN: {
    0: '投诉已提交，等待受理',
    1: '投诉已受理，已转交相关部门核实处理',
    2: '经核实，已责令被投诉方整改，并向投诉人反馈处理结果',
  },
  FRENCH: {
    0: 'Réclamation déposée, en attente de prise en charge',
    1: 'Réclamation prise en charge et transmise au service concerné',
    2: 'Après vérification, le prestataire a été invité à corriger ; le résultat vous a été communiqué',
  },
  EN: {
    0: 'Complaint filed, waiting to be taken up',
    1: 'Complaint taken up and passed to the department concerned',
    2: 'After checking, the provider was told to put things right; you have been told the outcome',
  },
  JAPANESE: {
    0: '苦情を受け付けました。担当部署の確認をお待ちください',
    1: '苦情を受理し、担当部署に回付しました',
    2: '確認の結果、事業者に改善を指示し、結果をお知らせしました',
  },
  KOREAN: {
    0: '민원이 접수되어 처리를 기다리고 있습니다',
    1: '민원을 접수하여 담당 부서로 넘겼습니다',
    2: '확인 결과 사업자에게 시정을 요구했으며 처리 결과를 알려 드렸습니다',
  },
};
/** Who writes the handling records. */
export const HANDLER: InLanguages<string> = {
  CN: '旅游市场监管科',
  FRENCH: 'Service de la qualité touristique',
  EN: 'Tourism quality office',
  JAPANESE: '観光品質管理課',
  KOREAN: '관광 품질 관리과',
};
/** Who writes a complaint's first record. */
export const SYSTEM: InLanguages<string> = { CN: '系统', FRENCH: 'Système', EN: 'System', JAPANESE: 'システム', KOREAN: '시스템' };

/** Most evidence pictures the service keeps on one complaint (the gateway's own limit is lower). */
export const MAX_IMAGES = 9;

export const COMPLAINT_TEXTS = {
  noPhone: '请先绑定手机号再投诉',
  noName: '投诉人姓名不能为空',
  badPhone: '手机号格式不正确',
  noSuchType: '投诉类型不存在',
  noRespondent: '被投诉方不能为空',
  noPlace: '投诉地点不能为空',
  noAddress: '详细地址不能为空',
  badTime: '发生时间格式不正确',
  futureTime: '发生时间不能晚于当前时间',
  noReason: '投诉原因不能为空',
  noSuchImage: '投诉图片不存在，请重新上传',
  tooManyImages: `最多上传${MAX_IMAGES}张图片`,
  noSuchAudio: '投诉录音不存在，请重新录制',
  badAudioTime: '录音时长不正确',
  filed: '提交成功',
  noSuchComplaint: '投诉不存在',
  noSatisfied: '请选择是否满意',
  notProcessed: '投诉尚未办结，暂不可反馈',
  feedbackGiven: '您已对该投诉反馈过',
  feedbackSaved: '反馈成功',
} as const;
