import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'BUS_KEYWORD_REQUIRED' | 'BUS_KEYWORD_TOO_LONG' | 'BUS_LINE_UNKNOWN' | 'BUS_STOP_UNKNOWN' | 'BUS_POSITION_REQUIRED';

/** The bus enquiry's refusals, in the five languages. */
export const busErrorTexts: UserErrorTexts<Code> = {
  CN: {
    BUS_KEYWORD_REQUIRED: '请输入线路或站点名称',
    BUS_KEYWORD_TOO_LONG: '最多输入{limit}个字',
    BUS_LINE_UNKNOWN: '没有找到这条公交线路',
    BUS_STOP_UNKNOWN: '没有找到这个公交站点',
    BUS_POSITION_REQUIRED: '需要您的位置才能查找附近的公交站',
  },
  EN: {
    BUS_KEYWORD_REQUIRED: 'Please enter a line or stop name.',
    BUS_KEYWORD_TOO_LONG: 'At most {limit} characters.',
    BUS_LINE_UNKNOWN: 'This bus line could not be found.',
    BUS_STOP_UNKNOWN: 'This bus stop could not be found.',
    BUS_POSITION_REQUIRED: 'Your position is needed to find the stops near you.',
  },
  FRENCH: {
    BUS_KEYWORD_REQUIRED: 'Veuillez saisir le nom d’une ligne ou d’un arrêt.',
    BUS_KEYWORD_TOO_LONG: '{limit} caractères au maximum.',
    BUS_LINE_UNKNOWN: 'Cette ligne de bus est introuvable.',
    BUS_STOP_UNKNOWN: 'Cet arrêt de bus est introuvable.',
    BUS_POSITION_REQUIRED: 'Votre position est nécessaire pour trouver les arrêts proches.',
  },
  JAPANESE: {
    BUS_KEYWORD_REQUIRED: '路線名またはバス停名を入力してください。',
    BUS_KEYWORD_TOO_LONG: '{limit}文字以内で入力してください。',
    BUS_LINE_UNKNOWN: 'このバス路線は見つかりません。',
    BUS_STOP_UNKNOWN: 'このバス停は見つかりません。',
    BUS_POSITION_REQUIRED: '近くのバス停を探すには現在地が必要です。',
  },
  KOREAN: {
    BUS_KEYWORD_REQUIRED: '노선 또는 정류장 이름을 입력하세요.',
    BUS_KEYWORD_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    BUS_LINE_UNKNOWN: '이 버스 노선을 찾을 수 없습니다.',
    BUS_STOP_UNKNOWN: '이 버스 정류장을 찾을 수 없습니다.',
    BUS_POSITION_REQUIRED: '주변 정류장을 찾으려면 현재 위치가 필요합니다.',
  },
};
