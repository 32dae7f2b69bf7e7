/** The demo columns: the art fund (ART_FUND → scysjj), in each demo site language. */
import type { InLanguages } from '../demo.ts';

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
      introduce:
        '<p>艺术基金是由财政资金设立的公益性基金，资助舞台艺术创作、美术创作、传播交流推广和艺术人才培养，推动文艺精品创作生产。</p>',
      channels: [
        [
          'scysjj-tzgg',
          '通知公告',
          ['关于申报年度艺术基金项目的通知', '年度艺术基金立项名单公示', '艺术基金项目结项验收工作安排', '关于开展项目中期检查的通知'],
        ],
        ['scysjj-zzxm', '资助项目', ['大型舞剧《天府之水》', '川剧新编历史剧《文君》', '美术创作《巴山蜀水》系列', '青年编剧人才培养项目']],
        [
          'scysjj-cgzs',
          '成果展示',
          ['资助项目优秀剧目展演圆满落幕', '美术作品巡展走进社区', '人才培养项目学员汇报演出', '传播交流项目赴海外巡演'],
        ],
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
      introduce:
        '<p>Le fonds des arts est un fonds public qui soutient la création scénique et plastique, la diffusion des œuvres et la formation des artistes.</p>',
      channels: [
        [
          'scysjj-tzgg',
          'Avis',
          [
            "Appel à projets de l'année",
            'Liste des projets retenus',
            'Calendrier des bilans de fin de projet',
            'Contrôle à mi-parcours des projets',
          ],
        ],
        [
          'scysjj-zzxm',
          'Projets soutenus',
          [
            'Ballet « Les eaux du Dragon de Jade »',
            'Opéra naxi « Le chant de Dongba »',
            'Série de peintures « Montagnes du Yunnan »',
            'Formation de jeunes dramaturges',
          ],
        ],
        [
          'scysjj-cgzs',
          'Réalisations',
          [
            'Festival des œuvres soutenues',
            'Exposition itinérante dans les quartiers',
            'Spectacle de fin de formation',
            'Tournée à l’étranger des projets soutenus',
          ],
        ],
        [
          'scysjj-zcfg',
          'Règlements',
          ['Règlement du fonds des arts', 'Règles de gestion des subventions', "Règles d'évaluation des projets"],
        ],
      ],
    },
  ],
};

const EN: ColumnTexts = {
  menu: 'Arts fund',
  author: 'Guilin Arts Fund',
  lead: (title) => `${title}. Here is what artists and the public need to know.`,
  body: 'The arts fund supports stage works, fine art, touring and the training of young talent. Supported projects must be completed and shown to the public within the funding period.',
  columns: [
    {
      code: 'scysjj',
      name: 'Arts fund',
      introduce:
        '<p>The arts fund is a public fund that supports new stage and visual works, their touring and the training of artists.</p>',
      channels: [
        [
          'scysjj-tzgg',
          'Notices',
          [
            "This year's call for projects",
            'Projects selected for funding',
            'Timetable of final project reviews',
            'Mid-term review of funded projects',
          ],
        ],
        [
          'scysjj-zzxm',
          'Funded projects',
          [
            'Dance drama "Song of the Li River"',
            'Zhuang folk opera "Third Sister Liu"',
            'Painting series "Karst Mountains"',
            'Young playwrights programme',
          ],
        ],
        [
          'scysjj-cgzs',
          'Results',
          [
            'Festival of funded works closes',
            'Touring exhibition visits the neighbourhoods',
            'Graduation show of the training programme',
            'Funded projects tour abroad',
          ],
        ],
        ['scysjj-zcfg', 'Regulations', ['Rules of the arts fund', 'Rules on managing grants', 'Rules on project assessment']],
      ],
    },
  ],
};

const JAPANESE: ColumnTexts = {
  menu: '芸術基金',
  author: '西安芸術基金',
  lead: (title) => `${title}。芸術家と市民の皆さまへのお知らせです。`,
  body: '芸術基金は、舞台芸術・美術の創作、作品の普及・交流、若手人材の育成を支援しています。採択されたプロジェクトは支援期間内に完成させ、一般に公開する必要があります。',
  columns: [
    {
      code: 'scysjj',
      name: '芸術基金',
      introduce: '<p>芸術基金は、舞台芸術や美術の創作、作品の普及と芸術家の育成を支援する公的基金です。</p>',
      channels: [
        [
          'scysjj-tzgg',
          'お知らせ',
          ['本年度プロジェクト募集のお知らせ', '採択プロジェクト一覧', '最終審査の日程について', '中間審査の実施について'],
        ],
        [
          'scysjj-zzxm',
          '支援プロジェクト',
          ['舞踊劇「長恨歌」', '秦腔新作「長安の月」', '絵画シリーズ「シルクロード」', '若手劇作家育成プログラム'],
        ],
        [
          'scysjj-cgzs',
          '成果',
          ['支援作品フェスティバル閉幕', '巡回展が地域を巡る', '育成プログラム修了公演', '支援プロジェクトの海外公演'],
        ],
        ['scysjj-zcfg', '規程', ['芸術基金管理規程', '助成金管理細則', 'プロジェクト審査規程']],
      ],
    },
  ],
};

const KOREAN: ColumnTexts = {
  menu: '예술 기금',
  author: '연변 예술 기금',
  lead: (title) => `${title}. 예술인과 시민 여러분께 알려 드립니다.`,
  body: '예술 기금은 무대 예술과 미술 창작, 작품 보급과 교류, 젊은 인재 양성을 지원합니다. 선정된 사업은 지원 기간 안에 완성하여 대중에게 공개해야 합니다.',
  columns: [
    {
      code: 'scysjj',
      name: '예술 기금',
      introduce: '<p>예술 기금은 무대 예술과 미술 창작, 작품 보급과 예술인 양성을 지원하는 공공 기금입니다.</p>',
      channels: [
        ['scysjj-tzgg', '공지', ['올해 지원 사업 공모 안내', '지원 사업 선정 결과', '사업 최종 평가 일정', '지원 사업 중간 점검 안내']],
        ['scysjj-zzxm', '지원 사업', ['무용극 「두만강」', '창극 「아리랑」', '회화 연작 「장백산의 사계」', '청년 극작가 양성 사업']],
        [
          'scysjj-cgzs',
          '성과',
          ['지원 작품 축제 폐막', '순회 전시가 마을을 찾아갑니다', '양성 과정 수료 공연', '지원 사업 해외 순회 공연'],
        ],
        ['scysjj-zcfg', '규정', ['예술 기금 관리 규정', '보조금 관리 세칙', '사업 심사 규정']],
      ],
    },
  ],
};

export const COLUMN_TEXTS: InLanguages<ColumnTexts> = { CN, FRENCH, EN, JAPANESE, KOREAN };

/** The refusal of a channel code the site has no column or sub-channel for. */
export const NO_SUCH_COLUMN = '栏目不存在';
