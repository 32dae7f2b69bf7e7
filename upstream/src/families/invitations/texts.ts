/** The invitations family's rules and refusals: the gift per invitee, what a code looks like. */

/** The points the inviter gets for each user who binds their code (through the points ledger). */
export const INVITE_GIFT_POINTS = 50;

/** What a user's invitation code looks like: 6 to 12 letters and digits, upper case. */
export const INVITE_CODE = /^[A-Z0-9]{6,12}$/;

export const INVITE_TEXTS = {
  codeRequired: '请输入邀请码',
  unknownCode: '邀请码不存在',
  ownCode: '不能填写自己的邀请码',
  alreadyBound: '您已绑定过邀请码',
  bound: '绑定成功',
} as const;
