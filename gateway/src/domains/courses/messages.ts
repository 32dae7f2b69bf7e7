import type { UserErrorTexts } from '../../core/messages.ts';

type CourseErrorCode =
  | 'ANSWER_INVALID'
  | 'ANSWER_TOO_LONG'
  | 'EXAM_TIME_UP'
  | 'EXAM_NOT_OPEN'
  | 'EXAM_CLOSED'
  | 'EXAM_NO_ATTEMPTS_LEFT'
  | 'EXAM_ALREADY_SUBMITTED'
  | 'LESSON_POSITION_INVALID'
  | 'COURSE_TEXT_REQUIRED'
  | 'COURSE_TEXT_TOO_LONG';

/** The texts of the courses domain's user errors, in the five languages. */
export const courseErrorTexts: UserErrorTexts<CourseErrorCode> = {
  CN: {
    ANSWER_INVALID: '答案无效，请重新作答',
    ANSWER_TOO_LONG: '填空答案最多{limit}个字',
    EXAM_TIME_UP: '答题时间已到，系统已自动交卷',
    EXAM_NOT_OPEN: '考试尚未开始',
    EXAM_CLOSED: '考试已结束',
    EXAM_NO_ATTEMPTS_LEFT: '考试次数已用完',
    EXAM_ALREADY_SUBMITTED: '答卷已提交',
    LESSON_POSITION_INVALID: '学习进度不正确',
    COURSE_TEXT_REQUIRED: '请输入内容',
    COURSE_TEXT_TOO_LONG: '最多输入{limit}个字',
  },
  EN: {
    ANSWER_INVALID: 'This answer is not valid; please answer again.',
    ANSWER_TOO_LONG: 'A fill-in answer has at most {limit} characters.',
    EXAM_TIME_UP: 'Time is up: your paper was handed in automatically.',
    EXAM_NOT_OPEN: 'This exam has not opened yet.',
    EXAM_CLOSED: 'This exam has closed.',
    EXAM_NO_ATTEMPTS_LEFT: 'You have used every attempt of this exam.',
    EXAM_ALREADY_SUBMITTED: 'This paper has already been handed in.',
    LESSON_POSITION_INVALID: 'The lesson position is not valid.',
    COURSE_TEXT_REQUIRED: 'Please enter some text.',
    COURSE_TEXT_TOO_LONG: 'At most {limit} characters.',
  },
  FRENCH: {
    ANSWER_INVALID: 'Cette réponse n’est pas valide ; veuillez répondre à nouveau.',
    ANSWER_TOO_LONG: 'Une réponse à compléter compte au plus {limit} caractères.',
    EXAM_TIME_UP: 'Le temps est écoulé : votre copie a été rendue automatiquement.',
    EXAM_NOT_OPEN: 'Cet examen n’est pas encore ouvert.',
    EXAM_CLOSED: 'Cet examen est clos.',
    EXAM_NO_ATTEMPTS_LEFT: 'Vous avez utilisé toutes les tentatives de cet examen.',
    EXAM_ALREADY_SUBMITTED: 'Cette copie a déjà été rendue.',
    LESSON_POSITION_INVALID: 'La position dans la leçon n’est pas valide.',
    COURSE_TEXT_REQUIRED: 'Veuillez saisir un texte.',
    COURSE_TEXT_TOO_LONG: '{limit} caractères au maximum.',
  },
  JAPANESE: {
    ANSWER_INVALID: '回答が無効です。もう一度回答してください。',
    ANSWER_TOO_LONG: '記述式の回答は最大{limit}文字です。',
    EXAM_TIME_UP: '制限時間が終了したため、答案は自動的に提出されました。',
    EXAM_NOT_OPEN: 'この試験はまだ開始されていません。',
    EXAM_CLOSED: 'この試験は終了しました。',
    EXAM_NO_ATTEMPTS_LEFT: 'この試験の受験回数をすべて使いました。',
    EXAM_ALREADY_SUBMITTED: 'この答案はすでに提出されています。',
    LESSON_POSITION_INVALID: '学習位置が正しくありません。',
    COURSE_TEXT_REQUIRED: '内容を入力してください。',
    COURSE_TEXT_TOO_LONG: '最大{limit}文字まで入力できます。',
  },
  KOREAN: {
    ANSWER_INVALID: '유효하지 않은 답입니다. 다시 답해 주세요.',
    ANSWER_TOO_LONG: '빈칸 답은 최대 {limit}자입니다.',
    EXAM_TIME_UP: '시간이 종료되어 답안이 자동으로 제출되었습니다.',
    EXAM_NOT_OPEN: '아직 시작되지 않은 시험입니다.',
    EXAM_CLOSED: '종료된 시험입니다.',
    EXAM_NO_ATTEMPTS_LEFT: '이 시험의 응시 횟수를 모두 사용했습니다.',
    EXAM_ALREADY_SUBMITTED: '이미 제출된 답안입니다.',
    LESSON_POSITION_INVALID: '학습 위치가 올바르지 않습니다.',
    COURSE_TEXT_REQUIRED: '내용을 입력하세요.',
    COURSE_TEXT_TOO_LONG: '최대 {limit}자까지 입력할 수 있습니다.',
  },
};
