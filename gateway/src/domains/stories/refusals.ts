import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';
import { mutateWith } from '../../core/mutate.ts';
import { STORY_NOT_FOUND } from './upstream.ts';

/** What the stories family's refusal messages mean: read before the core's, by this domain's calls only. */
export const STORY_REFUSALS: readonly Refusal[] = [
  [/请输入标题|^(?:Veuillez saisir un titre|Please enter a title|タイトルを入力してください|제목을 입력하세요)$/, 'STORY_TITLE_REQUIRED'],
  [/标题过长|^(?:Titre trop long|Title too long|タイトルが長すぎます|제목이 너무 깁니다)$/, 'STORY_TITLE_TOO_LONG'],
  [/请输入内容|^(?:Veuillez saisir le texte|Please enter the text|本文を入力してください|내용을 입력하세요)$/, 'STORY_TEXT_REQUIRED'],
  [/内容过长|^(?:Texte trop long|Text too long|本文が長すぎます|내용이 너무 깁니다)$/, 'STORY_TEXT_TOO_LONG'],
  [
    /请上传图片|^(?:Veuillez envoyer une photo|Please upload a picture|写真をアップロードしてください|사진을 올려 주세요)$/,
    'STORY_PICTURES_REQUIRED',
  ],
  [
    /最多上传\d+张图片|^(?:\d+ photos au maximum|Upload at most \d+ pictures|写真は最大\d+枚までです|사진은 최대 \d+장까지 올릴 수 있습니다)$/,
    'STORY_TOO_MANY_PICTURES',
  ],
  [/图片不存在|^(?:Photo inconnue|Unknown picture|写真が見つかりません|사진을 찾을 수 없습니다)$/, 'FILE_UNKNOWN'],
  [/标签不存在|^(?:Mot-clé inconnu|Unknown tag|タグが見つかりません|태그를 찾을 수 없습니다)$/, 'STORY_TAG_UNKNOWN'],
  [
    /最多选择\d+个标签|^(?:\d+ mots-clés au maximum|Choose at most \d+ tags|タグは最大\d+個までです|태그는 최대 \d+개까지 선택할 수 있습니다)$/,
    'TOO_MANY_TAGS',
  ],
  [STORY_NOT_FOUND, 'RESOURCE_NOT_FOUND'],
  [
    /话题尚未开始|^(?:Le sujet n’a pas encore commencé|The topic has not started yet|トピックはまだ始まっていません|아직 시작되지 않은 주제입니다)$/,
    'TOPIC_NOT_STARTED',
  ],
  [/话题已结束|^(?:Le sujet est terminé|The topic is over|トピックは終了しました|종료된 주제입니다)$/, 'TOPIC_OVER'],
  [/请选择立场|^(?:Veuillez choisir un camp|Please choose a side|立場を選んでください|입장을 선택하세요)$/, 'PK_SIDE_REQUIRED'],
  [
    /已参与过本期PK|^(?:Vous avez déjà participé à ce débat|You have already taken part in this debate|このディベートにはすでに参加しています|이미 이번 토론에 참여했습니다)$/,
    'PK_ALREADY_JOINED',
  ],
  [
    /请填写非遗技艺|^(?:Veuillez indiquer le savoir-faire|Please name the heritage craft|無形文化遺産の技法を入力してください|무형문화유산 기예를 입력하세요)$/,
    'CRAFT_REQUIRED',
  ],
  [
    /请填写游玩天数|^(?:Veuillez indiquer le nombre de jours|Please give the number of days|旅行日数を入力してください|여행 일수를 입력하세요)$/,
    'TRIP_DAYS_INVALID',
  ],
  [
    /人均花费不正确|^(?:Coût par personne incorrect|Invalid cost per person|1人あたりの費用が正しくありません|1인 비용이 올바르지 않습니다)$/,
    'TRIP_COST_INVALID',
  ],
  [
    /出行月份不正确|^(?:Mois du voyage incorrect|Invalid travel month|旅行月が正しくありません|여행 월이 올바르지 않습니다)$/,
    'TRAVEL_MONTH_INVALID',
  ],
];

export const { refusalFor, refusalOf } = refusalsOf(STORY_REFUSALS);

/** `mutate` with this domain's reading of the refusals. */
export const mutate = mutateWith(refusalOf);
