import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'INVITATION_CODE_REQUIRED' | 'INVITATION_CODE_UNKNOWN' | 'INVITATION_CODE_OWN' | 'INVITATION_ALREADY_BOUND';

/** The invitation code's prompts and refusals, in the five languages. */
export const invitationErrorTexts: UserErrorTexts<Code> = {
  CN: {
    INVITATION_CODE_REQUIRED: '请输入邀请码',
    INVITATION_CODE_UNKNOWN: '邀请码不存在，请核对后重新输入',
    INVITATION_CODE_OWN: '不能填写自己的邀请码',
    INVITATION_ALREADY_BOUND: '您已经绑定过邀请码，每位用户只能绑定一次',
  },
  EN: {
    INVITATION_CODE_REQUIRED: 'Please enter an invitation code.',
    INVITATION_CODE_UNKNOWN: 'This invitation code does not exist. Please check it and try again.',
    INVITATION_CODE_OWN: 'You cannot enter your own invitation code.',
    INVITATION_ALREADY_BOUND: 'You have already entered an invitation code; each user can enter one only once.',
  },
  FRENCH: {
    INVITATION_CODE_REQUIRED: 'Veuillez saisir un code d’invitation.',
    INVITATION_CODE_UNKNOWN: 'Ce code d’invitation n’existe pas. Vérifiez-le et réessayez.',
    INVITATION_CODE_OWN: 'Vous ne pouvez pas saisir votre propre code d’invitation.',
    INVITATION_ALREADY_BOUND: 'Vous avez déjà saisi un code d’invitation ; chacun ne peut le faire qu’une fois.',
  },
  JAPANESE: {
    INVITATION_CODE_REQUIRED: '招待コードを入力してください。',
    INVITATION_CODE_UNKNOWN: 'この招待コードは存在しません。確認してもう一度入力してください。',
    INVITATION_CODE_OWN: '自分の招待コードは入力できません。',
    INVITATION_ALREADY_BOUND: '招待コードはすでに登録済みです。登録は1人1回までです。',
  },
  KOREAN: {
    INVITATION_CODE_REQUIRED: '초대 코드를 입력해 주세요.',
    INVITATION_CODE_UNKNOWN: '존재하지 않는 초대 코드입니다. 확인 후 다시 입력해 주세요.',
    INVITATION_CODE_OWN: '본인의 초대 코드는 입력할 수 없습니다.',
    INVITATION_ALREADY_BOUND: '이미 초대 코드를 등록했습니다. 초대 코드는 한 번만 등록할 수 있습니다.',
  },
};
