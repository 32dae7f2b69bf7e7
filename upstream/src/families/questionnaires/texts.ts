/**
 * The questionnaires family's words: its refusals and answers, and its demo data per demo site
 * (the French, English, Japanese and Korean sites' in their language; days are relative to the
 * seed's now).
 */
import type { ServiceMenuSeed } from '../../family.ts';

export interface QuestionSeed {
  type: 'RADIO' | 'CHECKBOX' | 'TEXT' | 'RATE';
  title: string;
  required: boolean;
  options?: string[];
  min?: number;
  max?: number;
  maxLength?: number;
  maxScore?: number;
}

export interface QuestionnaireSeed {
  title: string;
  summary: string;
  description: string;
  /** Open window [from, to) in days from now. */
  window: [number, number];
  /** [index of the site's group, section code] for a grouped questionnaire. */
  group?: [number, string];
  questions: QuestionSeed[];
}

export interface QuestionnaireSiteSeed {
  siteCode: string;
  groups: Array<{ title: string; description: string; sections: Array<{ code: string; name: string }> }>;
  questionnaires: QuestionnaireSeed[];
  menu: ServiceMenuSeed[];
}

const SATISFACTION: QuestionSeed[] = [
  { type: 'RADIO', title: '您从哪里来？', required: true, options: ['本市', '省内其他城市', '外省', '境外'] },
  {
    type: 'CHECKBOX',
    title: '这次游玩了哪些地方？',
    required: true,
    options: ['景区景点', '博物馆、美术馆', '特色街区', '演出演艺', '乡村旅游点', '美食餐馆'],
    min: 1,
    max: 3,
  },
  { type: 'RATE', title: '您对本次旅行的总体满意度', required: true, maxScore: 5 },
  { type: 'RADIO', title: '您愿意向亲友推荐吗？', required: false, options: ['愿意', '不确定', '不愿意'] },
  { type: 'TEXT', title: '您还有什么建议？', required: false, maxLength: 200 },
];

const CN_MENU: ServiceMenuSeed[] = [{ name: '问卷调查', menuCode: 'QUESTIONNAIRE', icon: 'clipboard-list', sort: 60 }];

export const QUESTIONNAIRE_SEED: readonly QuestionnaireSiteSeed[] = [
  {
    siteCode: 'site510100',
    menu: CN_MENU,
    groups: [
      {
        title: '2025 成都文旅服务质量调查',
        description: '分景区、住宿、公共服务三个方面，了解游客对成都文旅服务的评价。',
        sections: [
          { code: 'scenic', name: '景区' },
          { code: 'hotel', name: '住宿' },
          { code: 'service', name: '公共服务' },
        ],
      },
    ],
    questionnaires: [
      {
        title: '游客满意度调查',
        summary: '5道题，约2分钟',
        description: '<p>感谢您来成都旅游！请花两分钟告诉我们您的感受，帮助我们改进服务。</p>',
        window: [-15, 45],
        questions: SATISFACTION,
      },
      {
        title: '文化活动需求调查',
        summary: '您想参加什么样的文化活动？',
        description: '<p>我们将根据调查结果安排明年的公益文化活动。</p>',
        window: [-5, 25],
        questions: [
          {
            type: 'CHECKBOX',
            title: '您感兴趣的活动类型',
            required: true,
            options: ['展览讲座', '非遗体验', '演出', '亲子活动', '阅读分享', '户外研学'],
            min: 2,
            max: 4,
          },
          { type: 'RADIO', title: '您方便参加活动的时间', required: true, options: ['工作日白天', '工作日晚上', '周末'] },
          { type: 'TEXT', title: '您最想参加的一项活动是？', required: true, maxLength: 100 },
        ],
      },
      {
        title: '景区服务评价',
        summary: '景区的票务、讲解、卫生和秩序',
        description: '<p>请根据您最近一次游览景区的体验作答。</p>',
        window: [-10, 30],
        group: [0, 'scenic'],
        questions: [
          { type: 'RATE', title: '票务和入园服务', required: true, maxScore: 5 },
          { type: 'RATE', title: '讲解服务', required: false, maxScore: 5 },
          { type: 'TEXT', title: '需要改进的地方', required: false, maxLength: 200 },
        ],
      },
      {
        title: '住宿体验评价',
        summary: '酒店、民宿的服务与卫生',
        description: '<p>请根据您在成都的住宿体验作答。</p>',
        window: [-10, 30],
        group: [0, 'hotel'],
        questions: [
          { type: 'RADIO', title: '您住的是', required: true, options: ['星级酒店', '经济型酒店', '民宿', '其他'] },
          { type: 'RATE', title: '整体满意度', required: true, maxScore: 5 },
        ],
      },
      {
        title: '公共服务评价',
        summary: '游客中心、厕所、交通标识',
        description: '<p>请评价您在成都遇到的旅游公共服务。</p>',
        window: [-10, 30],
        group: [0, 'service'],
        questions: [
          {
            type: 'CHECKBOX',
            title: '您用过哪些服务？',
            required: true,
            options: ['游客服务中心', '旅游厕所', '交通标识', '智慧导览'],
            min: 1,
            max: 4,
          },
          { type: 'RATE', title: '整体满意度', required: true, maxScore: 5 },
        ],
      },
      {
        title: '2024 夜游成都调查',
        summary: '已结束',
        description: '<p>调查已结束，感谢参与。</p>',
        window: [-120, -60],
        questions: [{ type: 'RATE', title: '夜游体验满意度', required: true, maxScore: 5 }],
      },
    ],
  },
  {
    siteCode: 'site513225',
    menu: CN_MENU,
    groups: [],
    questionnaires: [
      {
        title: '九寨沟游客满意度调查',
        summary: '5道题，约2分钟',
        description: '<p>感谢您游览九寨沟，请告诉我们您的感受。</p>',
        window: [-20, 40],
        questions: SATISFACTION,
      },
    ],
  },
  {
    siteCode: 'site530700',
    menu: [{ name: 'Questionnaires', menuCode: 'QUESTIONNAIRE', icon: 'clipboard-list', sort: 60 }],
    groups: [],
    questionnaires: [
      {
        title: 'Votre séjour à Lijiang',
        summary: '4 questions, 2 minutes',
        description: '<p>Merci de votre visite ! Aidez-nous à améliorer l’accueil des visiteurs.</p>',
        window: [-15, 45],
        questions: [
          { type: 'RADIO', title: 'D’où venez-vous ?', required: true, options: ['Chine', 'Europe', 'Amériques', 'Autre'] },
          {
            type: 'CHECKBOX',
            title: 'Qu’avez-vous visité ?',
            required: true,
            options: ['Vieille ville', 'Montagne du Dragon de jade', 'Villages naxi', 'Musées'],
            min: 1,
            max: 3,
          },
          { type: 'RATE', title: 'Votre satisfaction générale', required: true, maxScore: 5 },
          { type: 'TEXT', title: 'Vos suggestions', required: false, maxLength: 200 },
        ],
      },
    ],
  },
  {
    siteCode: 'site620200',
    menu: CN_MENU,
    groups: [],
    questionnaires: [
      {
        title: '关城游览体验调查',
        summary: '3道题',
        description: '<p>请告诉我们您的游览体验。</p>',
        window: [-30, 30],
        questions: SATISFACTION.slice(0, 3),
      },
    ],
  },
  {
    siteCode: 'site450300',
    menu: [{ name: 'Surveys', menuCode: 'QUESTIONNAIRE', icon: 'clipboard-list', sort: 60 }],
    groups: [],
    questionnaires: [
      {
        title: 'Your stay in Guilin',
        summary: '4 questions, 2 minutes',
        description: '<p>Thank you for visiting! Help us welcome visitors better.</p>',
        window: [-15, 45],
        questions: [
          { type: 'RADIO', title: 'Where are you from?', required: true, options: ['China', 'Europe', 'The Americas', 'Elsewhere'] },
          {
            type: 'CHECKBOX',
            title: 'What did you visit?',
            required: true,
            options: ['Li River', 'Yangshuo', 'Longji Terraces', 'Caves'],
            min: 1,
            max: 3,
          },
          { type: 'RATE', title: 'How satisfied are you overall?', required: true, maxScore: 5 },
          { type: 'TEXT', title: 'Your suggestions', required: false, maxLength: 200 },
        ],
      },
    ],
  },
  {
    siteCode: 'site610100',
    menu: [{ name: 'アンケート', menuCode: 'QUESTIONNAIRE', icon: 'clipboard-list', sort: 60 }],
    groups: [],
    questionnaires: [
      {
        title: '西安の旅についてのアンケート',
        summary: '4問・約2分',
        description: '<p>ご来訪ありがとうございます。より良いおもてなしのためにご協力ください。</p>',
        window: [-15, 45],
        questions: [
          { type: 'RADIO', title: 'どちらからお越しですか？', required: true, options: ['日本', '中国', 'アジアのその他の国', 'その他'] },
          { type: 'CHECKBOX', title: '訪れた場所は？', required: true, options: ['兵馬俑', '大雁塔', '城壁', '博物館'], min: 1, max: 3 },
          { type: 'RATE', title: '全体の満足度', required: true, maxScore: 5 },
          { type: 'TEXT', title: 'ご意見・ご要望', required: false, maxLength: 200 },
        ],
      },
    ],
  },
  {
    siteCode: 'site222400',
    menu: [{ name: '설문 조사', menuCode: 'QUESTIONNAIRE', icon: 'clipboard-list', sort: 60 }],
    groups: [],
    questionnaires: [
      {
        title: '연변 여행 설문',
        summary: '4문항, 약 2분',
        description: '<p>방문해 주셔서 감사합니다. 더 나은 서비스를 위해 의견을 들려주세요.</p>',
        window: [-15, 45],
        questions: [
          { type: 'RADIO', title: '어디에서 오셨나요?', required: true, options: ['한국', '중국', '기타 아시아', '기타'] },
          {
            type: 'CHECKBOX',
            title: '어디를 방문하셨나요?',
            required: true,
            options: ['장백산', '윤동주 생가', '연길 시내', '두만강'],
            min: 1,
            max: 3,
          },
          { type: 'RATE', title: '전체 만족도', required: true, maxScore: 5 },
          { type: 'TEXT', title: '건의 사항', required: false, maxLength: 200 },
        ],
      },
    ],
  },
];

export const QUESTIONNAIRE_TEXTS = {
  noSuchGroup: '问卷专题不存在',
  noSuchQuestionnaire: '问卷不存在',
  badRequest: '请求格式不正确',
  notStarted: '问卷尚未开始',
  over: '问卷已结束',
  answered: '您已提交过该问卷',
  requiredQuestion: (title: string) => `请完成必答题：${title}`,
  noSuchOption: '选项不存在',
  radioOne: '单选题只能选一项',
  checkboxCount: '多选题选择数量不正确',
  textTooLong: '回答内容过长',
  badScore: '评分不正确',
  submitted: '提交成功',
} as const;
