import type { UserErrorTexts } from '../../core/messages.ts';

type Code =
  | 'COMPLAINT_NAME_REQUIRED'
  | 'COMPLAINT_TYPE_REQUIRED'
  | 'COMPLAINT_RESPONDENT_REQUIRED'
  | 'COMPLAINT_LOCATION_REQUIRED'
  | 'COMPLAINT_ADDRESS_REQUIRED'
  | 'COMPLAINT_TIME_REQUIRED'
  | 'COMPLAINT_TIME_IN_FUTURE'
  | 'COMPLAINT_REASON_REQUIRED'
  | 'COMPLAINT_TEXT_TOO_LONG'
  | 'COMPLAINT_TOO_MANY_PICTURES'
  | 'COMPLAINT_PHONE_NOT_BOUND'
  | 'COMPLAINT_VOICE_REQUIRED'
  | 'COMPLAINT_VOICE_TOO_SHORT'
  | 'COMPLAINT_VOICE_TOO_LONG'
  | 'COMPLAINT_NOT_FOUND'
  | 'COMPLAINT_FEEDBACK_NOT_ALLOWED'
  | 'COMPLAINT_FEEDBACK_GIVEN';

/** The complaint form's prompts and the family's other refusals, in the five languages. */
export const complaintErrorTexts: UserErrorTexts<Code> = {
  CN: {
    COMPLAINT_NAME_REQUIRED: '请填写您的姓名',
    COMPLAINT_TYPE_REQUIRED: '请选择投诉类型',
    COMPLAINT_RESPONDENT_REQUIRED: '请填写被投诉方',
    COMPLAINT_LOCATION_REQUIRED: '请选择投诉地点',
    COMPLAINT_ADDRESS_REQUIRED: '请填写详细地址',
    COMPLAINT_TIME_REQUIRED: '请选择发生时间',
    COMPLAINT_TIME_IN_FUTURE: '发生时间不能晚于当前时间',
    COMPLAINT_REASON_REQUIRED: '请填写投诉原因',
    COMPLAINT_TEXT_TOO_LONG: '最多输入{limit}个字',
    COMPLAINT_TOO_MANY_PICTURES: '最多上传{limit}张图片',
    COMPLAINT_PHONE_NOT_BOUND: '请先绑定手机号再投诉',
    COMPLAINT_VOICE_REQUIRED: '请先录音',
    COMPLAINT_VOICE_TOO_SHORT: '录音时间太短，请重新录制',
    COMPLAINT_VOICE_TOO_LONG: '录音最长{limit}秒',
    COMPLAINT_NOT_FOUND: '投诉不存在',
    COMPLAINT_FEEDBACK_NOT_ALLOWED: '投诉办结后才能评价',
    COMPLAINT_FEEDBACK_GIVEN: '您已评价过该投诉',
  },
  EN: {
    COMPLAINT_NAME_REQUIRED: 'Please fill in your name.',
    COMPLAINT_TYPE_REQUIRED: 'Please select the complaint type.',
    COMPLAINT_RESPONDENT_REQUIRED: 'Please fill in who the complaint is against.',
    COMPLAINT_LOCATION_REQUIRED: 'Please choose the location.',
    COMPLAINT_ADDRESS_REQUIRED: 'Please fill in the detailed address.',
    COMPLAINT_TIME_REQUIRED: 'Please choose the time of occurrence.',
    COMPLAINT_TIME_IN_FUTURE: 'The time of occurrence cannot be later than now.',
    COMPLAINT_REASON_REQUIRED: 'Please fill in the reason for the complaint.',
    COMPLAINT_TEXT_TOO_LONG: 'At most {limit} characters.',
    COMPLAINT_TOO_MANY_PICTURES: 'At most {limit} pictures.',
    COMPLAINT_PHONE_NOT_BOUND: 'Please bind your mobile number before filing a complaint.',
    COMPLAINT_VOICE_REQUIRED: 'Please record your message first.',
    COMPLAINT_VOICE_TOO_SHORT: 'The recording is too short; please record again.',
    COMPLAINT_VOICE_TOO_LONG: 'A recording lasts at most {limit} seconds.',
    COMPLAINT_NOT_FOUND: 'The complaint does not exist.',
    COMPLAINT_FEEDBACK_NOT_ALLOWED: 'Feedback can be given once the complaint has been processed.',
    COMPLAINT_FEEDBACK_GIVEN: 'You have already given feedback on this complaint.',
  },
  FRENCH: {
    COMPLAINT_NAME_REQUIRED: 'Veuillez indiquer votre nom.',
    COMPLAINT_TYPE_REQUIRED: 'Veuillez choisir le type de réclamation.',
    COMPLAINT_RESPONDENT_REQUIRED: 'Veuillez indiquer contre qui porte la réclamation.',
    COMPLAINT_LOCATION_REQUIRED: 'Veuillez choisir le lieu.',
    COMPLAINT_ADDRESS_REQUIRED: 'Veuillez indiquer l’adresse précise.',
    COMPLAINT_TIME_REQUIRED: 'Veuillez choisir la date et l’heure des faits.',
    COMPLAINT_TIME_IN_FUTURE: 'La date des faits ne peut pas être postérieure à maintenant.',
    COMPLAINT_REASON_REQUIRED: 'Veuillez indiquer le motif de la réclamation.',
    COMPLAINT_TEXT_TOO_LONG: '{limit} caractères au maximum.',
    COMPLAINT_TOO_MANY_PICTURES: '{limit} photos au maximum.',
    COMPLAINT_PHONE_NOT_BOUND: 'Veuillez associer votre numéro de mobile avant de déposer une réclamation.',
    COMPLAINT_VOICE_REQUIRED: 'Veuillez d’abord enregistrer votre message.',
    COMPLAINT_VOICE_TOO_SHORT: 'L’enregistrement est trop court ; veuillez recommencer.',
    COMPLAINT_VOICE_TOO_LONG: 'Un enregistrement dure {limit} secondes au maximum.',
    COMPLAINT_NOT_FOUND: 'Cette réclamation n’existe pas.',
    COMPLAINT_FEEDBACK_NOT_ALLOWED: 'L’avis se donne une fois la réclamation traitée.',
    COMPLAINT_FEEDBACK_GIVEN: 'Vous avez déjà donné votre avis sur cette réclamation.',
  },
  JAPANESE: {
    COMPLAINT_NAME_REQUIRED: 'お名前を入力してください。',
    COMPLAINT_TYPE_REQUIRED: '苦情の種類を選択してください。',
    COMPLAINT_RESPONDENT_REQUIRED: '苦情の相手先を入力してください。',
    COMPLAINT_LOCATION_REQUIRED: '場所を選択してください。',
    COMPLAINT_ADDRESS_REQUIRED: '詳しい住所を入力してください。',
    COMPLAINT_TIME_REQUIRED: '発生日時を選択してください。',
    COMPLAINT_TIME_IN_FUTURE: '発生日時は現在より後にできません。',
    COMPLAINT_REASON_REQUIRED: '苦情の理由を入力してください。',
    COMPLAINT_TEXT_TOO_LONG: '{limit}文字以内で入力してください。',
    COMPLAINT_TOO_MANY_PICTURES: '写真は{limit}枚までです。',
    COMPLAINT_PHONE_NOT_BOUND: '苦情を送る前に携帯電話番号を登録してください。',
    COMPLAINT_VOICE_REQUIRED: '先に録音してください。',
    COMPLAINT_VOICE_TOO_SHORT: '録音が短すぎます。もう一度録音してください。',
    COMPLAINT_VOICE_TOO_LONG: '録音は最長{limit}秒です。',
    COMPLAINT_NOT_FOUND: 'この苦情は存在しません。',
    COMPLAINT_FEEDBACK_NOT_ALLOWED: '処理が完了した苦情にのみ評価できます。',
    COMPLAINT_FEEDBACK_GIVEN: 'この苦情はすでに評価済みです。',
  },
  KOREAN: {
    COMPLAINT_NAME_REQUIRED: '이름을 입력하세요.',
    COMPLAINT_TYPE_REQUIRED: '민원 유형을 선택하세요.',
    COMPLAINT_RESPONDENT_REQUIRED: '민원 대상을 입력하세요.',
    COMPLAINT_LOCATION_REQUIRED: '장소를 선택하세요.',
    COMPLAINT_ADDRESS_REQUIRED: '상세 주소를 입력하세요.',
    COMPLAINT_TIME_REQUIRED: '발생 시간을 선택하세요.',
    COMPLAINT_TIME_IN_FUTURE: '발생 시간은 현재보다 늦을 수 없습니다.',
    COMPLAINT_REASON_REQUIRED: '민원 사유를 입력하세요.',
    COMPLAINT_TEXT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
    COMPLAINT_TOO_MANY_PICTURES: '사진은 최대 {limit}장입니다.',
    COMPLAINT_PHONE_NOT_BOUND: '민원을 제출하려면 먼저 휴대폰 번호를 연결하세요.',
    COMPLAINT_VOICE_REQUIRED: '먼저 녹음하세요.',
    COMPLAINT_VOICE_TOO_SHORT: '녹음이 너무 짧습니다. 다시 녹음하세요.',
    COMPLAINT_VOICE_TOO_LONG: '녹음은 최대 {limit}초입니다.',
    COMPLAINT_NOT_FOUND: '민원이 존재하지 않습니다.',
    COMPLAINT_FEEDBACK_NOT_ALLOWED: '처리가 완료된 민원에만 평가할 수 있습니다.',
    COMPLAINT_FEEDBACK_GIVEN: '이미 이 민원을 평가했습니다.',
  },
};
