/** The demo columns: the art fund (ART_FUND → scysjj) and a culture-heritage column, in Chinese or French. */

interface ColumnSeed {
  code: string;
  name: string;
  introduce: string;
  /** [code, name, article titles] */
  channels: readonly (readonly [string, string, readonly string[]])[];
}

interface ColumnTexts {
  columns: readonly ColumnSeed[];
  menu: string;
  author: string;
  lead(title: string): string;
  body: string;
}

const CN: ColumnTexts = {
  menu: '艺术基金',
  author: '艺术基金管理中心',
  lead: (title) => `${title}。现将有关事项公布如下，欢迎广大文艺工作者和社会各界关注。`,
  body: '艺术基金以“扶持精品、推出人才、服务人民”为宗旨，面向舞台艺术、美术创作、传播交流推广和人才培养四类项目开展资助。申报主体应具备相应资质，项目成果须在资助期内完成并公开展示。',
  columns: [
    {
      code: 'scysjj',
      name: '艺术基金',
      introduce: '<p>艺术基金是由财政资金设立的公益性基金，资助舞台艺术创作、美术创作、传播交流推广和艺术人才培养，推动文艺精品创作生产。</p>',
      channels: [
        ['scysjj-tzgg', '通知公告', ['关于申报年度艺术基金项目的通知', '年度艺术基金立项名单公示', '艺术基金项目结项验收工作安排', '关于开展项目中期检查的通知']],
        ['scysjj-zzxm', '资助项目', ['大型舞剧《天府之水》', '川剧新编历史剧《文君》', '美术创作《巴山蜀水》系列', '青年编剧人才培养项目']],
        ['scysjj-cgzs', '成果展示', ['资助项目优秀剧目展演圆满落幕', '美术作品巡展走进社区', '人才培养项目学员汇报演出', '传播交流项目赴海外巡演']],
        ['scysjj-zcfg', '政策法规', ['艺术基金管理办法', '艺术基金项目经费管理细则', '艺术基金项目评审规则']],
      ],
    },
  ],
};

const FRENCH: ColumnTexts = {
  menu: 'Fonds des arts',
  author: 'Fonds des arts de Lijiang',
  lead: (title) => `${title}. Voici les informations utiles pour les artistes et le public.`,
  body: 'Le fonds des arts soutient la création scénique, les arts plastiques, la diffusion et la formation de jeunes talents. Les projets retenus doivent être achevés et présentés au public pendant la période de soutien.',
  columns: [
    {
      code: 'scysjj',
      name: 'Fonds des arts',
      introduce: '<p>Le fonds des arts est un fonds public qui soutient la création scénique et plastique, la diffusion des œuvres et la formation des artistes.</p>',
      channels: [
        ['scysjj-tzgg', 'Avis', ["Appel à projets de l'année", 'Liste des projets retenus', 'Calendrier des bilans de fin de projet', 'Contrôle à mi-parcours des projets']],
        ['scysjj-zzxm', 'Projets soutenus', ['Ballet « Les eaux du Dragon de Jade »', 'Opéra naxi « Le chant de Dongba »', 'Série de peintures « Montagnes du Yunnan »', 'Formation de jeunes dramaturges']],
        ['scysjj-cgzs', 'Réalisations', ['Festival des œuvres soutenues', 'Exposition itinérante dans les quartiers', 'Spectacle de fin de formation', 'Tournée à l’étranger des projets soutenus']],
        ['scysjj-zcfg', 'Règlements', ['Règlement du fonds des arts', 'Règles de gestion des subventions', "Règles d'évaluation des projets"]],
      ],
    },
  ],
};

export const COLUMN_TEXTS = { CN, FRENCH } as const;
