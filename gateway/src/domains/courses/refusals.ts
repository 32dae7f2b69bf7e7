import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';
import { mutateWith } from '../../core/mutate.ts';

/** What the courses family's refusal messages mean: read before the core's, by this domain's calls only. */
export const COURSE_REFUSALS: readonly Refusal[] = [
  [/答题时间已到/, 'EXAM_TIME_UP'],
  [/考试尚未开始/, 'EXAM_NOT_OPEN'],
  [/考试已结束/, 'EXAM_CLOSED'],
  [/考试次数已用完/, 'EXAM_NO_ATTEMPTS_LEFT'],
  [/答卷已提交/, 'EXAM_ALREADY_SUBMITTED'],
  [/答案格式不正确|题目不存在/, 'ANSWER_INVALID'],
  [/学习进度不正确/, 'LESSON_POSITION_INVALID'],
  [/课程不存在|练习不存在|试卷不存在|课时不存在|问题不存在|答题记录不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalFor, refusalOf } = refusalsOf(COURSE_REFUSALS);

/** `mutate` with this domain's reading of the refusals. */
export const mutate = mutateWith(refusalOf);
