/** The robot family's words in every demo site language: its name, greetings, answers, common problems, the menu entry. */
import type { InLanguages } from '../demo.ts';

export const ROBOT_TEXTS = {
  questionEmpty: '请输入问题',
  questionTooLong: (max: number) => `问题不能超过${max}个字`,
} as const;

/** A common problem of a site: its question, the words that name it (joined with ","), its answer. */
export interface Faq {
  question: string;
  keywords: string;
  answer: string;
}

export interface RobotWords {
  name(site: string): string;
  welcome(site: string): string;
  greetings: Readonly<Record<'morning' | 'noon' | 'afternoon' | 'evening', string>>;
  /** The answer when the question names the site's content: the best item's title and its line. */
  found(title: string, summary: string): string;
  noAnswer: string;
  /** The suggested question about a place. */
  aboutPlace(name: string): string;
  faqs: readonly Faq[];
  menu: string;
}

export const ROBOT_WORDS: InLanguages<RobotWords> = {
  CN: {
    name: () => '小游',
    welcome: (site) => `你好，我是${site}的智能客服小游。景区、场馆、资讯、活动和出行问题都可以问我。`,
    greetings: { morning: '早上好！', noon: '中午好！', afternoon: '下午好！', evening: '晚上好！' },
    found: (title, summary) => (summary ? `关于「${title}」：${summary}` : `为你找到「${title}」等内容。`),
    noAnswer: '抱歉，这个问题我还没有学会。可以换个说法，或者去搜索看看。',
    aboutPlace: (name) => `介绍一下${name}`,
    faqs: [
      {
        question: '门票怎么预约？',
        keywords: '门票,预约,订票,购票,买票',
        answer: '在首页进入景区详情，点击「预约」选择日期和时段，填写游客信息后提交即可；预约成功后凭身份证或预约码入园。',
      },
      {
        question: '景区几点开门？',
        keywords: '开门,开放时间,几点,营业时间,关门',
        answer: '各景区开放时间不同，请在景区详情页查看「开放时间」；节假日如有调整会在资讯中发布。',
      },
      {
        question: '怎么投诉或反馈问题？',
        keywords: '投诉,举报,反馈,维权',
        answer: '可在「我的」-「投诉」在线提交，也可拨打12345政务服务热线或12301全国旅游服务热线。',
      },
      {
        question: '附近哪里可以停车？',
        keywords: '停车,车位,停车场',
        answer: '在「停车场」服务中可以查看离你最近的停车场及空余车位。',
      },
      {
        question: '最近有什么活动？',
        keywords: '活动,演出,展览',
        answer: '近期的文化活动都在底部「活动」栏目里，可以按日期和类型筛选并在线报名。',
      },
    ],
    menu: '智能客服',
  },
  FRENCH: {
    name: () => 'Lulu',
    welcome: (site) =>
      `Bonjour, je suis Lulu, l’assistante de ${site}. Posez-moi vos questions sur les sites, les actualités, les activités et les déplacements.`,
    greetings: { morning: 'Bonjour !', noon: 'Bon midi !', afternoon: 'Bon après-midi !', evening: 'Bonsoir !' },
    found: (title, summary) => (summary ? `À propos de « ${title} » : ${summary}` : `Voici « ${title} » et d’autres contenus.`),
    noAnswer: 'Désolée, je ne sais pas encore répondre à cette question. Reformulez-la ou essayez la recherche.',
    aboutPlace: (name) => `Parlez-moi de ${name}`,
    faqs: [
      {
        question: 'Comment réserver un billet ?',
        keywords: 'billet,billets,réserver,réservation',
        answer:
          'Ouvrez la fiche du site, touchez « Réserver », choisissez le jour et le créneau puis indiquez les visiteurs ; présentez ensuite votre pièce d’identité ou votre code à l’entrée.',
      },
      {
        question: 'À quelle heure ouvrent les sites ?',
        keywords: 'heure,horaires,ouverture,ouvert,fermeture',
        answer:
          'Chaque site a ses horaires : ils figurent sur sa fiche, rubrique « Horaires ». Les changements des jours fériés sont publiés dans les actualités.',
      },
      {
        question: 'Comment faire une réclamation ?',
        keywords: 'réclamation,plainte,signaler,avis',
        answer:
          'Faites-la en ligne dans « Mon compte » › « Réclamations », ou appelez le 12345 (service public) ou le 12301 (ligne nationale du tourisme).',
      },
      {
        question: 'Où se garer près d’ici ?',
        keywords: 'garer,parking,stationnement',
        answer: 'Le service « Parkings » montre les parkings les plus proches de vous et leurs places libres.',
      },
      {
        question: 'Quelles sont les activités du moment ?',
        keywords: 'activité,activités,spectacle,exposition',
        answer: 'Les activités culturelles sont dans l’onglet « Activités » : filtrez-les par date et par type et inscrivez-vous en ligne.',
      },
    ],
    menu: 'Assistante',
  },
  EN: {
    name: () => 'Lily',
    welcome: (site) => `Hi, I'm Lily, the assistant of ${site}. Ask me about sights, venues, news, events and getting around.`,
    greetings: { morning: 'Good morning!', noon: 'Good day!', afternoon: 'Good afternoon!', evening: 'Good evening!' },
    found: (title, summary) => (summary ? `About "${title}": ${summary}` : `Here is "${title}" and more.`),
    noAnswer: "Sorry, I haven't learnt to answer that yet. Try asking another way, or search for it.",
    aboutPlace: (name) => `Tell me about ${name}`,
    faqs: [
      {
        question: 'How do I book tickets?',
        keywords: 'ticket,tickets,book,booking,reserve',
        answer:
          'Open the sight\'s page, tap "Book", choose the day and time and add the visitors; show your ID or booking code at the gate.',
      },
      {
        question: 'When do the sights open?',
        keywords: 'open,opening,hours,close,closing',
        answer: 'Each sight has its own opening hours: see "Opening hours" on its page. Holiday changes are posted in the news.',
      },
      {
        question: 'How do I make a complaint?',
        keywords: 'complaint,complain,report,feedback',
        answer: 'Send it online under "Me" > "Complaints", or call 12345 (public services) or 12301 (the national tourism hotline).',
      },
      {
        question: 'Where can I park nearby?',
        keywords: 'park,parking,car park',
        answer: 'The "Car parks" service lists the car parks nearest to you with their free spaces.',
      },
      {
        question: 'What events are on?',
        keywords: 'event,events,show,exhibition,activities',
        answer: 'Cultural events are under the "Events" tab: filter them by date and type and sign up online.',
      },
    ],
    menu: 'Assistant',
  },
  JAPANESE: {
    name: () => 'ユウ',
    welcome: (site) =>
      `こんにちは、${site}のAIアシスタント「ユウ」です。観光地、施設、ニュース、イベント、交通について何でも聞いてください。`,
    greetings: { morning: 'おはようございます！', noon: 'こんにちは！', afternoon: 'こんにちは！', evening: 'こんばんは！' },
    found: (title, summary) => (summary ? `「${title}」について：${summary}` : `「${title}」などが見つかりました。`),
    noAnswer: 'すみません、その質問にはまだお答えできません。言い方を変えるか、検索をお試しください。',
    aboutPlace: (name) => `${name}について教えて`,
    faqs: [
      {
        question: 'チケットの予約方法は？',
        keywords: 'チケット,予約,入場券,購入',
        answer:
          '観光地の詳細ページで「予約」をタップし、日付と時間帯を選んで来場者情報を入力してください。入場時に身分証か予約コードをご提示ください。',
      },
      {
        question: '開館時間は何時ですか？',
        keywords: '開館,営業時間,何時,開園,閉館',
        answer: '観光地ごとに異なります。詳細ページの「開館時間」をご確認ください。祝日の変更はニュースでお知らせします。',
      },
      {
        question: '苦情はどうすればいいですか？',
        keywords: '苦情,クレーム,通報,意見',
        answer:
          '「マイページ」の「苦情」からオンラインで送るか、12345（行政サービス）または12301（全国観光ホットライン）にお電話ください。',
      },
      {
        question: '近くに駐車場はありますか？',
        keywords: '駐車,駐車場,パーキング',
        answer: '「駐車場」サービスで、近くの駐車場と空き台数を確認できます。',
      },
      {
        question: '最近のイベントは？',
        keywords: 'イベント,公演,展示',
        answer: '文化イベントは下部の「イベント」タブにあります。日付や種類で絞り込み、オンラインで申し込めます。',
      },
    ],
    menu: 'AIアシスタント',
  },
  KOREAN: {
    name: () => '유리',
    welcome: (site) => `안녕하세요, ${site}의 AI 상담원 유리입니다. 관광지, 시설, 소식, 행사, 교통에 대해 물어보세요.`,
    greetings: { morning: '좋은 아침입니다!', noon: '안녕하세요!', afternoon: '좋은 오후입니다!', evening: '좋은 저녁입니다!' },
    found: (title, summary) => (summary ? `「${title}」: ${summary}` : `「${title}」 등을 찾았습니다.`),
    noAnswer: '죄송합니다. 아직 이 질문에는 답할 수 없습니다. 다르게 물어보거나 검색해 보세요.',
    aboutPlace: (name) => `${name} 소개해 줘`,
    faqs: [
      {
        question: '입장권은 어떻게 예약하나요?',
        keywords: '입장권,예약,티켓,표',
        answer:
          '관광지 상세 페이지에서 「예약」을 눌러 날짜와 시간을 고르고 방문자 정보를 입력하세요. 입장할 때 신분증이나 예약 코드를 보여 주세요.',
      },
      {
        question: '몇 시에 문을 여나요?',
        keywords: '개방,운영 시간,몇 시,문을 여,폐장',
        answer: '관광지마다 다릅니다. 상세 페이지의 「운영 시간」을 확인하세요. 공휴일 변경 사항은 소식에 올립니다.',
      },
      {
        question: '불편 사항은 어떻게 신고하나요?',
        keywords: '신고,불편,민원,불만',
        answer: '「내 정보」의 「민원」에서 온라인으로 접수하거나 12345(정부 민원) 또는 12301(전국 관광 핫라인)로 전화하세요.',
      },
      {
        question: '근처에 주차할 곳이 있나요?',
        keywords: '주차,주차장',
        answer: '「주차장」 서비스에서 가까운 주차장과 빈자리를 볼 수 있습니다.',
      },
      {
        question: '요즘 어떤 행사가 있나요?',
        keywords: '행사,공연,전시',
        answer: '문화 행사는 아래 「행사」 탭에 있습니다. 날짜와 유형으로 찾아 온라인으로 신청하세요.',
      },
    ],
    menu: 'AI 상담원',
  },
};
