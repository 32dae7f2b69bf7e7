/**
 * The course school's words: its refusals, and the demo course school of every demo site: courses (chapters of video, audio and text lessons),
 * practice sets, exam papers and course questions. Texts are in each site's language (the
 * Lijiang site in French, Guilin in English, Xi'an in Japanese, Yanbian in Korean). Question answers: SINGLE "B"; MULTIPLE "A,C" (sorted keys); JUDGE
 * "1" true / "0" false; FILL the accepted answers separated by "|".
 */

export type QuestionKind = 'SINGLE' | 'MULTIPLE' | 'JUDGE' | 'FILL';

export interface QuestionSeed {
  kind: QuestionKind;
  stem: string;
  /** Option texts; keys A, B, C… in this order (choice questions only). */
  options?: readonly string[];
  answer: string;
  analysis: string;
}

export interface LessonSeed {
  name: string;
  kind: 'VIDEO' | 'AUDIO' | 'TEXT';
  /** Paragraphs of a text lesson (or the notes under a video / audio lesson). */
  text?: readonly string[];
}

export interface PaperSeed {
  name: string;
  summary: string;
  minutes: number;
  /** 0 = unlimited attempts. */
  attempts: number;
  passScore: number;
  /** Points of each question (total = points × questions). */
  points: number;
  questions: readonly QuestionSeed[];
  /** Demo takers (learners' submitted attempts) seeded for the ranking. */
  takers: number;
}

export interface CourseSeed {
  name: string;
  teacher: string;
  teacherTitle: string;
  category: string;
  summary: string;
  intro: readonly string[];
  chapters: ReadonlyArray<{ name: string; lessons: readonly LessonSeed[] }>;
  practices: ReadonlyArray<{ name: string; questions: readonly QuestionSeed[] }>;
  paper?: PaperSeed;
  asks: ReadonlyArray<{ content: string; answers: ReadonlyArray<{ teacher: boolean; content: string }> }>;
}

export interface SiteSchoolSeed {
  siteCode: string;
  /** Nicknames of the demo learners of the site (exam takers, askers). */
  learners: readonly string[];
  courses: readonly CourseSeed[];
  /** Papers not attached to a course (the site's quizzes). */
  papers: readonly PaperSeed[];
}

const J = (stem: string, yes: boolean, analysis: string): QuestionSeed => ({ kind: 'JUDGE', stem, answer: yes ? '1' : '0', analysis });
const S = (stem: string, options: readonly string[], answer: string, analysis: string): QuestionSeed => ({
  kind: 'SINGLE',
  stem,
  options,
  answer,
  analysis,
});
const M = (stem: string, options: readonly string[], answer: string, analysis: string): QuestionSeed => ({
  kind: 'MULTIPLE',
  stem,
  options,
  answer,
  analysis,
});
const F = (stem: string, answer: string, analysis: string): QuestionSeed => ({ kind: 'FILL', stem, answer, analysis });

// ---------------------------------------------------------------- 成都 (site510100)

const SHU_BROCADE: readonly QuestionSeed[] = [
  S(
    '蜀锦起源于哪个地区？',
    ['四川成都', '江苏苏州', '浙江杭州', '广东广州'],
    'A',
    '蜀锦是以成都为中心出产的锦类丝织品，已有两千多年历史。',
  ),
  M(
    '以下哪些属于中国“四大名锦”？',
    ['蜀锦', '云锦', '宋锦', '壮锦', '湘绣'],
    'A,B,C,D',
    '四大名锦是蜀锦、云锦、宋锦和壮锦；湘绣是刺绣，不是织锦。',
  ),
  J('蜀锦织造技艺于2006年被列入第一批国家级非物质文化遗产名录。', true, '2006年，蜀锦织造技艺入选第一批国家级非物质文化遗产名录。'),
  F('成都因织锦业发达，古时又被称为“____城”。', '锦官|锦官城|锦城', '汉代在成都设“锦官”管理织锦，成都因此得名“锦官城”，简称“锦城”。'),
  S(
    '传统蜀锦织造使用的大型提花木织机是？',
    ['小花楼织机', '腰机', '踏板织机', '电子提花机'],
    'A',
    '小花楼织机由两人配合操作，一人提花、一人投梭打纬。',
  ),
  J('蜀锦的经线起花是其区别于其他名锦的重要特点之一。', true, '早期蜀锦以经线显花（经锦）为主要特点。'),
];

const SICHUAN_OPERA: readonly QuestionSeed[] = [
  S('“变脸”是哪一种戏曲的绝技？', ['川剧', '京剧', '越剧', '黄梅戏'], 'A', '变脸是川剧表演中揭示人物内心变化的绝技。'),
  M('川剧的五种声腔包括哪些？', ['高腔', '昆腔', '胡琴', '弹戏', '京腔'], 'A,B,C,D', '川剧声腔由昆腔、高腔、胡琴、弹戏和灯戏五种组成。'),
  J('变脸技艺通常对外公开传授，任何人都可以学习全部手法。', false, '变脸被视为川剧的核心技艺，传统上严格师徒传承。'),
  F('川剧变脸常见的手法有抹脸、吹脸和____脸。', '扯', '抹脸、吹脸、扯脸是变脸的三种基本手法，此外还有运气变脸。'),
  S('川剧中的“吐火”属于哪一类表演？', ['特技', '唱腔', '念白', '武打'], 'A', '吐火与变脸、滚灯等同属川剧特技。'),
];

const GUIDE_TRAINING: readonly QuestionSeed[] = [
  S(
    '讲解中遇到游客突发疾病，首先应该怎么做？',
    ['立即拨打120并报告带队负责人', '继续讲解，结束后再处理', '让游客自行离开', '在社交媒体上求助'],
    'A',
    '先确保游客得到专业救助，再报告负责人并疏散围观人群。',
  ),
  J('志愿讲解员可以向游客推销商品以获取提成。', false, '志愿服务不以营利为目的，不得推销商品或收取费用。'),
  M(
    '文明旅游倡导的行为有哪些？',
    ['不乱扔垃圾', '不在文物上刻画', '排队有序', '随意投喂动物'],
    'A,B,C',
    '随意投喂动物会影响动物健康，属于不文明行为。',
  ),
  F('全国统一的旅游服务热线号码是____。', '12301', '12301是文化和旅游部设立的全国旅游服务热线。'),
  S(
    '讲解时与游客保持交流的最佳方式是？',
    ['面向游客、目光交流', '背对游客看展品', '低头看讲稿', '边走边讲不停顿'],
    'A',
    '面向游客并保持目光交流，能让讲解更有感染力。',
  ),
];

const PANDA: readonly QuestionSeed[] = [
  S(
    '成都大熊猫繁育研究基地位于成都市哪个区？',
    ['成华区', '武侯区', '青羊区', '锦江区'],
    'A',
    '基地位于成都市成华区熊猫大道，距市中心约10公里。',
  ),
  J('大熊猫99%的食物是竹子。', true, '大熊猫虽属食肉目，但食物几乎全部是竹子。'),
  F('大熊猫是国家____级重点保护野生动物。', '一|1', '大熊猫被列为国家一级重点保护野生动物。'),
  M('以下哪些是大熊猫的主要栖息地省份？', ['四川', '陕西', '甘肃', '海南'], 'A,B,C', '野生大熊猫分布在四川、陕西和甘肃三省。'),
  S(
    '大熊猫幼崽刚出生时的体重大约相当于？',
    ['母亲体重的千分之一', '母亲体重的十分之一', '一只成年猫', '一个西瓜'],
    'A',
    '初生幼崽约100到200克，约为母亲体重的千分之一。',
  ),
];

const CHENGDU_QUIZ: readonly QuestionSeed[] = [
  S('成都的简称是什么？', ['蓉', '渝', '川', '锦'], 'A', '成都因五代时遍植芙蓉而简称“蓉”。'),
  S('都江堰水利工程修建于哪个朝代？', ['秦朝', '汉朝', '唐朝', '宋朝'], 'A', '都江堰由秦国蜀郡太守李冰父子主持修建，约公元前256年。'),
  M('以下哪些景区位于成都市？', ['青城山', '都江堰', '武侯祠', '峨眉山'], 'A,B,C', '峨眉山位于乐山市，不在成都。'),
  J('杜甫草堂是唐代诗人杜甫流寓成都时的故居。', true, '杜甫在成都居住近四年，留下诗作二百四十余首。'),
  F('成都金沙遗址出土的____金饰已成为中国文化遗产标志。', '太阳神鸟', '太阳神鸟金饰于2005年被选为中国文化遗产标志。'),
  S(
    '“天府之国”一词主要形容的是？',
    ['四川盆地物产丰饶', '成都的宫殿众多', '四川多山', '成都的政治地位'],
    'A',
    '都江堰灌溉之下，成都平原沃野千里，号称“天府之国”。',
  ),
  J('宽窄巷子由宽巷子、窄巷子和井巷子三条平行街道组成。', true, '宽窄巷子是成都三大历史文化保护街区之一。'),
  M('以下哪些是成都的传统小吃？', ['龙抄手', '钟水饺', '赖汤圆', '煎饼果子'], 'A,B,C', '煎饼果子是天津的传统小吃。'),
  S('武侯祠是纪念哪位历史人物的祠堂？', ['诸葛亮', '刘备', '关羽', '张飞'], 'A', '武侯祠因诸葛亮生前被封为武乡侯而得名，是君臣合祀祠庙。'),
  F('青城山是中国道教的发源地之一，素有“青城天下____”之美誉。', '幽', '“青城天下幽”“峨眉天下秀”“剑门天下险”“夔门天下雄”。'),
];

const CHENGDU: SiteSchoolSeed = {
  siteCode: 'site510100',
  learners: ['锦里寻味', '熊猫阿宝', '青城访道', '芙蓉花开', '杜甫草堂客', '宽窄慢生活', '川西行者', '太阳神鸟'],
  courses: [
    {
      name: '蜀锦织造技艺入门',
      teacher: '刘晓岚',
      teacherTitle: '蜀锦织造技艺市级传承人',
      category: '非遗技艺',
      summary: '从经纬到纹样，认识两千年的“锦官城”手艺。',
      intro: [
        '蜀锦与南京云锦、苏州宋锦、广西壮锦并称中国四大名锦。本课程由蜀锦织造技艺传承人讲授，带你认识蜀锦的历史、织机与纹样。',
        '课程包括视频讲解、音频故事和图文资料，每章后配有练习，学完可参加结业考试。',
      ],
      chapters: [
        {
          name: '第一章 锦官城的故事',
          lessons: [
            { name: '1.1 蜀锦的两千年', kind: 'VIDEO', text: ['汉代在成都设立“锦官”，专门管理织锦生产，成都因此被称为“锦官城”。'] },
            {
              name: '1.2 丝路上的蜀锦',
              kind: 'AUDIO',
              text: ['蜀锦经南方丝绸之路和北方丝绸之路远销西域，新疆出土的“五星出东方利中国”护膊就是蜀锦。'],
            },
            {
              name: '1.3 名锦之首',
              kind: 'TEXT',
              text: [
                '蜀锦历史最为悠久，被誉为“中国四大名锦之首”。',
                '早期蜀锦以经线显花，称为“经锦”；唐代以后逐渐发展出纬线显花的“纬锦”。',
                '读完本节后，可以点击“标记为已学”记录进度。',
              ],
            },
          ],
        },
        {
          name: '第二章 织机与纹样',
          lessons: [
            { name: '2.1 小花楼织机', kind: 'VIDEO', text: ['小花楼织机需两人配合：花楼上的人提花，下面的人投梭打纬。'] },
            {
              name: '2.2 经典纹样赏析',
              kind: 'TEXT',
              text: ['常见纹样有方方锦、雨丝锦、月华锦、浣花锦等。', '雨丝锦以白色与彩色经线相间排列，如细雨纷飞，明快雅致。'],
            },
          ],
        },
      ],
      practices: [
        { name: '第一章练习', questions: SHU_BROCADE.slice(0, 4) },
        { name: '第二章练习', questions: SHU_BROCADE.slice(3, 6) },
      ],
      paper: {
        name: '蜀锦织造技艺结业考试',
        summary: '本课程的结业考试：共5题，60分及格，可考3次，取最高分。',
        minutes: 20,
        attempts: 3,
        passScore: 60,
        points: 20,
        questions: SHU_BROCADE.slice(0, 5),
        takers: 5,
      },
      asks: [
        {
          content: '蜀锦和蜀绣有什么区别？',
          answers: [
            { teacher: true, content: '蜀锦是“织”出来的，花纹在织造时由经纬交织形成；蜀绣是“绣”出来的，在织好的面料上用针线刺绣。' },
            { teacher: false, content: '去蜀锦织绣博物馆可以同时看到两种工艺，很直观。' },
          ],
        },
        {
          content: '小花楼织机现在还有人在用吗？',
          answers: [{ teacher: true, content: '有的。蜀江锦院等传习机构仍保留小花楼织机现场织造，欢迎参观。' }],
        },
      ],
    },
    {
      name: '川剧变脸文化赏析',
      teacher: '王建川',
      teacherTitle: '四川省川剧院演员',
      category: '戏曲艺术',
      summary: '一张脸，千般变：走进川剧的绝技与声腔。',
      intro: ['川剧是中国西南地区影响最大的地方戏曲。本课程介绍川剧的五种声腔、行当与变脸、吐火等特技，并附经典唱段欣赏。'],
      chapters: [
        {
          name: '第一章 认识川剧',
          lessons: [
            { name: '1.1 五种声腔', kind: 'AUDIO', text: ['昆腔、高腔、胡琴、弹戏、灯戏合称川剧五种声腔，其中高腔最具特色。'] },
            { name: '1.2 川剧的行当', kind: 'TEXT', text: ['川剧行当分为生、旦、净、末、丑五大类，其中丑角戏尤为丰富。'] },
          ],
        },
        {
          name: '第二章 变脸的秘密',
          lessons: [
            {
              name: '2.1 抹脸、吹脸与扯脸',
              kind: 'VIDEO',
              text: ['抹脸把油彩抹在脸上；吹脸把粉末吹到脸上；扯脸则是一张张扯下事先贴好的脸谱。'],
            },
            { name: '2.2 变脸的传承', kind: 'TEXT', text: ['变脸技艺传统上严格师徒相传，是川剧的“看家本领”。'] },
          ],
        },
      ],
      practices: [{ name: '川剧知识练习', questions: SICHUAN_OPERA }],
      asks: [
        {
          content: '变脸一场最多能变多少张脸？',
          answers: [{ teacher: true, content: '常见的表演一场变十几张脸，具体取决于剧目和演员的技艺。' }],
        },
      ],
    },
    {
      name: '文旅志愿讲解员培训',
      teacher: '陈静',
      teacherTitle: '成都博物馆志愿者督导',
      category: '志愿服务',
      summary: '讲好成都故事：志愿讲解员的必修课。',
      intro: ['面向文旅志愿讲解员的岗前培训课程，内容包括讲解技巧、游客服务礼仪与突发情况处置。'],
      chapters: [
        {
          name: '第一章 讲解技巧',
          lessons: [
            { name: '1.1 开场与结尾', kind: 'VIDEO', text: ['好的开场要在一分钟内抓住游客的注意力：一个问题、一个故事或一件展品。'] },
            { name: '1.2 声音的运用', kind: 'AUDIO', text: ['语速适中、停顿得当，重点内容可以放慢语速、提高音量。'] },
          ],
        },
        {
          name: '第二章 服务与安全',
          lessons: [
            {
              name: '2.1 突发情况处置',
              kind: 'TEXT',
              text: ['遇到游客突发疾病，应立即拨打120并报告负责人，同时疏散围观人群。', '遇到走失儿童，应就近交给工作人员并通过广播寻人。'],
            },
          ],
        },
      ],
      practices: [{ name: '岗前培训测验', questions: GUIDE_TRAINING }],
      asks: [
        {
          content: '讲解员需要每次都穿志愿者马甲吗？',
          answers: [{ teacher: true, content: '上岗服务期间请统一穿着志愿者服装并佩戴工作证，方便游客识别。' }],
        },
      ],
    },
    {
      name: '大熊猫保护科普',
      teacher: '李明远',
      teacherTitle: '大熊猫繁育研究基地科普讲师',
      category: '自然科普',
      summary: '国宝的一天：吃、睡与保护。',
      intro: ['从大熊猫的饮食、繁殖到野外保护，了解成都大熊猫繁育研究基地的科研与保护工作。'],
      chapters: [
        {
          name: '第一章 国宝的日常',
          lessons: [
            { name: '1.1 一天吃多少竹子', kind: 'VIDEO', text: ['成年大熊猫每天要花十多个小时进食，吃下十几公斤竹子。'] },
            { name: '1.2 熊猫宝宝的成长', kind: 'TEXT', text: ['初生的大熊猫幼崽只有一百多克，约为母亲体重的千分之一。'] },
          ],
        },
      ],
      practices: [{ name: '大熊猫知识练习', questions: PANDA }],
      asks: [],
    },
  ],
  papers: [
    {
      name: '成都文旅知识竞赛',
      summary: '10道题，每题10分，限时15分钟，只有一次作答机会。60分及格，按最高分排名。',
      minutes: 15,
      attempts: 1,
      passScore: 60,
      points: 10,
      questions: CHENGDU_QUIZ,
      takers: 8,
    },
  ],
};

// ---------------------------------------------------------------- 九寨沟 (site513225)

const JIUZHAI: readonly QuestionSeed[] = [
  S('九寨沟因沟内有几个藏族村寨而得名？', ['九个', '七个', '十二个', '五个'], 'A', '沟内分布着九个藏族村寨，因此得名九寨沟。'),
  J('九寨沟于1992年被列入《世界遗产名录》。', true, '1992年九寨沟被联合国教科文组织列入世界自然遗产名录。'),
  M('九寨沟的“五绝”包括哪些？', ['翠海', '叠瀑', '彩林', '雪峰', '沙漠'], 'A,B,C,D', '九寨沟以翠海、叠瀑、彩林、雪峰、藏情“五绝”闻名。'),
  F('九寨沟最长的瀑布是____瀑布。', '诺日朗', '诺日朗瀑布宽约300米，是中国最宽的钙华瀑布之一。'),
  S(
    '为保护景区生态，游客在景区内应乘坐？',
    ['景区观光车', '私家车', '摩托车', '自行车'],
    'A',
    '九寨沟实行景区内统一观光车交通，私家车不得入内。',
  ),
];

const JIUZHAIGOU: SiteSchoolSeed = {
  siteCode: 'site513225',
  learners: ['翠海游人', '诺日朗', '彩林深处', '藏寨来客', '雪峰下'],
  courses: [
    {
      name: '九寨沟生态保护知识',
      teacher: '泽仁卓玛',
      teacherTitle: '九寨沟景区生态讲解员',
      category: '自然科普',
      summary: '翠海、叠瀑与彩林：童话世界是怎样形成的。',
      intro: ['介绍九寨沟钙华地貌的形成、景区生态保护措施以及文明游览须知。'],
      chapters: [
        {
          name: '第一章 水的奇迹',
          lessons: [
            { name: '1.1 钙华与翠海', kind: 'VIDEO', text: ['富含碳酸钙的湖水在水草和枯枝上沉积，形成层层钙华堤坝。'] },
            { name: '1.2 诺日朗的声音', kind: 'AUDIO', text: ['诺日朗在藏语里意为“男神”，也有“伟岸高大”的意思。'] },
          ],
        },
        {
          name: '第二章 文明游览',
          lessons: [{ name: '2.1 游览须知', kind: 'TEXT', text: ['请在栈道上行走，不要下水、不要投喂动物、不要采摘植物。'] }],
        },
      ],
      practices: [{ name: '生态知识练习', questions: JIUZHAI.slice(0, 4) }],
      paper: {
        name: '九寨沟讲解员结业测验',
        summary: '5道题，限时10分钟，可考2次。',
        minutes: 10,
        attempts: 2,
        passScore: 60,
        points: 20,
        questions: JIUZHAI,
        takers: 4,
      },
      asks: [
        {
          content: '冬天的九寨沟还能看到瀑布吗？',
          answers: [{ teacher: true, content: '冬季部分瀑布会结冰，形成冰瀑景观，同样非常壮观。' }],
        },
      ],
    },
  ],
  papers: [],
};

// ---------------------------------------------------------------- Lijiang (site530700, French)

const NAXI: readonly QuestionSeed[] = [
  S(
    'Quelle écriture les Naxi utilisent-ils pour leurs textes rituels ?',
    ['Les pictogrammes dongba', 'Les caractères tibétains', "L'alphabet latin", 'Les hiéroglyphes'],
    'A',
    "L'écriture dongba, composée de plus de 1 400 pictogrammes, est l'une des dernières écritures pictographiques vivantes.",
  ),
  J(
    'La vieille ville de Lijiang est inscrite au patrimoine mondial de l’UNESCO depuis 1997.',
    true,
    'La vieille ville de Lijiang a été inscrite sur la Liste du patrimoine mondial en 1997.',
  ),
  M(
    'Quels éléments caractérisent la vieille ville de Lijiang ?',
    ['Des canaux qui traversent les rues', 'Des pavés de pierre colorés', 'Des maisons à cour naxi', 'Une enceinte de remparts'],
    'A,B,C',
    'Fait rare, la vieille ville de Lijiang n’a jamais eu de remparts.',
  ),
  F(
    'La musique traditionnelle naxi, jouée par des orchestres d’anciens, s’appelle la musique ____.',
    'dongjing|Dongjing',
    'La musique Dongjing, d’origine taoïste, est encore jouée chaque soir à Lijiang.',
  ),
  S(
    'Quel sommet domine Lijiang au nord ?',
    ['La montagne enneigée du Dragon de Jade', 'Le mont Everest', 'Le mont Emei', 'Le mont Tai'],
    'A',
    'La montagne enneigée du Dragon de Jade culmine à 5 596 mètres.',
  ),
];

const LIJIANG: SiteSchoolSeed = {
  siteCode: 'site530700',
  learners: ['Camille voyage', 'Lucas en Chine', 'Léa Naxi', 'Hugo rando', 'Manon et Lijiang'],
  courses: [
    {
      name: 'Culture naxie : une introduction',
      teacher: 'He Xiuying',
      teacherTitle: 'Guide conférencière, musée Dongba',
      category: 'Patrimoine',
      summary: 'Pictogrammes dongba, musique et architecture de la vieille ville.',
      intro: [
        'Ce cours présente la culture du peuple naxi : son écriture pictographique, sa musique et l’urbanisme unique de la vieille ville de Lijiang.',
      ],
      chapters: [
        {
          name: 'Chapitre 1 — L’écriture dongba',
          lessons: [
            {
              name: '1.1 Des pictogrammes vivants',
              kind: 'VIDEO',
              text: ['Les prêtres dongba utilisent encore aujourd’hui ces pictogrammes pour les textes rituels.'],
            },
            {
              name: '1.2 Lire un manuscrit',
              kind: 'TEXT',
              text: [
                'Un manuscrit dongba se lit de gauche à droite et de haut en bas, par cases.',
                'Lisez ce texte jusqu’au bout puis touchez « Marquer comme lu ».',
              ],
            },
          ],
        },
        {
          name: 'Chapitre 2 — Musique et ville',
          lessons: [
            {
              name: '2.1 La musique Dongjing',
              kind: 'AUDIO',
              text: ['Un orchestre d’anciens joue chaque soir des airs transmis depuis des siècles.'],
            },
          ],
        },
      ],
      practices: [{ name: 'Exercices du chapitre 1', questions: NAXI.slice(0, 4) }],
      paper: {
        name: 'Quiz de la vieille ville',
        summary: '5 questions, 10 minutes, une seule tentative.',
        minutes: 10,
        attempts: 1,
        passScore: 60,
        points: 20,
        questions: NAXI,
        takers: 4,
      },
      asks: [
        {
          content: 'Peut-on visiter un atelier de papier dongba ?',
          answers: [
            {
              teacher: true,
              content:
                'Oui, plusieurs ateliers de la vieille ville fabriquent encore du papier dongba à la main et accueillent les visiteurs.',
            },
          ],
        },
      ],
    },
  ],
  papers: [],
};

// ---------------------------------------------------------------- 嘉峪关 (site620200, suspended)

const GREAT_WALL: readonly QuestionSeed[] = [
  S('嘉峪关被称为？', ['天下第一雄关', '天下第一关', '天下第一峰', '天下第一泉'], 'A', '嘉峪关是明长城西端起点，被誉为“天下第一雄关”。'),
  J('嘉峪关建于明代洪武年间。', true, '嘉峪关始建于明洪武五年（1372年）。'),
  F('嘉峪关关城的三重防御体系由内城、外城和____组成。', '城壕|壕沟', '关城由内城、外城、城壕三道防线组成。'),
];

const JIAYUGUAN: SiteSchoolSeed = {
  siteCode: 'site620200',
  learners: ['雄关漫道', '戈壁行者'],
  courses: [
    {
      name: '雄关漫道：长城文化',
      teacher: '张卫国',
      teacherTitle: '嘉峪关丝路（长城）文化研究院',
      category: '历史文化',
      summary: '明长城西端的故事。',
      intro: ['了解嘉峪关关城的历史与建筑。'],
      chapters: [
        {
          name: '第一章 天下雄关',
          lessons: [
            { name: '1.1 关城的建造', kind: 'VIDEO' },
            { name: '1.2 定城砖的传说', kind: 'TEXT', text: ['相传修建关城时计算精确，最后只剩下一块砖，被放在西瓮城门楼后檐台上。'] },
          ],
        },
      ],
      practices: [{ name: '长城知识练习', questions: GREAT_WALL }],
      asks: [],
    },
  ],
  papers: [],
};

// ---------------------------------------------------------------- Guilin (site450300, English)

const KARST: readonly QuestionSeed[] = [
  S(
    'What kind of rock makes the peaks around Guilin?',
    ['Limestone', 'Granite', 'Basalt', 'Sandstone'],
    'A',
    'The peaks are tower karst: limestone dissolved by rain and rivers over millions of years.',
  ),
  J(
    'The view of the Li River at Xingping is printed on the 20-yuan note.',
    true,
    'The back of the 20-yuan note shows the Li River near Xingping.',
  ),
  M(
    'Which of these are caves near Guilin?',
    ['Reed Flute Cave', 'Silver Cave', 'Seven Star Cave', 'Mogao Caves'],
    'A,B,C',
    'The Mogao Caves are in Dunhuang, Gansu, far from Guilin.',
  ),
  F('The famous rice terraces of Longsheng are called the ____ terraces.', 'Longji|longji', 'Longji means “dragon’s backbone”.'),
  S(
    'Which people built most of the Longji terraces?',
    ['The Zhuang and the Yao', 'The Naxi', 'The Tibetans', 'The Mongols'],
    'A',
    'Zhuang and Yao farmers have worked the terraces for centuries.',
  ),
];

const GUILIN: SiteSchoolSeed = {
  siteCode: 'site450300',
  learners: ['Emma travels', 'Jack in China', 'Lily rides', 'Tom hikes', 'Amy and Guilin'],
  courses: [
    {
      name: 'Karst country: an introduction',
      teacher: 'Liang Wei',
      teacherTitle: 'Guide, Guilin Museum',
      category: 'Nature',
      summary: 'How the peaks, rivers and caves of Guilin were made, and who lives among them.',
      intro: [
        'This course explains the karst landscape of Guilin: its limestone peaks, its caves and rivers, and the villages of the Zhuang and Yao peoples.',
      ],
      chapters: [
        {
          name: 'Chapter 1: Peaks and caves',
          lessons: [
            {
              name: '1.1 How karst forms',
              kind: 'VIDEO',
              text: ['Rain turns slightly acid as it passes through soil, and slowly dissolves the limestone.'],
            },
            {
              name: '1.2 Reading a cave',
              kind: 'TEXT',
              text: [
                'Stalactites hang from the roof; stalagmites grow up from the floor. Where they meet, a column forms.',
                'Read this text to the end, then tap “Mark as read”.',
              ],
            },
          ],
        },
        {
          name: 'Chapter 2: The river and its people',
          lessons: [
            {
              name: '2.1 Songs of the Li River',
              kind: 'AUDIO',
              text: ['Folk songs are sung across the water, in turns, as they have been for generations.'],
            },
          ],
        },
      ],
      practices: [{ name: 'Chapter 1 exercises', questions: KARST.slice(0, 4) }],
      paper: {
        name: 'Karst quiz',
        summary: '5 questions, 10 minutes, one attempt.',
        minutes: 10,
        attempts: 1,
        passScore: 60,
        points: 20,
        questions: KARST,
        takers: 4,
      },
      asks: [
        {
          content: 'Can I visit the terraces in winter?',
          answers: [
            {
              teacher: true,
              content:
                'Yes, though the fields are bare; come in May–June for water-filled terraces or in September–October for the harvest.',
            },
          ],
        },
      ],
    },
  ],
  papers: [],
};

// ---------------------------------------------------------------- 西安 (site610100, Japanese)

const CHANGAN: readonly QuestionSeed[] = [
  S(
    '兵馬俑を作らせた皇帝は？',
    ['秦の始皇帝', '漢の武帝', '唐の太宗', '明の洪武帝'],
    'A',
    '兵馬俑は秦の始皇帝陵の陪葬坑から見つかりました。',
  ),
  J('大雁塔は玄奘がインドから持ち帰った経典を納めるために建てられた。', true, '652年、玄奘の願いにより大慈恩寺に建てられました。'),
  M('唐の長安で学んだ日本人は？', ['空海', '阿倍仲麻呂', '吉備真備', '徳川家康'], 'A,B,C', '徳川家康は江戸時代の人物です。'),
  F('空海が恵果から密教を学んだ寺は____寺です。', '青龍|青竜', '青龍寺には恵果空海記念堂があります。'),
  S(
    '西安の城壁の一周はおよそ何キロ？',
    ['約14キロ', '約4キロ', '約40キロ', '約100キロ'],
    'A',
    '明代の城壁は一周約13.7キロで、自転車でも回れます。',
  ),
];

const XIAN: SiteSchoolSeed = {
  siteCode: 'site610100',
  learners: ['旅するさくら', '長安好き', '歴史ファンの健太', 'あおいの旅', '西安留学生'],
  courses: [
    {
      name: '古都長安入門',
      teacher: '王麗',
      teacherTitle: '陝西歴史博物館 解説員',
      category: '歴史',
      summary: '兵馬俑、唐の都、遣唐使。西安の歴史をやさしく学びます。',
      intro: ['この講座では、秦の始皇帝から唐の長安まで、古都西安の歴史と日本とのつながりを紹介します。'],
      chapters: [
        {
          name: '第1章　秦と兵馬俑',
          lessons: [
            { name: '1.1 地下の大軍団', kind: 'VIDEO', text: ['兵馬俑の兵士は一体一体顔が違うといわれています。'] },
            {
              name: '1.2 俑の作り方',
              kind: 'TEXT',
              text: ['胴体は型で作り、頭や手は別に作って組み合わせました。', '最後まで読んだら「既読にする」をタップしてください。'],
            },
          ],
        },
        {
          name: '第2章　唐の長安と遣唐使',
          lessons: [{ name: '2.1 空海と青龍寺', kind: 'AUDIO', text: ['804年に長安に入った空海は、青龍寺の恵果から密教を授かりました。'] }],
        },
      ],
      practices: [{ name: '第1章の練習問題', questions: CHANGAN.slice(0, 4) }],
      paper: {
        name: '古都長安クイズ',
        summary: '5問・10分・受験は1回まで。',
        minutes: 10,
        attempts: 1,
        passScore: 60,
        points: 20,
        questions: CHANGAN,
        takers: 4,
      },
      asks: [
        { content: '兵馬俑は写真撮影できますか？', answers: [{ teacher: true, content: 'はい、フラッシュを使わなければ撮影できます。' }] },
      ],
    },
  ],
  papers: [],
};

// ---------------------------------------------------------------- 연변 (site222400, Korean)

const YANBIAN_QUIZ: readonly QuestionSeed[] = [
  S('장백산 정상에 있는 호수의 이름은?', ['천지', '서호', '태호', '동정호'], 'A', '천지는 화산 분화구에 물이 고인 칼데라 호수입니다.'),
  J('시인 윤동주는 용정 명동촌에서 태어났다.', true, '윤동주는 1917년 명동촌에서 태어났습니다.'),
  M(
    '연변을 흐르는 강은?',
    ['두만강', '해란강', '부르하통하', '황하'],
    'A,B,C',
    '황하는 중국 북부를 흐르는 강으로 연변과는 멀리 떨어져 있습니다.',
  ),
  F('윤동주의 시집 제목은 「하늘과 바람과 별과 ____」입니다.', '시', '1948년에 유고 시집으로 출간되었습니다.'),
  S('연변의 중심 도시는?', ['연길', '하얼빈', '심양', '대련'], 'A', '연길은 연변 조선족 자치주의 주도입니다.'),
];

const YANBIAN: SiteSchoolSeed = {
  siteCode: 'site222400',
  learners: ['여행하는 수아', '장백산 산행', '민준의 여행', '하은과 연변', '문학 기행'],
  courses: [
    {
      name: '연변 문화 입문',
      teacher: '김영희',
      teacherTitle: '연변박물관 해설사',
      category: '문화',
      summary: '장백산의 자연, 조선족의 생활, 윤동주의 시를 함께 배웁니다.',
      intro: ['이 강좌에서는 장백산과 두만강의 자연, 조선족의 음식과 민속, 시인 윤동주의 삶을 소개합니다.'],
      chapters: [
        {
          name: '제1장 장백산과 두만강',
          lessons: [
            { name: '1.1 화산이 만든 천지', kind: 'VIDEO', text: ['천지는 해발 2,000미터가 넘는 곳에 있는 화산 호수입니다.'] },
            {
              name: '1.2 국경의 강',
              kind: 'TEXT',
              text: ['두만강은 장백산에서 시작해 동해로 흘러갑니다.', '끝까지 읽은 뒤 「읽음 표시」를 눌러 주세요.'],
            },
          ],
        },
        { name: '제2장 사람과 문학', lessons: [{ name: '2.1 윤동주의 시', kind: 'AUDIO', text: ['「서시」를 낭독으로 들어 봅니다.'] }] },
      ],
      practices: [{ name: '제1장 연습 문제', questions: YANBIAN_QUIZ.slice(0, 4) }],
      paper: {
        name: '연변 문화 퀴즈',
        summary: '5문항, 10분, 응시 1회.',
        minutes: 10,
        attempts: 1,
        passScore: 60,
        points: 20,
        questions: YANBIAN_QUIZ,
        takers: 4,
      },
      asks: [
        {
          content: '겨울에도 천지를 볼 수 있나요?',
          answers: [{ teacher: true, content: '겨울에는 천지가 얼어 있고 날씨에 따라 입산이 제한될 수 있습니다. 6~9월이 가장 좋습니다.' }],
        },
      ],
    },
  ],
  papers: [],
};

export const SCHOOL_SITES: readonly SiteSchoolSeed[] = [CHENGDU, JIUZHAIGOU, LIJIANG, JIAYUGUAN, GUILIN, XIAN, YANBIAN];

/** Service-menu entries per site language. */
export const MENU_NAMES: Record<string, { school: string; study: string; questions: string }> = {
  CN: { school: '文旅课堂', study: '我的学习', questions: '我的提问' },
  FRENCH: { school: 'Cours', study: 'Mes cours', questions: 'Mes questions' },
  EN: { school: 'Courses', study: 'My courses', questions: 'My questions' },
  JAPANESE: { school: '講座', study: 'マイ講座', questions: 'マイ質問' },
  KOREAN: { school: '강좌', study: '내 강좌', questions: '내 질문' },
};

/** The longest course question or answer the service stores, in characters. */
export const ASK_MAX_CHARS = 300;

export const COURSE_TEXTS = {
  noSuchCourse: '课程不存在',
  noSuchLesson: '课时不存在',
  badProgress: '学习进度不正确',
  noSuchPractice: '练习不存在',
  badAnswer: '答案格式不正确',
  noSuchQuestion: '题目不存在',
  noSuchRecord: '答题记录不存在',
  notSubmitted: '答卷尚未提交',
  noSuchPaper: '试卷不存在',
  notOpen: '考试尚未开始',
  closed: '考试已结束',
  noAttemptsLeft: '考试次数已用完',
  timeUp: '答题时间已到，系统已自动交卷',
  submitted: '答卷已提交',
  notThisCourse: '该试卷不属于此课程',
  noSuchAsk: '问题不存在',
  noContent: '请输入内容',
  contentTooLong: '内容过长',
} as const;
