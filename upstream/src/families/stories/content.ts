/**
 * The words of the stories family's demo data, per language: Chinese for the Chinese sites,
 * French for site530700 (Lijiang). `{city}`, `{place}`, `{place2}` and `{days}` are filled in by
 * the seed with the site's city and its own places.
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
  /** The topic rules page, by kind: `{start}` and `{end}` are the topic's dates. */
  rules(kind: TopicKind, ich: boolean, sides: readonly [string, string] | undefined): string;
}

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
    works: [['芙蓉锦鲤', '蜀绣'], ['竹丝茶具一套', '瓷胎竹编'], ['熊猫剪纸', '剪纸'], ['糖画凤凰', '糖画'], ['漆器首饰盒', '漆艺'], ['蓝染围巾', '扎染']],
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
      ['提前查好开放时间和预约规则，到了现场不慌不忙。', '做攻略能避开人流高峰，省下排队的时间看风景。', '带老人孩子出门，行程清楚才安心。'],
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
  strategyTipLines: ['节假日人多，尽量错峰出行。', '山区早晚温差大，注意添衣。', '公共交通很方便，地铁和公交都能到达主要景点。', '尊重当地风俗，文明旅游。'],
  workText: [
    '这幅作品创作于一个清晨，光线柔和，画面安静而温暖。',
    '作品历时两周完成，希望把家乡的美分享给更多人。',
    '传统技艺需要耐心，每一针每一线都是对时间的致敬。',
    '取材于{place}，记录下最打动我的那一刻。',
  ],
  authors: ['成都文旅', '旅行达人小鱼', '行摄川西', '背包客老王', '山野', '阿竹'],
  rejectReasons: ['图片与文字内容不符，请修改后重新提交', '内容包含广告信息', '图片不清晰，请更换后重新提交'],
  comments: ['写得真好，下次也要去！', '照片太美了', '很实用的攻略，收藏了', '看完就想出发', '谢谢分享，很有帮助'],
  rules: CN_RULE,
};

const FR_TOPICS: readonly TopicSeed[] = [
  { kind: 'story', when: 'on', title: 'Mes moments lents à {city}', summary: 'Ralentissez et racontez votre moment le plus paisible à {city} : un thé, une ruelle, une rencontre.' },
  { kind: 'story', when: 'on', title: 'La carte gourmande de {city}', summary: 'Quelle petite adresse vous a marqué ? Dessinons ensemble la carte gourmande de {city}.' },
  { kind: 'story', when: 'over', title: '{city} en famille', summary: 'Les rires et les petites aventures des voyages en famille méritent d’être partagés.' },
  { kind: 'story', when: 'soon', title: '{city} la nuit', summary: 'À quoi ressemble {city} une fois les lanternes allumées ? Bientôt ouvert.' },
  { kind: 'story', when: 'over', title: 'Les quatre saisons de {city}', summary: 'Fleurs du printemps, pluies d’été, feuilles d’automne, neige d’hiver : racontez vos saisons.' },
  {
    kind: 'works',
    when: 'on',
    title: 'Concours photo « Beau {city} »',
    summary: 'Saisissez les paysages et la culture de {city} ; les meilleures photos seront exposées en ville.',
    works: [['{place} dans la brume'], ['Lumières sur {place}'], ['Crépuscule à {place}'], ['Veilleur de {place}'], ['{place} après la neige'], ['La vie à {place}']],
  },
  {
    kind: 'works',
    when: 'on',
    ich: true,
    title: 'Appel aux créations du patrimoine immatériel',
    summary: 'Montrez les œuvres faites de vos mains selon les savoir-faire traditionnels.',
    works: [['Soleil de Lijiang', 'Broderie naxi'], ['Carnet en papier dongba', 'Papier dongba'], ['Bracelet martelé', 'Orfèvrerie naxi'], ['Foulard indigo', 'Teinture à la réserve'], ['Tambour miniature', 'Lutherie naxi'], ['Pictogrammes dongba', 'Calligraphie dongba']],
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
      ['Connaître les horaires et réserver à l’avance évite les mauvaises surprises.', 'Un bon plan permet d’éviter la foule et de profiter des paysages.', 'Avec des enfants ou des parents âgés, un programme clair rassure.'],
      ['Les plus beaux paysages se trouvent souvent hors des plans.', 'Rien ne remplace les conseils des habitants rencontrés en chemin.', 'Partir léger, c’est laisser de la place aux surprises.'],
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
      ['En automne, les forêts autour de {place} deviennent un paradis pour les photographes.', 'Le ciel est d’un bleu incroyable, chaque photo est réussie.', 'Moins de visiteurs en automne : on profite davantage.'],
    ],
  },
  {
    kind: 'pk',
    when: 'over',
    title: 'Maison d’hôtes ou hôtel ?',
    summary: 'En voyage, quel hébergement préférez-vous ?',
    sides: ['Maison d’hôtes', 'Hôtel'],
    opinions: [
      ['Les hôtes partagent des adresses que seuls les habitants connaissent.', 'Ouvrir la fenêtre sur la montagne, aucun hôtel ne l’offre.'],
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
  { kind: 'story', when: 'on', title: 'Mon histoire au musée', summary: 'Un objet, un guide, un instant : racontez votre rencontre au musée.' },
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
  tags: ['Gastronomie', 'Vieille ville', 'Randonnée', 'En famille', 'Photographie', 'Balade nocturne', 'Musées', 'Patrimoine immatériel', 'Road trip', 'Maisons d’hôtes', 'Floraison', 'Neige', 'Camping', 'Culture'],
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
  strategyTipLines: ['Évitez les jours fériés si possible.', 'Les écarts de température sont importants en altitude.', 'Les bus desservent les principaux sites.', 'Respectez les coutumes locales.'],
  workText: [
    'Cette œuvre est née d’un matin à la lumière douce, calme et chaleureuse.',
    'Deux semaines de travail pour partager la beauté de ma région.',
    'Le savoir-faire traditionnel demande de la patience : chaque point est un hommage au temps.',
    'Inspirée de {place}, elle saisit l’instant qui m’a le plus ému.',
  ],
  authors: ['Office du tourisme de Lijiang', 'Camille', 'Julien M.', 'Léa en voyage', 'Hugo', 'Naxi Trek'],
  rejectReasons: ['Les photos ne correspondent pas au texte : merci de corriger et de renvoyer', 'Le contenu contient de la publicité', 'Photos floues : merci de les remplacer'],
  comments: ['Très beau récit, j’ai hâte d’y aller !', 'Superbes photos', 'Itinéraire très utile, merci', 'Ça donne envie de partir', 'Merci pour le partage'],
  rules: FR_RULE,
};
