/**
 * The words of the stories family's demo data, per language: Chinese for the Chinese sites,
 * French for site530700 (Lijiang), English for site450300 (Guilin), Japanese for site610100
 * (Xi'an), Korean for site222400 (Yanbian). `{city}`, `{place}`, `{place2}` and `{days}` are
 * filled in by the seed with the site's city and its own places.
 */

export type TopicKind = 'story' | 'works' | 'pk';
/** When a demo topic runs, relative to the seed's now. */
export type TopicWhen = 'on' | 'over' | 'soon';

export interface TopicSeed {
  kind: TopicKind;
  when: TopicWhen;
  title: string;
  summary: string;
  /** Heritage works (`ichWorks`): a work names its craft. */
  ich?: boolean;
  /** PK topics: the two stances, and a few entries for each. */
  sides?: readonly [string, string];
  opinions?: readonly [readonly string[], readonly string[]];
  /** Works topics: the entries' titles (and crafts for heritage works). */
  works?: ReadonlyArray<readonly [title: string, craft?: string]>;
}

export interface Words {
  tags: readonly string[];
  topics: readonly TopicSeed[];
  storyTitles: readonly string[];
  paragraphs: readonly string[];
  strategyTitles: readonly string[];
  /** One line per day of a strategy: `{day}` the day number, `{place}` the day's place. */
  strategyDay: string;
  strategyDayLines: readonly string[];
  strategyTips: string;
  strategyTipLines: readonly string[];
  workText: readonly string[];
  authors: readonly string[];
  rejectReasons: readonly string[];
  comments: readonly string[];
  /** The caption of the unsafe markup an editor pasted into one demo story (the gateway sanitises it). */
  markupLabel: string;
  /** A PK entry's title from its opinion (shortened). */
  entryTitle(text: string): string;
  /** The topic rules page, by kind: `{start}` and `{end}` are the topic's dates. */
  rules(kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string;
}

/** The first `max` characters of `text` and an ellipsis when it is longer. */
const clip =
  (max: number) =>
  (text: string): string => {
    const chars = [...text];
    return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  };

/** As `clip`, cut at the last space within `max` characters (languages that space their words). */
const clipWords =
  (max: number) =>
  (text: string): string => {
    const chars = [...text];
    if (chars.length <= max) return text;
    const head = chars.slice(0, max + 1).join('');
    const space = head.lastIndexOf(' ');
    const cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join('');
    return `${cut.replace(/[\s,.;:!?—–-]+$/u, '')}…`;
  };

const CN_TOPICS: readonly TopicSeed[] = [
  { kind: 'story', when: 'on', title: '我的{city}慢时光', summary: '放慢脚步，写下你在{city}最松弛的一段时光：一杯茶、一条街、一次偶遇。' },
  { kind: 'story', when: 'on', title: '{city}美食地图征集', summary: '哪家小馆让你念念不忘？用照片和文字为大家画一张{city}美食地图。' },
  { kind: 'story', when: 'over', title: '带着孩子游{city}', summary: '亲子出游的欢笑和小插曲，都是值得分享的故事。' },
  { kind: 'story', when: 'soon', title: '夜游{city}', summary: '灯火亮起之后的{city}是什么样子？即将开启，敬请期待。' },
  { kind: 'story', when: 'over', title: '{city}的四季', summary: '春花、夏雨、秋叶、冬雪，记录你眼中{city}的四季更迭。' },
  {
    kind: 'works',
    when: 'on',
    title: '“美丽{city}”摄影大赛',
    summary: '用镜头定格{city}的山水与人文，优秀作品将在城市展厅展出。',
    works: [['晨雾中的{place}'], ['光影{place}'], ['{place}的黄昏'], ['守望·{place}'], ['{place}雪霁'], ['人间烟火·{place}']],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: '非遗手作作品征集',
    summary: '展示你亲手完成的非遗作品，让传统技艺被更多人看见。',
    works: [
      ['芙蓉锦鲤', '蜀绣'],
      ['竹丝茶具一套', '瓷胎竹编'],
      ['熊猫剪纸', '剪纸'],
      ['糖画凤凰', '糖画'],
      ['漆器首饰盒', '漆艺'],
      ['蓝染围巾', '扎染'],
    ],
  },
  {
    kind: 'works',
    when: 'over',
    title: '{city}手绘明信片设计赛',
    summary: '用画笔描绘{city}，入选作品已制作成限量明信片。',
    works: [['手绘{place}'], ['{place}小景'], ['{city}印象'], ['水彩{place}']],
  },
  {
    kind: 'works',
    when: 'soon',
    ich: true,
    title: '非遗传承·指尖上的技艺',
    summary: '面向青少年的非遗作品展示，即将开始征集。',
    works: [],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '旅行该做攻略还是说走就走？',
    summary: '你站哪一边？说出你的理由，为你的立场加油。',
    sides: ['做足攻略', '说走就走'],
    opinions: [
      [
        '提前查好开放时间和预约规则，到了现场不慌不忙。',
        '做攻略能避开人流高峰，省下排队的时间看风景。',
        '带老人孩子出门，行程清楚才安心。',
      ],
      ['最美的风景往往在计划之外，随性才有惊喜。', '攻略做得再细也赶不上变化，不如轻装出发。', '跟着当地人的推荐走，比攻略更地道。'],
    ],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '{city}最佳旅行季：春天还是秋天？',
    summary: '春有百花秋有月，{city}哪个季节最值得来？',
    sides: ['春天', '秋天'],
    opinions: [
      ['春天的{place}花开满山，空气里都是清香。', '春天不冷不热，适合一整天在户外走走。'],
      ['秋天的{place}层林尽染，是摄影人的最爱。', '秋高气爽，天空格外蓝，拍照随手都是大片。', '秋天游客少一些，玩得更从容。'],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: '住民宿还是住酒店？',
    summary: '出门旅行，你更偏爱哪一种住宿？',
    sides: ['民宿', '酒店'],
    opinions: [
      ['民宿主人会推荐很多本地人才知道的好去处。', '推开窗就是山景，这是酒店给不了的。'],
      ['酒店服务标准，早餐丰富，休息得更好。', '带孩子出行，酒店的设施更齐全。'],
    ],
  },
  {
    kind: 'pk',
    when: 'soon',
    title: '早起看日出还是夜游看星空？',
    summary: '即将开启的新一期PK，提前想好你的立场吧。',
    sides: ['看日出', '看星空'],
    opinions: [[], []],
  },
  { kind: 'story', when: 'on', title: '我与博物馆的故事', summary: '在博物馆里遇见的一件文物、一位讲解员、一个瞬间。' },
];

const CN_RULE = (kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string => {
  const how =
    kind === 'pk'
      ? `<li>选择你的立场（${sides?.[0] ?? ''} / ${sides?.[1] ?? ''}），写下你的理由并配上图片。</li><li>每位用户每期PK只能发表一次观点。</li>`
      : kind === 'works'
        ? `<li>上传1至9张作品图片，填写作品名称和创作说明${ich ? '，并注明所用非遗技艺' : ''}。</li><li>作品须为本人原创，不得抄袭或使用他人作品。</li>`
        : '<li>上传1至9张图片，写下你的故事，可添加话题标签和所在位置。</li><li>内容须真实、原创，不得含有广告信息。</li>';
  return (
    '<h3>活动时间</h3><p>{start} 至 {end}</p>' +
    `<h3>参与方式</h3><ol>${how}<li>所有投稿经审核通过后展示，审核一般在1个工作日内完成。</li></ol>` +
    '<h3>评选与奖励</h3><p>活动结束后，将根据点赞数与评委意见评选优秀内容，获奖者将获得文旅积分与精美纪念品。</p>' +
    '<h3>注意事项</h3><p>投稿即视为同意主办方在平台及相关宣传中使用作品。如有疑问，请联系平台客服。</p>'
  );
};

export const CN: Words = {
  tags: ['美食', '古镇', '徒步', '亲子', '摄影', '夜游', '博物馆', '非遗', '自驾', '民宿', '赏花', '雪景', '露营', '人文'],
  topics: CN_TOPICS,
  storyTitles: [
    '{place}的清晨',
    '在{place}遇见一场雪',
    '{place}半日游随笔',
    '第一次去{place}',
    '{place}的光影',
    '和家人在{place}的周末',
    '{place}：值得慢慢走的地方',
    '雨后的{place}',
    '在{place}听见历史的回声',
    '{place}的烟火气',
    '{place}，下次还来',
    '写给{place}的一封信',
    '在{place}发呆的一个下午',
    '跟着讲解员逛{place}',
  ],
  paragraphs: [
    '清晨六点，{place}还笼罩在薄雾里，只有几位晨练的老人和我们几个背着相机的游客。阳光一点点爬上屋檐，整个世界都亮了起来。',
    '沿着石板路往里走，街边的小店刚刚开门，老板热情地招呼我们尝一口刚出锅的点心，那味道到现在都记得。',
    '这次带着爸妈一起来，他们一路上都在拍照，说比电视里看到的还要好看。',
    '讲解员给我们讲了{place}的来历，原来每一块砖瓦背后都有故事，{city}的历史比我想象的更厚重。',
    '傍晚时分坐在河边，看游船慢慢划过，远处传来悠扬的乐声，那一刻觉得所有的疲惫都值得。',
    '建议大家提前在平台上预约，节假日人比较多，错峰出行体验会好很多。',
    '午饭在附近的小馆子解决，两荤一素一碗汤，地道又实惠，吃得心满意足。',
    '天气比预想的冷一些，记得多带一件外套，山里早晚温差大。',
    '走累了就找个茶馆坐下，一杯盖碗茶可以喝一下午，这大概就是{city}人的生活态度吧。',
    '孩子第一次看到这么多文物，一直追着问问题，回家后还主动画了一幅画。',
  ],
  strategyTitles: [
    '{city}三日游攻略：{place}+{place2}',
    '{place}一日游全攻略',
    '{city}亲子两日游，轻松不赶路',
    '带爸妈游{city}：慢节奏{days}日行程',
    '{city}美食打卡攻略',
    '{place}徒步路线推荐',
    '第一次来{city}怎么玩？{days}天经典路线',
    '周末去{place}：交通、门票、吃住全攻略',
    '{city}博物馆一日游',
    '错峰游{city}：避开人潮的{days}天行程',
    '{place}摄影攻略：最佳机位与时间',
    '穷游{city}：人均不到五百的{days}天',
    '{city}自驾{days}日游',
    '雨天在{city}也能玩得开心',
  ],
  strategyDay: '第{day}天：{place}',
  strategyDayLines: [
    '上午早点出发，先去{place}，建议提前一天在平台预约门票。',
    '中午在附近吃当地特色小吃，推荐人少的巷子里的老店。',
    '下午慢慢逛，累了就找个茶馆歇歇脚。',
    '傍晚去看日落，晚上可以逛逛夜市。',
    '游览时间约3至4小时，注意景区的最晚入园时间。',
  ],
  strategyTips: '小贴士',
  strategyTipLines: [
    '节假日人多，尽量错峰出行。',
    '山区早晚温差大，注意添衣。',
    '公共交通很方便，地铁和公交都能到达主要景点。',
    '尊重当地风俗，文明旅游。',
  ],
  workText: [
    '这幅作品创作于一个清晨，光线柔和，画面安静而温暖。',
    '作品历时两周完成，希望把家乡的美分享给更多人。',
    '传统技艺需要耐心，每一针每一线都是对时间的致敬。',
    '取材于{place}，记录下最打动我的那一刻。',
  ],
  authors: ['成都文旅', '旅行达人小鱼', '行摄川西', '背包客老王', '山野', '阿竹'],
  rejectReasons: ['图片与文字内容不符，请修改后重新提交', '内容包含广告信息', '图片不清晰，请更换后重新提交'],
  comments: ['写得真好，下次也要去！', '照片太美了', '很实用的攻略，收藏了', '看完就想出发', '谢谢分享，很有帮助'],
  markupLabel: '图文 / photos',
  entryTitle: clip(18),
  rules: CN_RULE,
};

const FR_TOPICS: readonly TopicSeed[] = [
  {
    kind: 'story',
    when: 'on',
    title: 'Mes moments lents à {city}',
    summary: 'Ralentissez et racontez votre moment le plus paisible à {city} : un thé, une ruelle, une rencontre.',
  },
  {
    kind: 'story',
    when: 'on',
    title: 'La carte gourmande de {city}',
    summary: 'Quelle petite adresse vous a marqué ? Dessinons ensemble la carte gourmande de {city}.',
  },
  {
    kind: 'story',
    when: 'over',
    title: '{city} en famille',
    summary: 'Les rires et les petites aventures des voyages en famille méritent d’être partagés.',
  },
  {
    kind: 'story',
    when: 'soon',
    title: '{city} la nuit',
    summary: 'À quoi ressemble {city} une fois les lanternes allumées ? Bientôt ouvert.',
  },
  {
    kind: 'story',
    when: 'over',
    title: 'Les quatre saisons de {city}',
    summary: 'Fleurs du printemps, pluies d’été, feuilles d’automne, neige d’hiver : racontez vos saisons.',
  },
  {
    kind: 'works',
    when: 'on',
    title: 'Concours photo « Beau {city} »',
    summary: 'Saisissez les paysages et la culture de {city} ; les meilleures photos seront exposées en ville.',
    works: [
      ['{place} dans la brume'],
      ['Lumières sur {place}'],
      ['Crépuscule à {place}'],
      ['Veilleur de {place}'],
      ['{place} après la neige'],
      ['La vie à {place}'],
    ],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: 'Appel aux créations du patrimoine immatériel',
    summary: 'Montrez les œuvres faites de vos mains selon les savoir-faire traditionnels.',
    works: [
      ['Soleil de Lijiang', 'Broderie naxi'],
      ['Carnet en papier dongba', 'Papier dongba'],
      ['Bracelet martelé', 'Orfèvrerie naxi'],
      ['Foulard indigo', 'Teinture à la réserve'],
      ['Tambour miniature', 'Lutherie naxi'],
      ['Pictogrammes dongba', 'Calligraphie dongba'],
    ],
  },
  {
    kind: 'works',
    when: 'over',
    title: 'Cartes postales dessinées de {city}',
    summary: 'Dessinez {city} : les œuvres retenues ont été imprimées en cartes postales.',
    works: [['{place} à l’aquarelle'], ['Croquis de {place}'], ['Impressions de {city}'], ['{place} au crayon']],
  },
  {
    kind: 'works',
    when: 'soon',
    ich: true,
    title: 'Savoir-faire au bout des doigts',
    summary: 'Une exposition des créations des jeunes artisans, bientôt ouverte.',
    works: [],
  },
  {
    kind: 'pk',
    when: 'on',
    title: 'Voyage préparé ou départ sur un coup de tête ?',
    summary: 'De quel côté êtes-vous ? Donnez vos raisons et soutenez votre camp.',
    sides: ['Tout préparer', 'Partir à l’improviste'],
    opinions: [
      [
        'Connaître les horaires et réserver à l’avance évite les mauvaises surprises.',
        'Un bon plan permet d’éviter la foule et de profiter des paysages.',
        'Avec des enfants ou des parents âgés, un programme clair rassure.',
      ],
      [
        'Les plus beaux paysages se trouvent souvent hors des plans.',
        'Rien ne remplace les conseils des habitants rencontrés en chemin.',
        'Partir léger, c’est laisser de la place aux surprises.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'on',
    title: 'La meilleure saison à {city} : printemps ou automne ?',
    summary: 'Printemps fleuri ou automne doré : quand faut-il venir à {city} ?',
    sides: ['Printemps', 'Automne'],
    opinions: [
      ['Au printemps, {place} se couvre de fleurs et l’air embaume.', 'Ni trop chaud ni trop froid : idéal pour marcher toute la journée.'],
      [
        'En automne, les forêts autour de {place} deviennent un paradis pour les photographes.',
        'Le ciel est d’un bleu incroyable, chaque photo est réussie.',
        'Moins de visiteurs en automne : on profite davantage.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: 'Maison d’hôtes ou hôtel ?',
    summary: 'En voyage, quel hébergement préférez-vous ?',
    sides: ['Maison d’hôtes', 'Hôtel'],
    opinions: [
      [
        'Les hôtes partagent des adresses que seuls les habitants connaissent.',
        'Ouvrir la fenêtre sur la montagne, aucun hôtel ne l’offre.',
      ],
      ['Un service soigné et un bon petit-déjeuner pour bien se reposer.', 'Avec des enfants, les équipements d’un hôtel sont précieux.'],
    ],
  },
  {
    kind: 'pk',
    when: 'soon',
    title: 'Lever du soleil ou ciel étoilé ?',
    summary: 'Le prochain débat arrive bientôt : préparez vos arguments.',
    sides: ['Lever du soleil', 'Ciel étoilé'],
    opinions: [[], []],
  },
  {
    kind: 'story',
    when: 'on',
    title: 'Mon histoire au musée',
    summary: 'Un objet, un guide, un instant : racontez votre rencontre au musée.',
  },
];

const FR_RULE = (kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string => {
  const how =
    kind === 'pk'
      ? `<li>Choisissez votre camp (${sides?.[0] ?? ''} / ${sides?.[1] ?? ''}), expliquez vos raisons et ajoutez des photos.</li><li>Chaque utilisateur ne peut donner son avis qu’une fois par débat.</li>`
      : kind === 'works'
        ? `<li>Envoyez 1 à 9 photos de votre œuvre avec son titre et sa présentation${ich ? ', en précisant le savoir-faire utilisé' : ''}.</li><li>L’œuvre doit être originale et personnelle.</li>`
        : '<li>Envoyez 1 à 9 photos, racontez votre histoire, ajoutez des mots-clés et votre position.</li><li>Le contenu doit être authentique, original et sans publicité.</li>';
  return (
    '<h3>Dates</h3><p>Du {start} au {end}</p>' +
    `<h3>Comment participer</h3><ol>${how}<li>Chaque contribution est publiée après modération, en général sous un jour ouvré.</li></ol>` +
    '<h3>Sélection et récompenses</h3><p>À la clôture, les meilleures contributions sont choisies selon les mentions « J’aime » et l’avis du jury ; les lauréats reçoivent des points et un souvenir.</p>' +
    '<h3>À savoir</h3><p>En participant, vous acceptez que l’organisateur utilise votre contribution sur la plateforme et dans sa communication.</p>'
  );
};

export const FR: Words = {
  tags: [
    'Gastronomie',
    'Vieille ville',
    'Randonnée',
    'En famille',
    'Photographie',
    'Balade nocturne',
    'Musées',
    'Patrimoine immatériel',
    'Road trip',
    'Maisons d’hôtes',
    'Floraison',
    'Neige',
    'Camping',
    'Culture',
  ],
  topics: FR_TOPICS,
  storyTitles: [
    'Un matin à {place}',
    'La neige sur {place}',
    'Une demi-journée à {place}',
    'Ma première fois à {place}',
    'Lumières de {place}',
    'Un week-end en famille à {place}',
    '{place}, un lieu à savourer lentement',
    '{place} après la pluie',
    'L’écho de l’histoire à {place}',
    'La vie quotidienne à {place}',
    '{place}, j’y reviendrai',
    'Lettre à {place}',
    'Un après-midi à rêver à {place}',
    'Visite guidée de {place}',
  ],
  paragraphs: [
    'À six heures du matin, {place} dormait encore sous la brume ; seuls quelques habitants faisaient leur gymnastique. Peu à peu, le soleil a glissé sur les toits.',
    'Dans les ruelles pavées, les boutiques ouvraient à peine ; une marchande nous a fait goûter un baba tout juste sorti du four.',
    'Cette fois, j’ai emmené mes parents : ils ont pris des photos tout le long du chemin, ravis.',
    'Notre guide nous a raconté l’histoire de {place} : chaque pierre a quelque chose à dire sur le passé de {city}.',
    'Le soir, assis au bord du canal, nous avons écouté la musique naxi monter des maisons anciennes.',
    'Pensez à réserver sur la plateforme : les jours fériés, il y a beaucoup de monde.',
    'Déjeuner dans une petite cantine du quartier : simple, généreux et délicieux.',
    'Il faisait plus frais que prévu : prenez une veste, les soirées en altitude sont froides.',
    'Quand on est fatigué, une tasse de thé Pu’er dans une cour fleurie suffit à tout oublier.',
    'Les enfants ont posé mille questions devant les manuscrits dongba, et ont dessiné ce qu’ils avaient vu en rentrant.',
  ],
  strategyTitles: [
    '{city} en trois jours : {place} et {place2}',
    '{place} en une journée',
    '{city} en famille, deux jours sans se presser',
    '{city} avec ses parents : {days} jours tout en douceur',
    'Itinéraire gourmand à {city}',
    'Randonnée conseillée autour de {place}',
    'Première visite à {city} : l’itinéraire classique en {days} jours',
    'Un week-end à {place} : accès, billets, repas',
    'Une journée dans les musées de {city}',
    '{city} hors saison : {days} jours loin de la foule',
    'Photographier {place} : meilleurs points de vue',
    '{city} petit budget : {days} jours économiques',
    'Road trip de {days} jours autour de {city}',
    '{city} sous la pluie : nos idées',
  ],
  strategyDay: 'Jour {day} : {place}',
  strategyDayLines: [
    'Partez tôt pour {place} ; réservez vos billets la veille sur la plateforme.',
    'À midi, goûtez les spécialités locales dans une petite adresse des ruelles.',
    'L’après-midi, flânez tranquillement et faites une pause dans une maison de thé.',
    'Admirez le coucher du soleil puis promenez-vous au marché de nuit.',
    'Comptez trois à quatre heures de visite et vérifiez l’heure de dernière entrée.',
  ],
  strategyTips: 'Conseils',
  strategyTipLines: [
    'Évitez les jours fériés si possible.',
    'Les écarts de température sont importants en altitude.',
    'Les bus desservent les principaux sites.',
    'Respectez les coutumes locales.',
  ],
  workText: [
    'Cette œuvre est née d’un matin à la lumière douce, calme et chaleureuse.',
    'Deux semaines de travail pour partager la beauté de ma région.',
    'Le savoir-faire traditionnel demande de la patience : chaque point est un hommage au temps.',
    'Inspirée de {place}, elle saisit l’instant qui m’a le plus ému.',
  ],
  authors: ['Office du tourisme de Lijiang', 'Camille', 'Julien M.', 'Léa en voyage', 'Hugo', 'Naxi Trek'],
  rejectReasons: [
    'Les photos ne correspondent pas au texte : merci de corriger et de renvoyer',
    'Le contenu contient de la publicité',
    'Photos floues : merci de les remplacer',
  ],
  comments: [
    'Très beau récit, j’ai hâte d’y aller !',
    'Superbes photos',
    'Itinéraire très utile, merci',
    'Ça donne envie de partir',
    'Merci pour le partage',
  ],
  markupLabel: '图文 / photos',
  entryTitle: clip(18),
  rules: FR_RULE,
};

const EN_TOPICS: readonly TopicSeed[] = [
  {
    kind: 'story',
    when: 'on',
    title: 'My slow days in {city}',
    summary: 'Slow down and tell us about your most relaxed moment in {city}: a cup of tea, a quiet lane, a chance meeting.',
  },
  {
    kind: 'story',
    when: 'on',
    title: 'The {city} food map',
    summary: 'Which little eatery do you still think about? From rice noodles to beer fish, help us draw the food map of {city}.',
  },
  {
    kind: 'story',
    when: 'over',
    title: '{city} with the kids',
    summary: 'The laughs and little mishaps of family trips are stories worth sharing.',
  },
  { kind: 'story', when: 'soon', title: '{city} by night', summary: 'What does {city} look like once the pagodas light up? Opening soon.' },
  {
    kind: 'story',
    when: 'over',
    title: 'Four seasons in {city}',
    summary: 'Spring blossom, summer rain, autumn osmanthus, winter mist on the karst peaks: tell us about your seasons.',
  },
  {
    kind: 'works',
    when: 'on',
    title: '“Beautiful {city}” photo contest',
    summary: 'Capture the landscapes and people of {city}; the best photos will be shown in the city gallery.',
    works: [
      ['{place} in the morning mist'],
      ['Light on {place}'],
      ['Dusk at {place}'],
      ['Watching over {place}'],
      ['{place} after the rain'],
      ['Everyday life at {place}'],
    ],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: 'Call for intangible heritage crafts',
    summary: 'Show the works you made by hand with traditional skills, so that more people can see them.',
    works: [
      ['Phoenix cushion cover', 'Zhuang brocade'],
      ['Embroidered sash', 'Yao embroidery'],
      ['Silver hairpin', 'Yao silverwork'],
      ['Painted silk fan', 'Guilin fan painting'],
      ['Rice basket', 'Bamboo weaving'],
      ['Embroidered ball', 'Zhuang embroidered balls'],
    ],
  },
  {
    kind: 'works',
    when: 'over',
    title: 'Hand-drawn postcards of {city}',
    summary: 'Draw {city}: the chosen works have been printed as limited-edition postcards.',
    works: [['{place} in watercolour'], ['Sketch of {place}'], ['Impressions of {city}'], ['{place} in pencil']],
  },
  {
    kind: 'works',
    when: 'soon',
    ich: true,
    title: 'Skills at your fingertips',
    summary: 'An exhibition of young artisans’ heritage works, opening for entries soon.',
    works: [],
  },
  {
    kind: 'pk',
    when: 'on',
    title: 'Plan every detail or just go?',
    summary: 'Which side are you on? Give your reasons and cheer for your side.',
    sides: ['Plan it all', 'Just go'],
    opinions: [
      [
        'Checking opening hours and booking ahead means no bad surprises at the gate.',
        'A good plan gets you past the crowds and leaves more time for the views.',
        'Travelling with children or grandparents, a clear plan puts everyone at ease.',
      ],
      [
        'The best views are often the ones you never planned.',
        'No plan beats the advice of the locals you meet on the way.',
        'Travel light and leave room for surprises.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'on',
    title: 'Best season in {city}: spring or autumn?',
    summary: 'Spring blossom or golden autumn: when should you come to {city}?',
    sides: ['Spring', 'Autumn'],
    opinions: [
      ['In spring, {place} is green and misty, just like an ink painting.', 'Not too hot, not too cold: perfect for walking all day.'],
      [
        'In autumn the osmanthus flowers and the air around {place} smells sweet.',
        'Clear autumn skies turn every photo of the karst peaks into a postcard.',
        'Fewer visitors in autumn: you can take your time.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: 'Guesthouse or hotel?',
    summary: 'When you travel, where do you prefer to stay?',
    sides: ['Guesthouse', 'Hotel'],
    opinions: [
      ['Guesthouse hosts share the places only locals know.', 'Opening the window onto the karst peaks: no hotel can offer that.'],
      ['Reliable service and a big breakfast for a good rest.', 'With children, a hotel’s facilities make life easier.'],
    ],
  },
  {
    kind: 'pk',
    when: 'soon',
    title: 'Sunrise or starry sky?',
    summary: 'The next debate is coming soon: get your arguments ready.',
    sides: ['Sunrise', 'Starry sky'],
    opinions: [[], []],
  },
  {
    kind: 'story',
    when: 'on',
    title: 'My museum story',
    summary: 'An object, a guide, a moment: tell us about your encounter at the museum.',
  },
];

const EN_RULE = (kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string => {
  const how =
    kind === 'pk'
      ? `<li>Choose your side (${sides?.[0] ?? ''} / ${sides?.[1] ?? ''}), give your reasons and add pictures.</li><li>Each user can give one opinion per debate.</li>`
      : kind === 'works'
        ? `<li>Upload 1 to 9 pictures of your work with its title and a short description${ich ? ', naming the heritage craft you used' : ''}.</li><li>The work must be your own original creation.</li>`
        : '<li>Upload 1 to 9 pictures, tell your story, and add tags and your location if you like.</li><li>Content must be true, original and free of advertising.</li>';
  return (
    '<h3>Dates</h3><p>{start} to {end}</p>' +
    `<h3>How to take part</h3><ol>${how}<li>Every entry is shown after moderation, usually within one working day.</li></ol>` +
    '<h3>Selection and prizes</h3><p>When the topic closes, the best entries are chosen by their likes and by the jury; the winners receive culture-and-tourism points and a souvenir.</p>' +
    '<h3>Good to know</h3><p>By taking part you agree that the organiser may use your entry on the platform and in its publicity. Any questions? Contact the platform’s customer service.</p>'
  );
};

export const EN: Words = {
  tags: [
    'Food',
    'Old towns',
    'Hiking',
    'Family',
    'Photography',
    'Night walks',
    'Museums',
    'Intangible heritage',
    'Road trips',
    'Guesthouses',
    'Blossoms',
    'River cruises',
    'Camping',
    'Culture',
  ],
  topics: EN_TOPICS,
  storyTitles: [
    'A morning at {place}',
    'Mist over {place}',
    'Half a day at {place}',
    'My first time at {place}',
    'Light and shadow at {place}',
    'A family weekend at {place}',
    '{place}: a place to take slowly',
    '{place} after the rain',
    'Echoes of history at {place}',
    'Everyday life at {place}',
    '{place}, I’ll be back',
    'A letter to {place}',
    'An afternoon of daydreaming at {place}',
    'A guided walk around {place}',
  ],
  paragraphs: [
    'At six in the morning {place} was still wrapped in mist; only a few locals were doing their exercises. Slowly the sun climbed over the karst peaks and the whole valley lit up.',
    'Along the stone lanes the little shops were just opening; a stallholder made us try a bowl of Guilin rice noodles straight from the pot, and I can still taste it.',
    'This time I brought my parents: they took photos the whole way and said it was even lovelier than on television.',
    'Our guide told us the story of {place}: every stone has something to say about the past of {city}.',
    'In the evening we sat by the river and watched the bamboo rafts drift by while the cormorant fishermen lit their lamps.',
    'Book on the platform ahead of time: on public holidays it gets very busy, and going off-peak is much nicer.',
    'Lunch was beer fish in a small family restaurant nearby: simple, generous and delicious.',
    'It was cooler than expected: bring a light jacket, the caves and the river are chilly in the morning.',
    'When you are tired, a cup of osmanthus tea in a shady courtyard makes you forget everything.',
    'The children asked a hundred questions in the caves and drew the stalactites as soon as we got home.',
  ],
  strategyTitles: [
    '{city} in three days: {place} and {place2}',
    '{place} in one day',
    '{city} with kids: two easy days',
    '{city} with your parents: {days} gentle days',
    'A food trail through {city}',
    'Recommended hike around {place}',
    'First time in {city}: the classic {days}-day route',
    'A weekend at {place}: getting there, tickets, food',
    'A day in the museums of {city}',
    '{city} off-season: {days} days away from the crowds',
    'Photographing {place}: the best spots and times',
    '{city} on a budget: {days} days',
    'A {days}-day road trip around {city}',
    '{city} on a rainy day: our ideas',
  ],
  strategyDay: 'Day {day}: {place}',
  strategyDayLines: [
    'Set off early for {place}; book your tickets on the platform the day before.',
    'At noon, try the local specialities in a small eatery down a side lane.',
    'In the afternoon, stroll at your own pace and rest in a tea house.',
    'Watch the sunset over the river, then wander through the night market.',
    'Allow three to four hours for the visit and check the last entry time.',
  ],
  strategyTips: 'Tips',
  strategyTipLines: [
    'Avoid public holidays if you can.',
    'Summers are hot and rainy: bring sun cream and an umbrella.',
    'Buses and river boats reach the main sights.',
    'Respect local customs.',
  ],
  workText: [
    'This work was born on a morning of soft light, calm and warm.',
    'Two weeks of work to share the beauty of my home town.',
    'Traditional skills take patience: every stitch is a tribute to time.',
    'Inspired by {place}, it captures the moment that moved me most.',
  ],
  authors: ['Guilin Tourism', 'Emma W.', 'Karst Wanderer', 'Tom & Lucy', 'Backpacker Sam', 'Li River Lens'],
  rejectReasons: [
    'The photos do not match the text: please correct and resubmit',
    'The content contains advertising',
    'The photos are blurred: please replace them',
  ],
  comments: [
    'Lovely story, I can’t wait to go!',
    'Gorgeous photos',
    'A very useful guide, saved',
    'Makes me want to pack my bag',
    'Thanks for sharing',
  ],
  markupLabel: 'photos',
  entryTitle: clipWords(42),
  rules: EN_RULE,
};

const JA_TOPICS: readonly TopicSeed[] = [
  {
    kind: 'story',
    when: 'on',
    title: '私の{city}スローな時間',
    summary: '歩みをゆるめて、{city}でいちばんくつろいだひとときを書いてください。一杯のお茶、一本の路地、思いがけない出会い。',
  },
  {
    kind: 'story',
    when: 'on',
    title: '{city}グルメマップ',
    summary: '忘れられないあの店はどこ？ビャンビャン麺から肉夾饃まで、みんなで{city}のグルメマップを作りましょう。',
  },
  {
    kind: 'story',
    when: 'over',
    title: '子どもと{city}へ',
    summary: '家族旅行の笑顔やちょっとしたハプニングも、分かち合いたいすてきな物語です。',
  },
  { kind: 'story', when: 'soon', title: '夜の{city}', summary: '灯りがともった{city}はどんな姿？まもなく開始します。お楽しみに。' },
  {
    kind: 'story',
    when: 'over',
    title: '{city}の四季',
    summary: '春の花、夏の雨、秋の紅葉、冬の雪。あなたが見た{city}の四季を記録してください。',
  },
  {
    kind: 'works',
    when: 'on',
    title: '「美しい{city}」フォトコンテスト',
    summary: 'レンズで{city}の風景と人々をとらえてください。優秀作品は市内のギャラリーで展示されます。',
    works: [['朝霧の{place}'], ['光と影の{place}'], ['{place}の夕暮れ'], ['見守る・{place}'], ['雪晴れの{place}'], ['{place}のにぎわい']],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: '無形文化遺産の手しごと作品募集',
    summary: '伝統の技で仕上げたあなたの作品を見せてください。もっと多くの人に伝統の技を届けましょう。',
    works: [
      ['ハスの花の切り絵', '陝西切り絵'],
      ['孫悟空の影絵人形', '華県影絵'],
      ['干支の泥人形', '鳳翔泥塑'],
      ['ふるさとの農民画', '戸県農民画'],
      ['唐三彩の馬', '唐三彩'],
      ['秦腔の隈取りお面', '秦腔の隈取り'],
    ],
  },
  {
    kind: 'works',
    when: 'over',
    title: '{city}手描きポストカードコンテスト',
    summary: '絵筆で{city}を描こう。入選作品は限定ポストカードになりました。',
    works: [['手描きの{place}'], ['{place}のスケッチ'], ['{city}の印象'], ['水彩で描く{place}']],
  },
  {
    kind: 'works',
    when: 'soon',
    ich: true,
    title: '指先に宿る伝統の技',
    summary: '若い世代による無形文化遺産の作品展。まもなく募集を始めます。',
    works: [],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '旅は計画派？それとも思い立ったら出発派？',
    summary: 'あなたはどちら派？理由を書いて、自分の立場を応援しよう。',
    sides: ['しっかり計画', '思い立ったら出発'],
    opinions: [
      [
        '開館時間や予約方法を調べておけば、現地で慌てずにすみます。',
        '計画を立てれば混雑を避けて、景色をゆっくり楽しめます。',
        '子どもや両親と一緒なら、予定がはっきりしているほうが安心です。',
      ],
      [
        'いちばん美しい景色は、たいてい計画の外にあります。',
        'どんなに細かく計画しても、旅先では予定どおりにいきません。',
        '地元の人のおすすめについて行けば、ガイドブックにない本場の味に出会えます。',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '{city}のベストシーズンは春？秋？',
    summary: '花の春か、実りの秋か。{city}にはいつ来るのがいちばん？',
    sides: ['春がいい', '秋がいい'],
    opinions: [
      ['春の{place}は桜が咲きそろい、空気まで甘く香ります。', '暑すぎず寒すぎず、一日中外を歩くのにぴったりです。'],
      [
        '秋の{place}は木々が色づき、写真好きにはたまりません。',
        '秋晴れの空はひときわ青く、どこを撮っても絵になります。',
        '秋は観光客が少なめで、ゆったり楽しめます。',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: '民宿派？ホテル派？',
    summary: '旅先では、どちらに泊まるのが好きですか？',
    sides: ['民宿に泊まる', 'ホテルに泊まる'],
    opinions: [
      ['民宿のご主人は、地元の人しか知らない場所を教えてくれます。', '窓を開けると古い町並みが見える、そんな体験はホテルではできません。'],
      ['ホテルはサービスが安定していて、朝食も豊富でよく休めます。', '子ども連れなら、設備がそろったホテルが便利です。'],
    ],
  },
  {
    kind: 'pk',
    when: 'soon',
    title: '早起きして日の出？夜更かしして星空？',
    summary: 'まもなく始まる新しいディベート。今のうちに自分の立場を考えておこう。',
    sides: ['日の出を見る', '星空を見る'],
    opinions: [[], []],
  },
  {
    kind: 'story',
    when: 'on',
    title: '私と博物館の物語',
    summary: '博物館で出会った一つの文物、一人の解説員、ひとつの瞬間を書いてください。',
  },
];

const JA_RULE = (kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string => {
  const how =
    kind === 'pk'
      ? `<li>立場（${sides?.[0] ?? ''} / ${sides?.[1] ?? ''}）を選び、理由を書いて写真を添えてください。</li><li>意見はディベートごとに1人1回までです。</li>`
      : kind === 'works'
        ? `<li>作品の写真を1〜9枚アップロードし、作品名と説明を記入してください${ich ? '（使用した無形文化遺産の技法も明記してください）' : ''}。</li><li>作品はご本人のオリジナルに限ります。盗用や他人の作品の使用はできません。</li>`
        : '<li>写真を1〜9枚アップロードし、あなたの物語を書いてください。タグや位置情報も追加できます。</li><li>内容は事実に基づくオリジナルで、広告を含まないものに限ります。</li>';
  return (
    '<h3>開催期間</h3><p>{start} ～ {end}</p>' +
    `<h3>参加方法</h3><ol>${how}<li>投稿は審査を経て公開されます。審査は通常1営業日以内に完了します。</li></ol>` +
    '<h3>選考と賞品</h3><p>終了後、「いいね」の数と審査員の意見をもとに優秀作品を選びます。受賞者には文化観光ポイントと記念品を贈ります。</p>' +
    '<h3>注意事項</h3><p>投稿された作品は、主催者がプラットフォームや広報で使用することに同意したものとみなします。ご不明な点はカスタマーサービスまでお問い合わせください。</p>'
  );
};

export const JA: Words = {
  tags: [
    'グルメ',
    '古い町並み',
    'ハイキング',
    '子ども連れ',
    'フォト',
    '夜さんぽ',
    'ミュージアム',
    '伝統の技',
    'ドライブ',
    '民宿めぐり',
    'お花見',
    '雪の日',
    'キャンプ',
    '歴史さんぽ',
  ],
  topics: JA_TOPICS,
  storyTitles: [
    '{place}の朝',
    '{place}で雪に出会う',
    '{place}半日さんぽ',
    'はじめての{place}',
    '{place}の光と影',
    '家族と過ごした{place}の週末',
    '{place}：ゆっくり歩きたい場所',
    '雨上がりの{place}',
    '{place}で聞いた歴史のこだま',
    '{place}の暮らしの香り',
    '{place}、また来るね',
    '{place}への手紙',
    '{place}でぼんやり過ごした午後',
    'ガイドさんと歩く{place}',
  ],
  paragraphs: [
    '朝六時、{place}はまだ薄い霧に包まれていて、太極拳をするお年寄りとカメラを提げた私たちだけでした。日差しが少しずつ屋根をのぼり、世界がゆっくり明るくなっていきました。',
    '石畳の道を歩いていくと、屋台が開いたばかりで、店主が焼きたての肉夾饃をすすめてくれました。あの味は今でも忘れられません。',
    '今回は両親と一緒に来ました。二人とも道中ずっと写真を撮っていて、テレビで見るよりずっときれいだと喜んでいました。',
    'ガイドさんが{place}の由来を話してくれました。れんが一つひとつに物語があり、{city}の歴史は想像以上に奥深いものでした。',
    '夕方、城壁の上に腰を下ろして、灯りがともっていく街並みを眺めました。遠くから聞こえる太鼓の音に、一日の疲れがすっと消えました。',
    '事前にプラットフォームで予約しておくのがおすすめです。連休中はとても混むので、時間をずらすと快適です。',
    'お昼は近くの小さな食堂で、ビャンビャン麺と羊肉泡饃を食べました。素朴で量も多く、大満足です。',
    '思ったより寒かったので、上着を一枚多く持っていくと安心です。朝晩はかなり冷え込みます。',
    '歩き疲れたら茶館でひと休み。一杯のお茶で午後がまるごと過ぎていくのも、{city}らしい過ごし方です。',
    '子どもは初めて見る兵馬俑に夢中で、質問が止まりませんでした。家に帰ると自分から絵を描いていました。',
  ],
  strategyTitles: [
    '{city}3日間モデルコース：{place}と{place2}',
    '{place}日帰り完全ガイド',
    '子どもと{city}、のんびり2日間',
    '両親と{city}へ：ゆったり{days}日間',
    '{city}グルメめぐり',
    '{place}おすすめ散策ルート',
    'はじめての{city}：定番の{days}日間コース',
    '週末は{place}へ：アクセス・チケット・食事まとめ',
    '{city}ミュージアムめぐりの1日',
    '混雑を避ける{city}：{days}日間の旅',
    '{place}撮影ガイド：ベストスポットと時間帯',
    '{city}で節約旅：{days}日間',
    '{city}ドライブ{days}日間',
    '雨の日の{city}の楽しみ方',
  ],
  strategyDay: '{day}日目：{place}',
  strategyDayLines: [
    '午前中は早めに出発して{place}へ。チケットは前日までにプラットフォームで予約しておきましょう。',
    'お昼は近くで名物の軽食を。人の少ない路地の老舗がおすすめです。',
    '午後はのんびり散策し、疲れたら茶館でひと休み。',
    '夕方は夕日を眺め、夜は回民街の屋台をのぞいてみましょう。',
    '見学時間は3〜4時間ほど。最終入場時間に注意してください。',
  ],
  strategyTips: 'ワンポイント',
  strategyTipLines: [
    '連休は混雑するので、なるべく時期をずらしましょう。',
    '朝晩の寒暖差が大きいので、上着を用意しましょう。',
    '地下鉄とバスで主な観光地に行けます。',
    '地元の習慣を尊重し、マナーを守って観光しましょう。',
  ],
  workText: [
    'この作品は光のやわらかな朝に生まれました。静かで温かい一枚です。',
    '二週間かけて仕上げました。ふるさとの美しさを多くの人に届けたいです。',
    '伝統の技には忍耐が必要です。ひと針ひと針が時間への敬意です。',
    '{place}を題材に、いちばん心を動かされた瞬間を残しました。',
  ],
  authors: ['西安観光ナビ', 'さくら', '旅するカメラ', 'ケンジ', '長安さんぽ', 'ゆうこ'],
  rejectReasons: [
    '写真と本文の内容が合っていません。修正して再投稿してください',
    '広告を含む内容です',
    '写真が不鮮明です。差し替えて再投稿してください',
  ],
  comments: [
    'すてきな文章ですね。私も行ってみたい！',
    '写真がとてもきれい',
    'とても役に立つガイド、保存しました',
    '読んだらすぐ出かけたくなりました',
    'シェアしてくれてありがとう',
  ],
  markupLabel: '写真',
  entryTitle: clip(18),
  rules: JA_RULE,
};

/* Korean: a particle after `{place}` or `{city}` depends on the name's last syllable, so the texts use only 의, 에, 에서 or none after them. */
const KO_TOPICS: readonly TopicSeed[] = [
  {
    kind: 'story',
    when: 'on',
    title: '나의 {city} 느린 시간',
    summary: '발걸음을 늦추고 {city}에서 가장 여유로웠던 순간을 적어 주세요. 차 한 잔, 골목 하나, 뜻밖의 만남.',
  },
  {
    kind: 'story',
    when: 'on',
    title: '{city} 맛집 지도',
    summary: '잊을 수 없는 그 식당은 어디인가요? 냉면부터 양꼬치까지, 함께 {city} 맛집 지도를 그려 봐요.',
  },
  {
    kind: 'story',
    when: 'over',
    title: '아이와 함께 떠나는 {city}',
    summary: '가족 여행의 웃음과 작은 소동도 함께 나누고 싶은 이야기입니다.',
  },
  { kind: 'story', when: 'soon', title: '{city}의 밤', summary: '불빛이 켜진 뒤의 {city}, 어떤 모습일까요? 곧 시작합니다.' },
  {
    kind: 'story',
    when: 'over',
    title: '{city}의 사계절',
    summary: '봄꽃, 여름비, 가을 단풍, 겨울 눈. 당신이 본 {city}의 사계절을 기록해 주세요.',
  },
  {
    kind: 'works',
    when: 'on',
    title: '“아름다운 {city}” 사진 공모전',
    summary: '렌즈로 {city}의 자연과 사람을 담아 주세요. 우수 작품은 시내 전시관에 전시됩니다.',
    works: [
      ['새벽 안개 속 {place}'],
      ['빛과 그림자, {place}'],
      ['{place}의 노을'],
      ['{place}의 파수꾼'],
      ['눈 갠 뒤의 {place}'],
      ['{place}의 사람들'],
    ],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: '무형문화유산 손작품 공모',
    summary: '전통 기예로 직접 만든 작품을 보여 주세요. 더 많은 사람에게 전통의 멋을 알려요.',
    works: [
      ['색동 저고리', '조선족 복식'],
      ['작은 장구', '장구 제작'],
      ['짚신 한 켤레', '짚공예'],
      ['매듭 노리개', '전통 매듭'],
      ['꽃수 보자기', '조선족 자수'],
      ['대나무 퉁소', '퉁소 제작'],
    ],
  },
  {
    kind: 'works',
    when: 'over',
    title: '{city} 손그림 엽서 공모전',
    summary: '붓끝으로 만나는 {city}. 입선작은 한정판 엽서로 제작되었습니다.',
    works: [['손그림 {place}'], ['{place} 스케치'], ['{city}의 인상'], ['수채화로 그린 {place}']],
  },
  {
    kind: 'works',
    when: 'soon',
    ich: true,
    title: '손끝에 깃든 전통 기예',
    summary: '청소년 무형문화유산 작품전, 곧 공모를 시작합니다.',
    works: [],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '여행은 계획파? 즉흥파?',
    summary: '당신은 어느 쪽인가요? 이유를 적고 내 편을 응원해 주세요.',
    sides: ['꼼꼼한 계획', '즉흥 여행'],
    opinions: [
      [
        '개방 시간과 예약 방법을 미리 알아 두면 현장에서 당황하지 않아요.',
        '계획을 세우면 붐비는 시간을 피해 경치를 여유롭게 즐길 수 있어요.',
        '아이나 부모님과 함께라면 일정이 분명해야 마음이 놓여요.',
      ],
      [
        '가장 아름다운 풍경은 늘 계획 밖에 있어요.',
        '아무리 꼼꼼히 계획해도 여행지에서는 변수가 생기기 마련이에요.',
        '현지 사람들이 추천하는 곳을 따라가야 진짜 여행이죠.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'on',
    title: '{city} 여행 최고의 계절: 봄? 가을?',
    summary: '꽃 피는 봄일까, 단풍 드는 가을일까? {city} 여행, 언제가 가장 좋을까요?',
    sides: ['봄', '가을'],
    opinions: [
      ['봄이면 {place} 일대에 진달래가 피어 공기마저 향긋해요.', '덥지도 춥지도 않아 하루 종일 밖을 걷기 좋아요.'],
      [
        '가을이면 {place} 일대가 붉게 물들어 사진 찍기 딱 좋아요.',
        '가을 하늘은 유난히 파래서 어디를 찍어도 그림이에요.',
        '가을에는 관광객이 적어 더 느긋하게 즐길 수 있어요.',
      ],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: '민박이냐 호텔이냐?',
    summary: '여행할 때 어떤 숙소를 더 좋아하나요?',
    sides: ['민박', '호텔'],
    opinions: [
      ['민박 주인은 현지 사람만 아는 좋은 곳을 알려 줘요.', '창문을 열면 바로 산이 보이는 건 호텔에서는 못 느끼는 즐거움이에요.'],
      ['호텔은 서비스가 안정적이고 아침 식사도 풍성해서 푹 쉴 수 있어요.', '아이와 함께라면 호텔 시설이 더 편리해요.'],
    ],
  },
  {
    kind: 'pk',
    when: 'soon',
    title: '일출 보기? 별 보기?',
    summary: '곧 시작되는 새 토론, 미리 내 입장을 정해 두세요.',
    sides: ['일출 보기', '별 보기'],
    opinions: [[], []],
  },
  {
    kind: 'story',
    when: 'on',
    title: '나와 박물관 이야기',
    summary: '박물관에서 만난 유물 하나, 해설사 한 분, 그리고 한 순간을 들려주세요.',
  },
];

const KO_RULE = (kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string => {
  const how =
    kind === 'pk'
      ? `<li>입장(${sides?.[0] ?? ''} / ${sides?.[1] ?? ''})을 고르고 이유와 사진을 올려 주세요.</li><li>토론마다 한 사람당 한 번만 의견을 낼 수 있습니다.</li>`
      : kind === 'works'
        ? `<li>작품 사진 1~9장과 작품명, 작품 설명을 올려 주세요${ich ? '. 사용한 무형문화유산 기예도 적어 주세요' : ''}.</li><li>본인이 직접 만든 창작물이어야 하며 다른 사람의 작품은 사용할 수 없습니다.</li>`
        : '<li>사진 1~9장을 올리고 이야기를 적어 주세요. 태그와 위치도 추가할 수 있습니다.</li><li>내용은 사실에 근거한 창작물이어야 하며 광고를 포함할 수 없습니다.</li>';
  return (
    '<h3>진행 기간</h3><p>{start} ~ {end}</p>' +
    `<h3>참여 방법</h3><ol>${how}<li>모든 게시물은 심사를 거쳐 공개되며, 심사는 보통 영업일 기준 1일 이내에 완료됩니다.</li></ol>` +
    '<h3>심사 및 시상</h3><p>종료 후 좋아요 수와 심사위원 의견을 바탕으로 우수작을 선정하며, 수상자에게는 문화관광 포인트와 기념품을 드립니다.</p>' +
    '<h3>유의 사항</h3><p>응모하면 주최 측이 작품을 플랫폼과 홍보물에 사용하는 데 동의한 것으로 간주합니다. 궁금한 점은 고객센터로 문의해 주세요.</p>'
  );
};

export const KO: Words = {
  tags: [
    '맛집',
    '옛 거리',
    '트레킹',
    '가족 여행',
    '사진',
    '야경',
    '박물관',
    '무형문화유산',
    '드라이브',
    '민박',
    '꽃구경',
    '설경',
    '캠핑',
    '민속 문화',
  ],
  topics: KO_TOPICS,
  storyTitles: [
    '{place}의 아침',
    '{place}에서 만난 첫눈',
    '{place} 반나절 산책',
    '처음 가 본 {place}',
    '{place}의 빛과 그림자',
    '가족과 함께한 {place}의 주말',
    '{place}, 천천히 걷고 싶은 곳',
    '비 갠 뒤의 {place}',
    '{place}에서 들은 역사의 메아리',
    '{place}의 사람 사는 냄새',
    '{place}, 또 올게',
    '{place}에 보내는 편지',
    '{place}에서 멍하니 보낸 오후',
    '해설사와 함께 걷는 {place}',
  ],
  paragraphs: [
    '아침 여섯 시의 {place}, 옅은 안개 속에는 아침 운동을 하는 어르신 몇 분과 카메라를 멘 우리뿐이었다. 햇살이 조금씩 지붕을 타고 오르자 온 세상이 환해졌다.',
    '돌길을 따라 걸어가니 가게들이 막 문을 열고 있었고, 주인아주머니가 갓 쳐 낸 찰떡을 맛보라며 건네주셨다. 그 맛은 아직도 잊히지 않는다.',
    '이번에는 부모님을 모시고 왔다. 두 분은 가는 내내 사진을 찍으시며 텔레비전에서 본 것보다 훨씬 아름답다고 하셨다.',
    '해설사께서 {place}의 유래를 들려주셨다. 돌 하나하나에 이야기가 있었고, {city}의 역사는 생각보다 훨씬 깊었다.',
    '해 질 녘 해란강 가에 앉아 흐르는 물을 바라보았다. 멀리서 들려오는 장구 소리에 하루의 피로가 싹 풀렸다.',
    '플랫폼에서 미리 예약하는 것을 추천한다. 연휴에는 사람이 많아서 시간을 피해 가면 훨씬 쾌적하다.',
    '점심은 근처 작은 식당에서 냉면과 순대를 먹었다. 소박하지만 푸짐하고 맛있어서 더할 나위 없었다.',
    '생각보다 추웠다. 산은 아침저녁으로 기온 차가 크니 겉옷을 꼭 챙기자.',
    '걷다 지치면 찻집에 들어가 쉬었다. 따뜻한 차 한 잔에 오후가 훌쩍 지나가는 것, 그것이 {city} 사람들의 여유인가 보다.',
    '아이는 처음 보는 조선족 전통 가옥이 신기한지 쉬지 않고 질문을 했고, 집에 와서는 스스로 그림을 그렸다.',
  ],
  strategyTitles: [
    '{city} 3일 코스: {place} + {place2}',
    '{place} 당일치기 완전 정복',
    '아이와 함께 {city} 2일, 여유로운 일정',
    '부모님과 {city}: 느긋한 {days}일 일정',
    '{city} 맛집 탐방 코스',
    '{place} 추천 트레킹 코스',
    '처음 가는 {city}: 대표 {days}일 코스',
    '주말엔 {place}: 교통·입장권·식사 총정리',
    '{city} 박물관 하루 여행',
    '붐비지 않는 {city}: {days}일 여행',
    '{place} 사진 명소와 촬영 시간',
    '알뜰한 {city} 여행: {days}일',
    '{city} 자동차 여행 {days}일',
    '비 오는 날 {city} 즐기기',
  ],
  strategyDay: '{day}일차: {place}',
  strategyDayLines: [
    '오전에 일찍 출발해 {place}부터 둘러보세요. 입장권은 하루 전에 플랫폼에서 예약하세요.',
    '점심은 근처에서 현지 별미를 맛보세요. 사람이 적은 골목의 오래된 식당을 추천해요.',
    '오후에는 천천히 둘러보고, 지치면 찻집에서 쉬어 가세요.',
    '해 질 녘에는 노을을 보고, 밤에는 야시장을 구경해 보세요.',
    '관람 시간은 3~4시간 정도이며, 마지막 입장 시간을 꼭 확인하세요.',
  ],
  strategyTips: '여행 팁',
  strategyTipLines: [
    '연휴에는 사람이 많으니 가급적 피해서 다녀오세요.',
    '산간 지역은 일교차가 크니 옷을 넉넉히 챙기세요.',
    '버스로 주요 관광지에 갈 수 있어요.',
    '현지 풍습을 존중하며 여행해요.',
  ],
  workText: [
    '이 작품은 빛이 부드러운 어느 아침에 만들었습니다. 고요하고 따뜻한 장면입니다.',
    '두 주에 걸쳐 완성했습니다. 고향의 아름다움을 더 많은 분과 나누고 싶습니다.',
    '전통 기예에는 인내가 필요합니다. 한 땀 한 땀이 시간에 대한 존경입니다.',
    '{place}에서 소재를 얻어, 가장 마음을 울린 순간을 담았습니다.',
  ],
  authors: ['연변문화관광', '민지', '여행하는 준호', '백두산 사진가', '서연', '두만강 나그네'],
  rejectReasons: [
    '사진과 글의 내용이 맞지 않습니다. 수정 후 다시 제출해 주세요',
    '광고성 내용이 포함되어 있습니다',
    '사진이 선명하지 않습니다. 교체 후 다시 제출해 주세요',
  ],
  comments: [
    '글이 정말 좋네요. 저도 꼭 가 볼래요!',
    '사진이 너무 예뻐요',
    '정말 유용한 코스네요, 저장했어요',
    '읽자마자 떠나고 싶어졌어요',
    '공유해 주셔서 감사합니다',
  ],
  markupLabel: '사진',
  entryTitle: clipWords(22),
  rules: KO_RULE,
};
