/**
 * The help family's words: its refusals, and its demo data per demo site (the French, English,
 * Japanese and Korean sites' in their language).
 */
import type { ServiceMenuSeed } from '../../family.ts';

export interface HelpSiteSeed {
  siteCode: string;
  numbers: Array<{ name: string; phone: string; kind: 'POLICE' | 'MEDICAL' | 'FIRE' | 'TOURISM' | 'RESCUE' }>;
  problems: Array<{ category: string; title: string; summary: string; content: string }>;
  information: Array<{ title: string; content: string; phone?: string }>;
  menu: ServiceMenuSeed[];
}

const CN_BASE_NUMBERS: HelpSiteSeed['numbers'] = [
  { name: '报警电话', phone: '110', kind: 'POLICE' },
  { name: '急救电话', phone: '120', kind: 'MEDICAL' },
  { name: '火警电话', phone: '119', kind: 'FIRE' },
];

const CN_PROBLEMS: HelpSiteSeed['problems'] = [
  {
    category: '投诉',
    title: '投诉提交后多久会有结果？',
    summary: '1个工作日内受理，7个工作日内办结。',
    content:
      '<p>投诉提交后，文旅部门将在<strong>1个工作日内</strong>受理，一般在<strong>7个工作日内</strong>办结。</p><p>处理进度可在“我的投诉”中查看，办结后可以对处理结果进行满意度评价。</p>',
  },
  {
    category: '投诉',
    title: '哪些问题可以投诉？',
    summary: '景区、酒店、餐饮、旅行社、导游、购物、交通等旅游服务问题。',
    content:
      '<p>可以投诉的问题包括：</p><ul><li>景区服务、票务问题</li><li>酒店住宿、餐饮服务</li><li>旅行社、导游领队服务</li><li>购物消费、价格欺诈</li><li>旅游交通服务</li></ul><p>涉及违法犯罪的，请直接拨打 110 报警。</p>',
  },
  {
    category: '投诉',
    title: '投诉需要准备哪些材料？',
    summary: '被投诉方、发生时间地点、经过，以及照片、票据等证据。',
    content:
      '<p>请写明被投诉方名称、发生的时间和地点、事情经过和您的诉求。</p><p>照片、票据、聊天记录截图等可以作为证据图片一并上传，每次最多 6 张。</p>',
  },
  {
    category: '一键求助',
    title: '一键求助会发送哪些信息？',
    summary: '您的当前位置和绑定的手机号。',
    content:
      '<p>点击“一键求助”并确认后，系统会把您的<strong>当前位置</strong>和<strong>绑定的手机号</strong>发送给景区和文旅部门值班人员，值班人员会尽快与您电话联系。</p><p>遇到紧急危险，请直接拨打 110、120、119。</p>',
  },
  {
    category: '预约',
    title: '预约后不能按时到达怎么办？',
    summary: '在可取消时间前取消预约，避免影响诚信分。',
    content: '<p>请在预约详情页的可取消时间之前取消预约。未取消又未到场的，会记为一次失约，影响诚信分。</p>',
  },
  {
    category: '账号',
    title: '收不到短信验证码怎么办？',
    summary: '检查手机号是否正确，60秒后可以重新获取。',
    content: '<p>请确认手机号填写正确、手机信号正常。验证码发送后 60 秒内不能重复获取，之后可以重新获取。</p>',
  },
];

const CN_INFORMATION: HelpSiteSeed['information'] = [
  {
    title: '游客服务中心',
    content: '<p>提供咨询、寄存、轮椅和婴儿车借用、失物招领等服务。</p><p>开放时间：每天 8:30-18:00。</p>',
    phone: '028-96927',
  },
  { title: '投诉受理', content: '<p>在线投诉 24 小时受理，工作日 9:00-17:00 电话受理。</p>', phone: '12345' },
  { title: '医疗救助', content: '<p>主要景区设有医疗点，遇到身体不适请联系现场工作人员或拨打 120。</p>', phone: '120' },
  { title: '交通出行', content: '<p>节假日景区周边交通管制，建议乘坐公共交通前往。</p>' },
];

export const HELP_SEED: readonly HelpSiteSeed[] = [
  {
    siteCode: 'site510100',
    numbers: [
      ...CN_BASE_NUMBERS,
      { name: '旅游投诉', phone: '12345', kind: 'TOURISM' },
      { name: '成都旅游服务热线', phone: '028-96927', kind: 'TOURISM' },
    ],
    problems: CN_PROBLEMS,
    information: CN_INFORMATION,
    menu: [{ name: '一键求助', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site513225',
    numbers: [
      ...CN_BASE_NUMBERS,
      { name: '景区救援', phone: '0837-7739999', kind: 'RESCUE' },
      { name: '景区咨询', phone: '0837-7739753', kind: 'TOURISM' },
    ],
    problems: CN_PROBLEMS.slice(0, 4),
    information: [
      {
        title: '游客中心',
        content: '<p>沟口游客中心提供咨询、售票和观光车换乘服务。</p><p>开放时间：每天 7:00-18:00。</p>',
        phone: '0837-7739753',
      },
      { title: '高原提示', content: '<p>景区海拔 2000-3100 米，请注意防寒保暖，避免剧烈运动。</p>' },
    ],
    menu: [{ name: '一键求助', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site530700',
    numbers: [
      { name: 'Police', phone: '110', kind: 'POLICE' },
      { name: 'Urgences médicales', phone: '120', kind: 'MEDICAL' },
      { name: 'Pompiers', phone: '119', kind: 'FIRE' },
      { name: 'Assistance aux touristes', phone: '0888-12301', kind: 'TOURISM' },
    ],
    problems: [
      {
        category: 'Réclamations',
        title: 'Quand ma réclamation sera-t-elle traitée ?',
        summary: 'Prise en charge sous un jour ouvré, traitée sous sept jours ouvrés.',
        content:
          '<p>Votre réclamation est prise en charge sous <strong>un jour ouvré</strong> et traitée en général sous <strong>sept jours ouvrés</strong>.</p><p>Suivez-la dans « Mes réclamations ».</p>',
      },
      {
        category: 'Réclamations',
        title: 'Que puis-je signaler ?',
        summary: 'Sites, hébergement, restauration, agences, guides, achats, transport.',
        content:
          '<p>Tout problème de service touristique : sites, hébergement, restauration, agences de voyages, guides, achats et transport.</p><p>En cas d’infraction, appelez directement le 110.</p>',
      },
      {
        category: 'Aide immédiate',
        title: 'Qu’envoie l’aide immédiate ?',
        summary: 'Votre position et votre numéro de mobile.',
        content:
          '<p>Après confirmation, votre <strong>position</strong> et votre <strong>numéro de mobile</strong> sont envoyés à la permanence, qui vous rappelle au plus vite.</p>',
      },
    ],
    information: [
      {
        title: 'Office de tourisme',
        content: '<p>Informations, consigne et objets trouvés, tous les jours de 9 h à 18 h.</p>',
        phone: '0888-5123456',
      },
      {
        title: 'Altitude',
        content: '<p>Lijiang est à 2 400 m d’altitude : hydratez-vous et évitez les efforts intenses le premier jour.</p>',
      },
    ],
    menu: [{ name: 'Aide immédiate', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site620200',
    numbers: [...CN_BASE_NUMBERS, { name: '旅游服务热线', phone: '0937-12301', kind: 'TOURISM' }],
    problems: CN_PROBLEMS.slice(0, 2),
    information: [{ title: '游客服务中心', content: '<p>关城景区游客中心，开放时间 8:30-18:00。</p>', phone: '0937-12301' }],
    menu: [{ name: '一键求助', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site450300',
    numbers: [
      { name: 'Police', phone: '110', kind: 'POLICE' },
      { name: 'Ambulance', phone: '120', kind: 'MEDICAL' },
      { name: 'Fire brigade', phone: '119', kind: 'FIRE' },
      { name: 'Tourist helpline', phone: '0773-12301', kind: 'TOURISM' },
    ],
    problems: [
      {
        category: 'Complaints',
        title: 'When will my complaint be dealt with?',
        summary: 'Taken up within one working day, settled within seven.',
        content:
          '<p>Your complaint is taken up within <strong>one working day</strong> and usually settled within <strong>seven working days</strong>.</p><p>Follow it in “My complaints”.</p>',
      },
      {
        category: 'Complaints',
        title: 'What can I report?',
        summary: 'Sights, hotels, restaurants, agencies, guides, shopping, transport.',
        content:
          '<p>Any problem with a tourist service: sights, hotels, restaurants, travel agencies, guides, shopping and transport.</p><p>For a crime, call 110 directly.</p>',
      },
      {
        category: 'Instant help',
        title: 'What does instant help send?',
        summary: 'Your position and your mobile number.',
        content:
          '<p>Once you confirm, your <strong>position</strong> and your <strong>mobile number</strong> go to the duty desk, which calls you back as soon as it can.</p>',
      },
    ],
    information: [
      {
        title: 'Tourist information centre',
        content: '<p>Information, left luggage and lost property, every day from 9 am to 6 pm.</p>',
        phone: '0773-2800000',
      },
      { title: 'Summer weather', content: '<p>Guilin summers are hot and wet: carry water, sun cream and a light raincoat.</p>' },
    ],
    menu: [{ name: 'Instant help', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site610100',
    numbers: [
      { name: '警察', phone: '110', kind: 'POLICE' },
      { name: '救急', phone: '120', kind: 'MEDICAL' },
      { name: '消防', phone: '119', kind: 'FIRE' },
      { name: '観光客ホットライン', phone: '029-12301', kind: 'TOURISM' },
    ],
    problems: [
      {
        category: '苦情',
        title: '苦情はいつ処理されますか？',
        summary: '1営業日以内に受付、7営業日以内に処理します。',
        content:
          '<p>苦情は<strong>1営業日以内</strong>に受け付け、通常<strong>7営業日以内</strong>に処理します。</p><p>進捗は「マイ苦情」で確認できます。</p>',
      },
      {
        category: '緊急支援',
        title: '緊急支援では何が送られますか？',
        summary: '現在地と携帯電話番号です。',
        content: '<p>確認後、<strong>現在地</strong>と<strong>携帯電話番号</strong>が当番窓口に送られ、すぐに折り返し連絡します。</p>',
      },
    ],
    information: [{ title: '観光案内所', content: '<p>観光案内、手荷物預かり、遺失物の受付。毎日9時〜18時。</p>', phone: '029-87000000' }],
    menu: [{ name: '緊急支援', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
  {
    siteCode: 'site222400',
    numbers: [
      { name: '경찰', phone: '110', kind: 'POLICE' },
      { name: '구급', phone: '120', kind: 'MEDICAL' },
      { name: '소방', phone: '119', kind: 'FIRE' },
      { name: '관광객 상담 전화', phone: '0433-12301', kind: 'TOURISM' },
    ],
    problems: [
      {
        category: '민원',
        title: '민원은 언제 처리되나요?',
        summary: '1영업일 안에 접수, 7영업일 안에 처리합니다.',
        content:
          '<p>민원은 <strong>1영업일 안에</strong> 접수되고 보통 <strong>7영업일 안에</strong> 처리됩니다.</p><p>진행 상황은 「내 민원」에서 확인하세요.</p>',
      },
      {
        category: '긴급 도움',
        title: '긴급 도움을 요청하면 무엇이 전송되나요?',
        summary: '현재 위치와 휴대폰 번호입니다.',
        content: '<p>확인하면 <strong>현재 위치</strong>와 <strong>휴대폰 번호</strong>가 당직 창구로 전송되고, 곧바로 연락드립니다.</p>',
      },
    ],
    information: [{ title: '관광 안내소', content: '<p>관광 안내, 짐 보관, 분실물 접수. 매일 9시~18시.</p>', phone: '0433-2500000' }],
    menu: [{ name: '긴급 도움', menuCode: 'ASK_FOR_HELP', icon: 'siren', sort: 30 }],
  },
];

export const HELP_TEXTS = {
  noPhone: '请先绑定手机号再求助',
  badPosition: '位置信息不正确',
  sent: '求助信息已发送，请保持电话畅通',
  noSuchProblem: '问题不存在',
} as const;
