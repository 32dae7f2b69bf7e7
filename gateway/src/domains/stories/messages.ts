import type { UserErrorTexts } from '../../core/messages.ts';

type StoryErrorCode =
  | 'STORY_TITLE_REQUIRED'
  | 'STORY_TITLE_TOO_LONG'
  | 'STORY_TEXT_REQUIRED'
  | 'STORY_TEXT_TOO_LONG'
  | 'STORY_PICTURES_REQUIRED'
  | 'STORY_TOO_MANY_PICTURES'
  | 'STORY_TAG_UNKNOWN'
  | 'TOPIC_NOT_STARTED'
  | 'TOPIC_OVER'
  | 'PK_SIDE_REQUIRED'
  | 'PK_ALREADY_JOINED'
  | 'CRAFT_REQUIRED'
  | 'CRAFT_TOO_LONG'
  | 'TRIP_DAYS_INVALID'
  | 'TRIP_COST_INVALID'
  | 'TRAVEL_MONTH_INVALID';

/** The texts of the stories domain's user errors (`{limit}`: the limit of the field). */
export const storyErrorTexts: UserErrorTexts<StoryErrorCode> = {
  CN: {
    STORY_TITLE_REQUIRED: '请输入标题',
    STORY_TITLE_TOO_LONG: '标题最多{limit}个字',
    STORY_TEXT_REQUIRED: '请输入内容',
    STORY_TEXT_TOO_LONG: '内容最多{limit}个字',
    STORY_PICTURES_REQUIRED: '请至少上传一张图片',
    STORY_TOO_MANY_PICTURES: '最多上传{limit}张图片',
    STORY_TAG_UNKNOWN: '标签不存在，请重新选择',
    TOPIC_NOT_STARTED: '话题尚未开始，暂不能投稿',
    TOPIC_OVER: '话题已结束，不能再投稿',
    PK_SIDE_REQUIRED: '请选择你的立场',
    PK_ALREADY_JOINED: '你已参与过本期PK',
    CRAFT_REQUIRED: '请填写作品所用的非遗技艺',
    CRAFT_TOO_LONG: '非遗技艺最多{limit}个字',
    TRIP_DAYS_INVALID: '游玩天数为1至{limit}天',
    TRIP_COST_INVALID: '人均花费为0至{limit}元',
    TRAVEL_MONTH_INVALID: '出行月份为1至12月',
  },
  EN: {
    STORY_TITLE_REQUIRED: 'Please enter a title.',
    STORY_TITLE_TOO_LONG: 'The title can be at most {limit} characters.',
    STORY_TEXT_REQUIRED: 'Please write your story.',
    STORY_TEXT_TOO_LONG: 'The text can be at most {limit} characters.',
    STORY_PICTURES_REQUIRED: 'Please add at least one picture.',
    STORY_TOO_MANY_PICTURES: 'You can add at most {limit} pictures.',
    STORY_TAG_UNKNOWN: 'A tag no longer exists; please choose again.',
    TOPIC_NOT_STARTED: 'This topic has not started yet.',
    TOPIC_OVER: 'This topic is over and takes no more entries.',
    PK_SIDE_REQUIRED: 'Please choose your side.',
    PK_ALREADY_JOINED: 'You have already taken part in this debate.',
    CRAFT_REQUIRED: 'Please name the heritage craft of your work.',
    CRAFT_TOO_LONG: 'The craft can be at most {limit} characters.',
    TRIP_DAYS_INVALID: 'A trip lasts 1 to {limit} days.',
    TRIP_COST_INVALID: 'The cost per person must be 0 to {limit} yuan.',
    TRAVEL_MONTH_INVALID: 'The month must be 1 to 12.',
  },
  FRENCH: {
    STORY_TITLE_REQUIRED: 'Veuillez saisir un titre.',
    STORY_TITLE_TOO_LONG: 'Le titre ne peut dépasser {limit} caractères.',
    STORY_TEXT_REQUIRED: 'Veuillez écrire votre récit.',
    STORY_TEXT_TOO_LONG: 'Le texte ne peut dépasser {limit} caractères.',
    STORY_PICTURES_REQUIRED: 'Veuillez ajouter au moins une photo.',
    STORY_TOO_MANY_PICTURES: 'Vous pouvez ajouter {limit} photos au maximum.',
    STORY_TAG_UNKNOWN: 'Un mot-clé n’existe plus ; veuillez choisir à nouveau.',
    TOPIC_NOT_STARTED: 'Ce sujet n’a pas encore commencé.',
    TOPIC_OVER: 'Ce sujet est terminé et n’accepte plus de contributions.',
    PK_SIDE_REQUIRED: 'Veuillez choisir votre camp.',
    PK_ALREADY_JOINED: 'Vous avez déjà participé à ce débat.',
    CRAFT_REQUIRED: 'Veuillez indiquer le savoir-faire traditionnel de votre œuvre.',
    CRAFT_TOO_LONG: 'Le savoir-faire ne peut dépasser {limit} caractères.',
    TRIP_DAYS_INVALID: 'Un voyage dure de 1 à {limit} jours.',
    TRIP_COST_INVALID: 'Le coût par personne doit être compris entre 0 et {limit} yuans.',
    TRAVEL_MONTH_INVALID: 'Le mois doit être compris entre 1 et 12.',
  },
  JAPANESE: {
    STORY_TITLE_REQUIRED: 'タイトルを入力してください。',
    STORY_TITLE_TOO_LONG: 'タイトルは{limit}文字以内で入力してください。',
    STORY_TEXT_REQUIRED: '本文を入力してください。',
    STORY_TEXT_TOO_LONG: '本文は{limit}文字以内で入力してください。',
    STORY_PICTURES_REQUIRED: '写真を1枚以上追加してください。',
    STORY_TOO_MANY_PICTURES: '写真は最大{limit}枚までです。',
    STORY_TAG_UNKNOWN: 'タグが見つかりません。もう一度選んでください。',
    TOPIC_NOT_STARTED: 'このトピックはまだ始まっていません。',
    TOPIC_OVER: 'このトピックは終了しました。',
    PK_SIDE_REQUIRED: '立場を選んでください。',
    PK_ALREADY_JOINED: 'このディベートにはすでに参加しています。',
    CRAFT_REQUIRED: '作品の無形文化遺産の技法を入力してください。',
    CRAFT_TOO_LONG: '技法は{limit}文字以内で入力してください。',
    TRIP_DAYS_INVALID: '日数は1〜{limit}日で入力してください。',
    TRIP_COST_INVALID: '1人あたりの費用は0〜{limit}元で入力してください。',
    TRAVEL_MONTH_INVALID: '旅行月は1〜12月で入力してください。',
  },
  KOREAN: {
    STORY_TITLE_REQUIRED: '제목을 입력하세요.',
    STORY_TITLE_TOO_LONG: '제목은 최대 {limit}자입니다.',
    STORY_TEXT_REQUIRED: '내용을 입력하세요.',
    STORY_TEXT_TOO_LONG: '내용은 최대 {limit}자입니다.',
    STORY_PICTURES_REQUIRED: '사진을 한 장 이상 추가하세요.',
    STORY_TOO_MANY_PICTURES: '사진은 최대 {limit}장까지 추가할 수 있습니다.',
    STORY_TAG_UNKNOWN: '태그가 없습니다. 다시 선택하세요.',
    TOPIC_NOT_STARTED: '아직 시작되지 않은 주제입니다.',
    TOPIC_OVER: '종료된 주제입니다.',
    PK_SIDE_REQUIRED: '입장을 선택하세요.',
    PK_ALREADY_JOINED: '이미 이번 토론에 참여했습니다.',
    CRAFT_REQUIRED: '작품에 쓰인 무형문화유산 기예를 입력하세요.',
    CRAFT_TOO_LONG: '기예는 최대 {limit}자입니다.',
    TRIP_DAYS_INVALID: '여행 일수는 1~{limit}일입니다.',
    TRIP_COST_INVALID: '1인 비용은 0~{limit}위안입니다.',
    TRAVEL_MONTH_INVALID: '여행 월은 1~12월입니다.',
  },
};
