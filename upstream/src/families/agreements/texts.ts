/**
 * The agreements family's words: its refusals, and the demo agreements of every language a demo
 * site speaks (each names the site it belongs to).
 */

/** The kinds of agreement, in the order a site lists them. */
export const AGREEMENT_TYPES = ['REGISTER', 'PRIVACY', 'PUBLISH'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const AGREEMENT_TEXTS = {
  badType: '协议类型不正确',
  idOrTypeRequired: '协议id或类型不能为空',
  notFound: '协议不存在',
} as const;

export interface AgreementSeed {
  type: AgreementType;
  title: string;
  version: string;
  preamble: string;
  /** [heading, body HTML] */
  sections: ReadonlyArray<readonly [string, string]>;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

function chinese(site: string): AgreementSeed[] {
  return [
    {
      type: 'REGISTER',
      title: `${site}用户注册协议`,
      version: 'V2.1',
      preamble: `欢迎您注册成为“${site}”平台用户。请您在注册前仔细阅读本协议，您勾选“我已阅读并同意”即表示您同意本协议的全部内容。`,
      sections: [
        [
          '一、账号注册',
          p(
            '您可以使用本人的中国大陆手机号码和短信验证码注册账号。一个手机号码只能注册一个账号。',
            '部分站点需要邀请码方可注册，邀请码由平台或合作单位发放。',
          ),
        ],
        ['二、账号使用与安全', p('账号仅限您本人使用，不得转让、出借或出售。请妥善保管手机和验证码，因您保管不善造成的损失由您自行承担。')],
        ['三、用户行为规范', ul('遵守国家法律法规和公序良俗；', '不得恶意预约、倒卖门票或活动名额；', '不得发布虚假、侵权或违法信息。')],
        [
          '四、账号注销',
          p(
            `您可以在“我的—账号注销”中申请注销账号。注销后，您在${site}的订单、积分、收藏和志愿服务记录将被清除且无法恢复，同一手机号可以重新注册为新用户。`,
          ),
        ],
        ['五、协议的变更', p('平台可能根据法律法规或业务调整修改本协议，修改后的协议将在平台公布，您继续使用即视为接受。')],
      ],
    },
    {
      type: 'PRIVACY',
      title: `${site}隐私政策`,
      version: 'V3.0',
      preamble: `“${site}”深知个人信息对您的重要性，将按照法律法规的要求保护您的个人信息。`,
      sections: [
        [
          '一、我们收集的信息',
          ul('注册和登录：手机号码；', '预约和购票：联系人姓名、证件号码、联系电话；', '一键求助和附近服务：您授权时的位置信息。'),
        ],
        ['二、信息的使用', p('我们仅在为您提供预约、订单、求助、投诉处理等服务所必需的范围内使用您的信息，不会用于与服务无关的用途。')],
        ['三、信息的存储与保护', p('手机号码和证件号码采用国密SM4算法加密存储，页面中仅显示脱敏后的号码。信息存储在中华人民共和国境内。')],
        [
          '四、信息的共享',
          p('除法律法规规定或经您同意外，我们不会向第三方提供您的个人信息。预约景区、场馆时，必要的预约信息会提供给接待单位用于核验。'),
        ],
        ['五、您的权利', p('您可以查询、更正您的个人信息，也可以注销账号。注销后我们将删除或匿名化处理您的个人信息。')],
      ],
    },
    {
      type: 'PUBLISH',
      title: `${site}用户发布协议`,
      version: 'V1.2',
      preamble: `您在“${site}”发表评论、游记、攻略等内容前，请阅读并遵守本协议。`,
      sections: [
        [
          '一、发布内容要求',
          ul('内容真实，与旅游、文化相关；', '不得含有违法违规、色情暴力、广告营销内容；', '不得侵犯他人的著作权、肖像权和隐私。'),
        ],
        ['二、内容审核', p('您发布的内容可能经过审核后展示。违反本协议的内容将被删除，情节严重的账号将被限制发布。')],
        ['三、内容授权', p(`您同意${site}在平台内展示、推荐您发布的内容，并可在注明作者的前提下用于文旅宣传。`)],
        ['四、责任', p('您对自己发布的内容承担法律责任。发现违规内容，可以通过投诉渠道向平台反映。')],
      ],
    },
  ];
}

function english(site: string): AgreementSeed[] {
  return [
    {
      type: 'REGISTER',
      title: `${site} User Registration Agreement`,
      version: 'V2.1',
      preamble: `Welcome to ${site}. Please read this agreement before you register: ticking "I have read and agree" means you accept all of it.`,
      sections: [
        [
          '1. Registering an account',
          p(
            'You register with your own mainland mobile number and an SMS code. One number registers one account.',
            'Some sites register only with an invitation code, handed out by the platform or its partners.',
          ),
        ],
        [
          '2. Using your account safely',
          p('The account is yours alone: it may not be lent, sold or transferred. Keep your phone and your codes safe.'),
        ],
        [
          '3. Rules of conduct',
          ul(
            'Respect the law and other visitors;',
            'do not book in bad faith or resell tickets and places;',
            'do not publish false, infringing or unlawful content.',
          ),
        ],
        [
          '4. Cancelling your account',
          p(
            `You can cancel your account under "Me - Cancel account". Your orders, points, favourites and volunteer records on ${site} are then deleted for good; the same number may register again as a new user.`,
          ),
        ],
        [
          '5. Changes',
          p(
            'We may change this agreement when the law or our services change; the new version is published here and applies from then on.',
          ),
        ],
      ],
    },
    {
      type: 'PRIVACY',
      title: `${site} Privacy Policy`,
      version: 'V3.0',
      preamble: `${site} knows how much your personal information matters and protects it as the law requires.`,
      sections: [
        [
          '1. What we collect',
          ul(
            'To register and sign in: your mobile number;',
            'to book: the contact name, document number and phone;',
            'for instant help and nearby services: your position, when you allow it.',
          ),
        ],
        ['2. How we use it', p('Only as far as bookings, orders, help requests and complaints need it, never for anything else.')],
        [
          '3. Storage and protection',
          p('Mobile and document numbers are stored encrypted (SM4); pages show them masked. Data is stored in China.'),
        ],
        [
          '4. Sharing',
          p('We share nothing without your consent or a legal duty; a booking goes to the venue that receives you, so it can check it.'),
        ],
        ['5. Your rights', p('You can view and correct your information and cancel your account; it is then deleted or anonymised.')],
      ],
    },
    {
      type: 'PUBLISH',
      title: `${site} Publishing Agreement`,
      version: 'V1.2',
      preamble: `Before you post comments, travel notes or guides on ${site}, please read and follow this agreement.`,
      sections: [
        [
          '1. What you may post',
          ul(
            'True content about travel and culture;',
            'nothing unlawful, violent, obscene or promotional;',
            "nothing that infringes another person's copyright, image or privacy.",
          ),
        ],
        [
          '2. Moderation',
          p('Posts may be reviewed before they show. Posts that break these rules are removed; repeated breaches restrict the account.'),
        ],
        ['3. Licence', p(`You allow ${site} to show and recommend your posts on the platform and, naming you, in its tourism promotion.`)],
        ['4. Responsibility', p('You are responsible for what you post. Report a post that breaks the rules through the complaints page.')],
      ],
    },
  ];
}

function french(site: string): AgreementSeed[] {
  return [
    {
      type: 'REGISTER',
      title: `Conditions d’inscription de ${site}`,
      version: 'V2.1',
      preamble: `Bienvenue sur ${site}. Lisez ces conditions avant de vous inscrire : cocher « J’ai lu et j’accepte » vaut acceptation de l’ensemble.`,
      sections: [
        [
          '1. Inscription',
          p(
            'Vous vous inscrivez avec votre propre numéro de mobile et un code reçu par SMS. Un numéro ne crée qu’un compte.',
            'Certains sites exigent un code d’invitation, remis par la plateforme ou ses partenaires.',
          ),
        ],
        [
          '2. Sécurité du compte',
          p('Le compte vous est personnel : il ne peut être prêté, vendu ni cédé. Gardez votre téléphone et vos codes en lieu sûr.'),
        ],
        [
          '3. Règles de conduite',
          ul(
            'Respectez la loi et les autres visiteurs ;',
            'ne réservez pas de mauvaise foi et ne revendez ni billets ni places ;',
            'ne publiez rien de faux, d’illicite ou de contrefaisant.',
          ),
        ],
        [
          '4. Suppression du compte',
          p(
            `Vous pouvez supprimer votre compte depuis « Moi - Supprimer le compte ». Vos commandes, points, favoris et heures de bénévolat sur ${site} sont alors effacés définitivement ; le même numéro peut se réinscrire comme nouvel utilisateur.`,
          ),
        ],
        ['5. Modifications', p('Ces conditions peuvent évoluer avec la loi ou nos services ; la nouvelle version est publiée ici.')],
      ],
    },
    {
      type: 'PRIVACY',
      title: `Politique de confidentialité de ${site}`,
      version: 'V3.0',
      preamble: `${site} protège vos données personnelles comme la loi l’exige.`,
      sections: [
        [
          '1. Données collectées',
          ul(
            'Inscription et connexion : votre numéro de mobile ;',
            'réservations : nom, numéro de pièce d’identité et téléphone du contact ;',
            'aide immédiate et services à proximité : votre position, si vous l’autorisez.',
          ),
        ],
        ['2. Utilisation', p('Uniquement pour les réservations, commandes, demandes d’aide et réclamations.')],
        [
          '3. Conservation et protection',
          p('Les numéros de mobile et de pièce sont chiffrés (SM4) et affichés masqués. Les données sont conservées en Chine.'),
        ],
        [
          '4. Partage',
          p('Rien n’est transmis sans votre accord ou une obligation légale ; une réservation est transmise au site qui vous accueille.'),
        ],
        [
          '5. Vos droits',
          p('Vous pouvez consulter et corriger vos données et supprimer votre compte ; elles sont alors effacées ou anonymisées.'),
        ],
      ],
    },
    {
      type: 'PUBLISH',
      title: `Charte de publication de ${site}`,
      version: 'V1.2',
      preamble: `Avant de publier un commentaire, un récit ou un guide sur ${site}, lisez et respectez cette charte.`,
      sections: [
        [
          '1. Contenus admis',
          ul(
            'Des contenus vrais, liés au voyage et à la culture ;',
            'rien d’illicite, de violent, d’obscène ni de publicitaire ;',
            'rien qui porte atteinte aux droits d’autrui.',
          ),
        ],
        ['2. Modération', p('Les publications peuvent être relues avant affichage ; celles qui enfreignent la charte sont retirées.')],
        [
          '3. Licence',
          p(`Vous autorisez ${site} à afficher vos publications et, en vous citant, à les utiliser pour sa promotion touristique.`),
        ],
        ['4. Responsabilité', p('Vous répondez de vos publications. Signalez un abus depuis la page des réclamations.')],
      ],
    },
  ];
}

function japanese(site: string): AgreementSeed[] {
  return [
    {
      type: 'REGISTER',
      title: `${site} 会員登録規約`,
      version: 'V2.1',
      preamble: `${site}へようこそ。登録の前に本規約をお読みください。「読んで同意します」にチェックすると、本規約のすべてに同意したものとみなされます。`,
      sections: [
        [
          '第1条 登録',
          p(
            'ご本人の携帯電話番号とSMS認証コードで登録します。1つの番号で登録できるアカウントは1つです。',
            '一部のサイトでは、招待コードが必要です。',
          ),
        ],
        ['第2条 アカウントの管理', p('アカウントはご本人のみが利用でき、貸与・譲渡・売買はできません。')],
        [
          '第3条 禁止事項',
          ul('法令や公序良俗に反する行為；', '悪意のある予約、チケットや枠の転売；', '虚偽・権利侵害・違法な情報の投稿。'),
        ],
        [
          '第4条 退会',
          p(
            `「マイページ－退会」から退会できます。退会すると、${site}での注文・ポイント・お気に入り・ボランティア記録は削除され、元に戻せません。同じ番号で新しく登録できます。`,
          ),
        ],
        ['第5条 規約の変更', p('法令やサービスの変更に応じて本規約を改定することがあり、改定後の規約はここに掲載します。')],
      ],
    },
    {
      type: 'PRIVACY',
      title: `${site} プライバシーポリシー`,
      version: 'V3.0',
      preamble: `${site}は、法令に従いお客様の個人情報を保護します。`,
      sections: [
        [
          '1. 取得する情報',
          ul(
            '登録・ログイン：携帯電話番号；',
            '予約：連絡先の氏名・身分証番号・電話番号；',
            '緊急支援・周辺サービス：許可された場合の位置情報。',
          ),
        ],
        ['2. 利用目的', p('予約・注文・緊急支援・苦情対応に必要な範囲でのみ利用します。')],
        ['3. 保管と保護', p('携帯電話番号と身分証番号はSM4で暗号化して保管し、画面では一部を伏せて表示します。')],
        ['4. 第三者提供', p('同意または法令に基づく場合を除き、第三者に提供しません。予約情報は受け入れ施設に確認のため提供します。')],
        ['5. お客様の権利', p('情報の確認・訂正、アカウントの退会ができます。退会後、情報は削除または匿名化されます。')],
      ],
    },
    {
      type: 'PUBLISH',
      title: `${site} 投稿規約`,
      version: 'V1.2',
      preamble: `${site}にコメント・旅行記・ガイドを投稿する前に、本規約をお読みください。`,
      sections: [
        [
          '1. 投稿できる内容',
          ul(
            '旅行や文化に関する事実に基づく内容；',
            '違法・暴力・わいせつ・広告目的の内容は不可；',
            '他人の著作権・肖像権・プライバシーを侵害しないこと。',
          ),
        ],
        ['2. 審査', p('投稿は審査の上で表示されることがあります。規約違反の投稿は削除されます。')],
        ['3. 利用許諾', p(`${site}がプラットフォーム内で投稿を表示し、作者名を記して観光PRに利用することを許諾します。`)],
        ['4. 責任', p('投稿内容の責任は投稿者にあります。違反投稿は苦情ページからご報告ください。')],
      ],
    },
  ];
}

function korean(site: string): AgreementSeed[] {
  return [
    {
      type: 'REGISTER',
      title: `${site} 회원가입 약관`,
      version: 'V2.1',
      preamble: `${site}에 오신 것을 환영합니다. 가입 전에 이 약관을 읽어 주세요. 「읽었으며 동의합니다」에 체크하면 약관 전체에 동의한 것으로 봅니다.`,
      sections: [
        [
          '제1조 가입',
          p(
            '본인의 휴대폰 번호와 SMS 인증번호로 가입합니다. 번호 하나로 계정 하나만 만들 수 있습니다.',
            '일부 사이트는 초대 코드가 있어야 가입할 수 있습니다.',
          ),
        ],
        ['제2조 계정 관리', p('계정은 본인만 사용할 수 있으며 빌려주거나 팔거나 넘길 수 없습니다.')],
        [
          '제3조 금지 행위',
          ul('법령과 공공질서를 어기는 행위;', '악의적인 예약, 입장권이나 자리의 되팔기;', '허위·권리 침해·불법 정보의 게시.'),
        ],
        [
          '제4조 회원 탈퇴',
          p(
            `「마이－회원 탈퇴」에서 탈퇴할 수 있습니다. 탈퇴하면 ${site}의 주문, 포인트, 즐겨찾기, 봉사 기록이 삭제되며 복구할 수 없습니다. 같은 번호로 새로 가입할 수 있습니다.`,
          ),
        ],
        ['제5조 약관 변경', p('법령이나 서비스가 바뀌면 약관을 고칠 수 있으며, 바뀐 약관은 여기에 게시합니다.')],
      ],
    },
    {
      type: 'PRIVACY',
      title: `${site} 개인정보 처리방침`,
      version: 'V3.0',
      preamble: `${site}는 법령에 따라 여러분의 개인정보를 보호합니다.`,
      sections: [
        [
          '1. 수집하는 정보',
          ul(
            '가입과 로그인: 휴대폰 번호;',
            '예약: 연락처의 이름, 신분증 번호, 전화번호;',
            '긴급 도움과 주변 서비스: 허용한 경우의 위치 정보.',
          ),
        ],
        ['2. 이용 목적', p('예약, 주문, 긴급 도움, 민원 처리에 필요한 범위에서만 이용합니다.')],
        ['3. 보관과 보호', p('휴대폰 번호와 신분증 번호는 SM4로 암호화해 보관하고, 화면에는 일부를 가려 표시합니다.')],
        ['4. 제3자 제공', p('동의나 법령이 없으면 제공하지 않습니다. 예약 정보는 확인을 위해 방문 시설에 제공합니다.')],
        ['5. 이용자의 권리', p('정보를 조회하고 고칠 수 있으며 탈퇴할 수 있습니다. 탈퇴 후 정보는 삭제되거나 익명 처리됩니다.')],
      ],
    },
    {
      type: 'PUBLISH',
      title: `${site} 게시물 약관`,
      version: 'V1.2',
      preamble: `${site}에 댓글, 여행기, 가이드를 올리기 전에 이 약관을 읽어 주세요.`,
      sections: [
        [
          '1. 게시할 수 있는 내용',
          ul(
            '여행과 문화에 관한 사실에 근거한 내용;',
            '불법, 폭력, 음란, 광고 목적의 내용 금지;',
            '다른 사람의 저작권, 초상권, 사생활 침해 금지.',
          ),
        ],
        ['2. 검토', p('게시물은 검토 후 표시될 수 있으며, 약관을 어긴 게시물은 삭제됩니다.')],
        ['3. 이용 허락', p(`${site}가 게시물을 플랫폼에 표시하고, 작성자를 밝혀 관광 홍보에 쓰는 것을 허락합니다.`)],
        ['4. 책임', p('게시물에 대한 책임은 작성자에게 있습니다. 위반 게시물은 민원 페이지로 신고해 주세요.')],
      ],
    },
  ];
}

const BY_LANGUAGE: Record<string, (site: string) => AgreementSeed[]> = {
  CN: chinese,
  EN: english,
  FRENCH: french,
  JAPANESE: japanese,
  KOREAN: korean,
};

/** The three agreements of a site speaking `language` (Chinese for a language without its own), naming the site. */
export function agreementsFor(language: string, siteName: string): AgreementSeed[] {
  return (BY_LANGUAGE[language] ?? chinese)(siteName);
}
