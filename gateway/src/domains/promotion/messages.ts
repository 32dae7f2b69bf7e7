import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'PROMOTION_ALREADY_JOINED' | 'PROMOTION_NOT_OPEN';

/** Joining the promoter programme: its refusals in the five languages. */
export const promotionErrorTexts: UserErrorTexts<Code> = {
  CN: {
    PROMOTION_ALREADY_JOINED: '您已经是本站的推广达人',
    PROMOTION_NOT_OPEN: '本站暂未开放推广达人计划',
  },
  EN: {
    PROMOTION_ALREADY_JOINED: 'You are already a promoter of this site.',
    PROMOTION_NOT_OPEN: 'This site has no promoter programme yet.',
  },
  FRENCH: {
    PROMOTION_ALREADY_JOINED: 'Vous êtes déjà promoteur de ce site.',
    PROMOTION_NOT_OPEN: 'Ce site n’a pas encore de programme de promoteurs.',
  },
  JAPANESE: {
    PROMOTION_ALREADY_JOINED: 'すでにこのサイトのプロモーターです。',
    PROMOTION_NOT_OPEN: 'このサイトではプロモーター制度をまだ実施していません。',
  },
  KOREAN: {
    PROMOTION_ALREADY_JOINED: '이미 이 사이트의 프로모터입니다.',
    PROMOTION_NOT_OPEN: '이 사이트는 아직 프로모터 제도를 운영하지 않습니다.',
  },
};
