/**
 * What the stories routes answer and write, in the site's language: the refusals (code 1), the
 * success messages and the moderation's default reason. The Chinese words are the vendor's
 * (API.md); the gateway reads the refusals by their words (gateway/src/domains/stories/index.ts)
 * and the not-found ones as such (gateway/src/domains/stories/upstream.ts), in every language.
 */
import { siteLanguageOf, type InLanguages } from '../demo.ts';

export interface StoryMessages {
  topicNotFound: string;
  /** A story that does not exist, or not for the caller (the vendor's 资源不存在). */
  storyNotFound: string;
  titleRequired: string;
  titleTooLong: string;
  contentRequired: string;
  contentTooLong: string;
  /** Not an upload of an image (nor a picture the edited story has). */
  pictureUnknown: string;
  picturesRequired: string;
  tooManyPictures(max: number): string;
  tooManyTags(max: number): string;
  tagUnknown: string;
  placeUnknown: string;
  daysRequired: string;
  costInvalid: string;
  monthInvalid: string;
  topicNotStarted: string;
  topicOver: string;
  sideRequired: string;
  craftRequired: string;
  pkJoined: string;
  submitted: string;
  deleted: string;
  /** The moderation's reason when it gives none. */
  rejected: string;
}

const MESSAGES: InLanguages<StoryMessages> = {
  CN: {
    topicNotFound: '话题不存在',
    storyNotFound: '资源不存在',
    titleRequired: '请输入标题',
    titleTooLong: '标题过长',
    contentRequired: '请输入内容',
    contentTooLong: '内容过长',
    pictureUnknown: '图片不存在',
    picturesRequired: '请上传图片',
    tooManyPictures: (max) => `最多上传${max}张图片`,
    tooManyTags: (max) => `最多选择${max}个标签`,
    tagUnknown: '标签不存在',
    placeUnknown: '地点不存在',
    daysRequired: '请填写游玩天数',
    costInvalid: '人均花费不正确',
    monthInvalid: '出行月份不正确',
    topicNotStarted: '话题尚未开始',
    topicOver: '话题已结束',
    sideRequired: '请选择立场',
    craftRequired: '请填写非遗技艺',
    pkJoined: '您已参与过本期PK',
    submitted: '提交成功，请等待审核',
    deleted: '删除成功',
    rejected: '内容不符合社区规范',
  },
  FRENCH: {
    topicNotFound: 'Sujet introuvable',
    storyNotFound: 'Contenu introuvable',
    titleRequired: 'Veuillez saisir un titre',
    titleTooLong: 'Titre trop long',
    contentRequired: 'Veuillez saisir le texte',
    contentTooLong: 'Texte trop long',
    pictureUnknown: 'Photo inconnue',
    picturesRequired: 'Veuillez envoyer une photo',
    tooManyPictures: (max) => `${max} photos au maximum`,
    tooManyTags: (max) => `${max} mots-clés au maximum`,
    tagUnknown: 'Mot-clé inconnu',
    placeUnknown: 'Lieu introuvable',
    daysRequired: 'Veuillez indiquer le nombre de jours',
    costInvalid: 'Coût par personne incorrect',
    monthInvalid: 'Mois du voyage incorrect',
    topicNotStarted: 'Le sujet n’a pas encore commencé',
    topicOver: 'Le sujet est terminé',
    sideRequired: 'Veuillez choisir un camp',
    craftRequired: 'Veuillez indiquer le savoir-faire',
    pkJoined: 'Vous avez déjà participé à ce débat',
    submitted: 'Envoyé : en attente de modération',
    deleted: 'Supprimé',
    rejected: 'Le contenu ne respecte pas les règles de la communauté',
  },
  EN: {
    topicNotFound: 'Topic not found',
    storyNotFound: 'Story not found',
    titleRequired: 'Please enter a title',
    titleTooLong: 'Title too long',
    contentRequired: 'Please enter the text',
    contentTooLong: 'Text too long',
    pictureUnknown: 'Unknown picture',
    picturesRequired: 'Please upload a picture',
    tooManyPictures: (max) => `Upload at most ${max} pictures`,
    tooManyTags: (max) => `Choose at most ${max} tags`,
    tagUnknown: 'Unknown tag',
    placeUnknown: 'Place not found',
    daysRequired: 'Please give the number of days',
    costInvalid: 'Invalid cost per person',
    monthInvalid: 'Invalid travel month',
    topicNotStarted: 'The topic has not started yet',
    topicOver: 'The topic is over',
    sideRequired: 'Please choose a side',
    craftRequired: 'Please name the heritage craft',
    pkJoined: 'You have already taken part in this debate',
    submitted: 'Submitted: waiting for moderation',
    deleted: 'Deleted',
    rejected: 'The content does not follow the community rules',
  },
  JAPANESE: {
    topicNotFound: 'トピックが見つかりません',
    storyNotFound: '投稿が見つかりません',
    titleRequired: 'タイトルを入力してください',
    titleTooLong: 'タイトルが長すぎます',
    contentRequired: '本文を入力してください',
    contentTooLong: '本文が長すぎます',
    pictureUnknown: '写真が見つかりません',
    picturesRequired: '写真をアップロードしてください',
    tooManyPictures: (max) => `写真は最大${max}枚までです`,
    tooManyTags: (max) => `タグは最大${max}個までです`,
    tagUnknown: 'タグが見つかりません',
    placeUnknown: 'スポットが見つかりません',
    daysRequired: '旅行日数を入力してください',
    costInvalid: '1人あたりの費用が正しくありません',
    monthInvalid: '旅行月が正しくありません',
    topicNotStarted: 'トピックはまだ始まっていません',
    topicOver: 'トピックは終了しました',
    sideRequired: '立場を選んでください',
    craftRequired: '無形文化遺産の技法を入力してください',
    pkJoined: 'このディベートにはすでに参加しています',
    submitted: '投稿しました。審査をお待ちください',
    deleted: '削除しました',
    rejected: 'コミュニティのルールに沿っていない内容です',
  },
  KOREAN: {
    topicNotFound: '주제를 찾을 수 없습니다',
    storyNotFound: '게시물을 찾을 수 없습니다',
    titleRequired: '제목을 입력하세요',
    titleTooLong: '제목이 너무 깁니다',
    contentRequired: '내용을 입력하세요',
    contentTooLong: '내용이 너무 깁니다',
    pictureUnknown: '사진을 찾을 수 없습니다',
    picturesRequired: '사진을 올려 주세요',
    tooManyPictures: (max) => `사진은 최대 ${max}장까지 올릴 수 있습니다`,
    tooManyTags: (max) => `태그는 최대 ${max}개까지 선택할 수 있습니다`,
    tagUnknown: '태그를 찾을 수 없습니다',
    placeUnknown: '장소를 찾을 수 없습니다',
    daysRequired: '여행 일수를 입력하세요',
    costInvalid: '1인 비용이 올바르지 않습니다',
    monthInvalid: '여행 월이 올바르지 않습니다',
    topicNotStarted: '아직 시작되지 않은 주제입니다',
    topicOver: '종료된 주제입니다',
    sideRequired: '입장을 선택하세요',
    craftRequired: '무형문화유산 기예를 입력하세요',
    pkJoined: '이미 이번 토론에 참여했습니다',
    submitted: '제출되었습니다. 심사를 기다려 주세요',
    deleted: '삭제되었습니다',
    rejected: '커뮤니티 규칙에 맞지 않는 내용입니다',
  },
};

/** The stories routes' words for a site (by its sites row's site_language). */
export function storyMessages(siteLanguage: string | null | undefined): StoryMessages {
  return MESSAGES[siteLanguageOf(siteLanguage)];
}
