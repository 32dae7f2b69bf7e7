/**
 * The real-name family's words: its refusals (the vendor's, in Chinese), the state names, and the
 * provider's rejection reasons in every demo site language.
 */
import type { InLanguages } from '../demo.ts';
import type { RejectionReason } from './provider.ts';

export const REAL_NAME_TEXTS = {
  submitted: '提交成功，请等待审核',
  withdrawn: '已撤回',
  cancelled: '已取消实名认证',
  nameRequired: '请输入真实姓名',
  nameTooLong: '姓名过长',
  idCardInvalid: '身份证号码格式不正确',
  facePhotoUnknown: '人脸照片不存在，请重新拍摄',
  pending: '实名认证审核中，请勿重复提交',
  passed: '您已完成实名认证',
  numberTaken: '该身份证号已被其他账号认证',
  notFound: '认证记录不存在',
  notPending: '该认证不在审核中，无法撤回',
  notPassed: '该认证未通过，无法取消',
} as const;

/** `status` → `statusName` (0 pending, 1 passed, 2 rejected). */
export const STATUS_NAME: Readonly<Record<number, string>> = { 0: '审核中', 1: '已认证', 2: '未通过' };

/** The provider's reasons, in the caller's site language. */
export const REJECTION_TEXT: InLanguages<Readonly<Record<RejectionReason, string>>> = {
  CN: {
    NAME_MISMATCH: '姓名与身份证号不一致',
    DOCUMENT_LOST: '该身份证已挂失',
    NUMBER_UNKNOWN: '身份证号不存在',
  },
  FRENCH: {
    NAME_MISMATCH: 'Le nom et le numéro ne correspondent pas',
    DOCUMENT_LOST: 'Ce numéro figure sur la liste des documents perdus',
    NUMBER_UNKNOWN: "Ce numéro n'existe pas",
  },
  EN: {
    NAME_MISMATCH: 'The name and the number do not match',
    DOCUMENT_LOST: 'The number is on a list of lost documents',
    NUMBER_UNKNOWN: 'The number does not exist',
  },
  JAPANESE: {
    NAME_MISMATCH: '氏名と身分証番号が一致しません',
    DOCUMENT_LOST: 'この身分証は紛失届が出されています',
    NUMBER_UNKNOWN: 'この身分証番号は存在しません',
  },
  KOREAN: {
    NAME_MISMATCH: '이름과 신분증 번호가 일치하지 않습니다',
    DOCUMENT_LOST: '분실 신고된 신분증 번호입니다',
    NUMBER_UNKNOWN: '존재하지 않는 신분증 번호입니다',
  },
};

/** The demo verifications: who, with which name and number (the rejected one is on the provider's list). */
export const REAL_NAME_SEED: readonly { phone: string; name: string; idNumber: string; daysAgo: number }[] = [
  { phone: '13800000003', name: '李青竹', idNumber: '51010419880512341X', daysAgo: 20 },
  { phone: '13800000004', name: '王锦江', idNumber: '11010519491231002X', daysAgo: 3 },
];
