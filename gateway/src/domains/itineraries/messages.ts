import type { UserErrorTexts } from '../../core/messages.ts';

type ItineraryErrorCode =
  | 'ITINERARY_DESTINATION_REQUIRED'
  | 'ITINERARY_PLAY_TIME_TOO_LONG'
  | 'ITINERARY_PLAY_TIME_INVALID'
  | 'ITINERARY_DAYS_INVALID'
  | 'ITINERARY_CONFLICT'
  | 'ITINERARY_READ_ONLY'
  | 'ITINERARY_STOP_DUPLICATE'
  | 'ITINERARY_DAY_FULL'
  | 'ITINERARY_NAME_REQUIRED'
  | 'ITINERARY_NAME_TOO_LONG';

/**
 * The itineraries' user-error texts in the five languages; the first two are the spec's prompts
 * (destination scenic areas are required; playing time must not exceed 120 hours).
 */
export const itineraryErrorTexts: UserErrorTexts<ItineraryErrorCode> = {
  CN: {
    ITINERARY_DESTINATION_REQUIRED: '请选择目的地景区',
    ITINERARY_PLAY_TIME_TOO_LONG: '游玩时间不能超过{limit}小时',
    ITINERARY_PLAY_TIME_INVALID: '请填写正确的游玩时间（每天不超过24小时）',
    ITINERARY_DAYS_INVALID: '行程天数为1到{limit}天',
    ITINERARY_CONFLICT: '行程已在其他设备上修改，已为你显示最新行程，请重新操作',
    ITINERARY_READ_ONLY: '推荐行程不可修改，请先复制到我的行程',
    ITINERARY_STOP_DUPLICATE: '该地点已在当天行程中',
    ITINERARY_DAY_FULL: '每天最多安排{limit}个地点',
    ITINERARY_NAME_REQUIRED: '请输入行程名称',
    ITINERARY_NAME_TOO_LONG: '行程名称最多{limit}个字',
  },
  EN: {
    ITINERARY_DESTINATION_REQUIRED: 'Please choose the destination scenic areas.',
    ITINERARY_PLAY_TIME_TOO_LONG: 'Playing time must not exceed {limit} hours.',
    ITINERARY_PLAY_TIME_INVALID: 'Please enter a valid playing time (at most 24 hours a day).',
    ITINERARY_DAYS_INVALID: 'An itinerary lasts 1 to {limit} days.',
    ITINERARY_CONFLICT: 'This itinerary was changed on another device. The latest version is shown: please try again.',
    ITINERARY_READ_ONLY: 'A recommended itinerary cannot be changed: copy it to your itineraries first.',
    ITINERARY_STOP_DUPLICATE: 'This place is already in that day.',
    ITINERARY_DAY_FULL: 'At most {limit} places a day.',
    ITINERARY_NAME_REQUIRED: 'Please enter a name for the itinerary.',
    ITINERARY_NAME_TOO_LONG: 'The name has at most {limit} characters.',
  },
  FRENCH: {
    ITINERARY_DESTINATION_REQUIRED: 'Veuillez choisir les sites touristiques de destination.',
    ITINERARY_PLAY_TIME_TOO_LONG: 'La durée de visite ne doit pas dépasser {limit} heures.',
    ITINERARY_PLAY_TIME_INVALID: 'Veuillez saisir une durée de visite valide (24 heures par jour au plus).',
    ITINERARY_DAYS_INVALID: 'Un itinéraire dure de 1 à {limit} jours.',
    ITINERARY_CONFLICT: 'Cet itinéraire a été modifié sur un autre appareil. La dernière version est affichée : veuillez recommencer.',
    ITINERARY_READ_ONLY: 'Un itinéraire recommandé ne peut pas être modifié : copiez-le d’abord dans vos itinéraires.',
    ITINERARY_STOP_DUPLICATE: 'Ce lieu figure déjà dans cette journée.',
    ITINERARY_DAY_FULL: '{limit} lieux par jour au maximum.',
    ITINERARY_NAME_REQUIRED: 'Veuillez nommer l’itinéraire.',
    ITINERARY_NAME_TOO_LONG: 'Le nom compte au plus {limit} caractères.',
  },
  JAPANESE: {
    ITINERARY_DESTINATION_REQUIRED: '目的地の観光地を選択してください。',
    ITINERARY_PLAY_TIME_TOO_LONG: '観光時間は{limit}時間以内にしてください。',
    ITINERARY_PLAY_TIME_INVALID: '正しい観光時間を入力してください（1日24時間まで）。',
    ITINERARY_DAYS_INVALID: '旅程は1〜{limit}日です。',
    ITINERARY_CONFLICT: 'この旅程は別の端末で変更されました。最新の旅程を表示しています。もう一度操作してください。',
    ITINERARY_READ_ONLY: 'おすすめの旅程は変更できません。先にマイ旅程にコピーしてください。',
    ITINERARY_STOP_DUPLICATE: 'この場所はすでにその日の旅程にあります。',
    ITINERARY_DAY_FULL: '1日に組めるのは{limit}か所までです。',
    ITINERARY_NAME_REQUIRED: '旅程の名前を入力してください。',
    ITINERARY_NAME_TOO_LONG: '名前は{limit}文字までです。',
  },
  KOREAN: {
    ITINERARY_DESTINATION_REQUIRED: '목적지 관광지를 선택하세요.',
    ITINERARY_PLAY_TIME_TOO_LONG: '관광 시간은 {limit}시간을 넘을 수 없습니다.',
    ITINERARY_PLAY_TIME_INVALID: '올바른 관광 시간을 입력하세요(하루 최대 24시간).',
    ITINERARY_DAYS_INVALID: '일정은 1~{limit}일입니다.',
    ITINERARY_CONFLICT: '다른 기기에서 일정이 변경되었습니다. 최신 일정을 표시했으니 다시 시도하세요.',
    ITINERARY_READ_ONLY: '추천 일정은 수정할 수 없습니다. 먼저 내 일정으로 복사하세요.',
    ITINERARY_STOP_DUPLICATE: '이미 그날 일정에 있는 장소입니다.',
    ITINERARY_DAY_FULL: '하루에 최대 {limit}곳까지 넣을 수 있습니다.',
    ITINERARY_NAME_REQUIRED: '일정 이름을 입력하세요.',
    ITINERARY_NAME_TOO_LONG: '이름은 최대 {limit}자입니다.',
  },
};
