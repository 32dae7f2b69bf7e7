import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the line-contracts family's refusal messages mean: read before the core's, by this domain's calls only. */
export const LINE_CONTRACT_REFUSALS: readonly Refusal[] = [
  [/^合同不存在$/, 'LINE_CONTRACT_NOT_FOUND'],
  [/^合同已作废$/, 'LINE_CONTRACT_VOID'],
  [/^合同已签署$/, 'LINE_CONTRACT_ALREADY_SIGNED'],
  [/^请阅读并同意合同条款$/, 'LINE_CONTRACT_NOT_AGREED'],
  [/^姓名或身份证号与出行人不一致$/, 'LINE_CONTRACT_TRAVELLER_MISMATCH'],
  [/^请上传手写签名$/, 'LINE_CONTRACT_SIGNATURE_REQUIRED'],
];

export const { refusalOf } = refusalsOf(LINE_CONTRACT_REFUSALS);
