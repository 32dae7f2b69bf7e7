import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'VOTE_NOT_STARTED'
  | 'VOTE_ENDED'
  | 'VOTE_DAY_LIMIT_REACHED'
  | 'VOTE_WORK_LIMIT_REACHED'
  | 'VOTE_WORK_NOT_APPROVED'
  | 'VOTE_NOT_FOUND'
  | 'VOTE_JOIN_CLOSED'
  | 'VOTE_JOIN_LIMIT_REACHED'
  | 'VOTE_WORK_TITLE_REQUIRED'
  | 'VOTE_AUTHOR_REQUIRED'
  | 'VOTE_PICTURES_REQUIRED'
  | 'VOTE_TOO_MANY_PICTURES'
  | 'VOTE_VIDEO_REQUIRED'
  | 'VOTE_TEXT_TOO_LONG';

/** The vote family's refusals in the five languages. */
export const voteErrorTexts: UserErrorTexts<Code> = {
  CN: {
    VOTE_NOT_STARTED: '投票尚未开始',
    VOTE_ENDED: '投票已结束',
    VOTE_DAY_LIMIT_REACHED: '今日投票次数已用完（每天{limit}票），明天再来吧',
    VOTE_WORK_LIMIT_REACHED: '今天已为该作品投过票（每件作品每天{limit}票）',
    VOTE_WORK_NOT_APPROVED: '作品审核通过后才能投票',
    VOTE_NOT_FOUND: '投票活动或作品不存在',
    VOTE_JOIN_CLOSED: '当前不在报名时间内',
    VOTE_JOIN_LIMIT_REACHED: '每人最多报名{limit}件作品',
    VOTE_WORK_TITLE_REQUIRED: '请填写作品名称',
    VOTE_AUTHOR_REQUIRED: '请填写作者姓名',
    VOTE_PICTURES_REQUIRED: '请上传作品图片',
    VOTE_TOO_MANY_PICTURES: '最多上传{limit}张图片',
    VOTE_VIDEO_REQUIRED: '请上传作品视频',
    VOTE_TEXT_TOO_LONG: '最多输入{limit}个字',
  },
  EN: {
    VOTE_NOT_STARTED: 'Voting has not started yet.',
    VOTE_ENDED: 'Voting is over.',
    VOTE_DAY_LIMIT_REACHED: 'You have used all of today’s votes ({limit} a day); come back tomorrow.',
    VOTE_WORK_LIMIT_REACHED: 'You have already voted for this work today ({limit} a day per work).',
    VOTE_WORK_NOT_APPROVED: 'This work takes votes once it has been approved.',
    VOTE_NOT_FOUND: 'The vote or work does not exist.',
    VOTE_JOIN_CLOSED: 'Sign-up is not open now.',
    VOTE_JOIN_LIMIT_REACHED: 'At most {limit} works per person.',
    VOTE_WORK_TITLE_REQUIRED: 'Please give the work a title.',
    VOTE_AUTHOR_REQUIRED: 'Please fill in the author’s name.',
    VOTE_PICTURES_REQUIRED: 'Please add a picture of the work.',
    VOTE_TOO_MANY_PICTURES: 'At most {limit} pictures.',
    VOTE_VIDEO_REQUIRED: 'Please add the work’s video.',
    VOTE_TEXT_TOO_LONG: 'At most {limit} characters.',
  },
  FRENCH: {
    VOTE_NOT_STARTED: 'Le vote n’a pas encore commencé.',
    VOTE_ENDED: 'Le vote est terminé.',
    VOTE_DAY_LIMIT_REACHED: 'Vous avez utilisé tous vos votes du jour ({limit} par jour) ; revenez demain.',
    VOTE_WORK_LIMIT_REACHED: 'Vous avez déjà voté pour cette œuvre aujourd’hui ({limit} par jour et par œuvre).',
    VOTE_WORK_NOT_APPROVED: 'Cette œuvre pourra recevoir des votes une fois validée.',
    VOTE_NOT_FOUND: 'Ce vote ou cette œuvre n’existe pas.',
    VOTE_JOIN_CLOSED: 'Les inscriptions ne sont pas ouvertes.',
    VOTE_JOIN_LIMIT_REACHED: '{limit} œuvre(s) au maximum par personne.',
    VOTE_WORK_TITLE_REQUIRED: 'Veuillez donner un titre à l’œuvre.',
    VOTE_AUTHOR_REQUIRED: 'Veuillez indiquer le nom de l’auteur.',
    VOTE_PICTURES_REQUIRED: 'Veuillez ajouter une photo de l’œuvre.',
    VOTE_TOO_MANY_PICTURES: '{limit} photos au maximum.',
    VOTE_VIDEO_REQUIRED: 'Veuillez ajouter la vidéo de l’œuvre.',
    VOTE_TEXT_TOO_LONG: '{limit} caractères au maximum.',
  },
  JAPANESE: {
    VOTE_NOT_STARTED: '投票はまだ始まっていません。',
    VOTE_ENDED: '投票は終了しました。',
    VOTE_DAY_LIMIT_REACHED: '本日の投票数を使い切りました（1日{limit}票）。また明日どうぞ。',
    VOTE_WORK_LIMIT_REACHED: 'この作品には本日すでに投票しました（1作品1日{limit}票）。',
    VOTE_WORK_NOT_APPROVED: 'この作品は審査通過後に投票できます。',
    VOTE_NOT_FOUND: '投票または作品が存在しません。',
    VOTE_JOIN_CLOSED: '現在は応募期間外です。',
    VOTE_JOIN_LIMIT_REACHED: '応募は1人{limit}作品までです。',
    VOTE_WORK_TITLE_REQUIRED: '作品名を入力してください。',
    VOTE_AUTHOR_REQUIRED: '作者名を入力してください。',
    VOTE_PICTURES_REQUIRED: '作品の写真を追加してください。',
    VOTE_TOO_MANY_PICTURES: '写真は{limit}枚までです。',
    VOTE_VIDEO_REQUIRED: '作品の動画を追加してください。',
    VOTE_TEXT_TOO_LONG: '{limit}文字以内で入力してください。',
  },
  KOREAN: {
    VOTE_NOT_STARTED: '투표가 아직 시작되지 않았습니다.',
    VOTE_ENDED: '투표가 종료되었습니다.',
    VOTE_DAY_LIMIT_REACHED: '오늘의 투표를 모두 사용했습니다(하루 {limit}표). 내일 다시 오세요.',
    VOTE_WORK_LIMIT_REACHED: '오늘 이미 이 작품에 투표했습니다(작품당 하루 {limit}표).',
    VOTE_WORK_NOT_APPROVED: '이 작품은 승인 후에 투표할 수 있습니다.',
    VOTE_NOT_FOUND: '투표 또는 작품이 존재하지 않습니다.',
    VOTE_JOIN_CLOSED: '지금은 참가 신청 기간이 아닙니다.',
    VOTE_JOIN_LIMIT_REACHED: '1인당 최대 {limit}개 작품까지 참가할 수 있습니다.',
    VOTE_WORK_TITLE_REQUIRED: '작품명을 입력하세요.',
    VOTE_AUTHOR_REQUIRED: '작가 이름을 입력하세요.',
    VOTE_PICTURES_REQUIRED: '작품 사진을 추가하세요.',
    VOTE_TOO_MANY_PICTURES: '사진은 최대 {limit}장입니다.',
    VOTE_VIDEO_REQUIRED: '작품 동영상을 추가하세요.',
    VOTE_TEXT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
  },
};
