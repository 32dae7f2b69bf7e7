import type { UserErrorTexts } from '../../core/messages.ts';

/** The shop's own refusals, in the five languages. */
export const shopErrorTexts: UserErrorTexts<'DELIVERY_ADDRESS_LOCKED'> = {
  CN: { DELIVERY_ADDRESS_LOCKED: '该订单已发货或无需配送，不能修改收货地址' },
  EN: { DELIVERY_ADDRESS_LOCKED: 'The delivery address of this order can no longer be changed.' },
  FRENCH: { DELIVERY_ADDRESS_LOCKED: "L'adresse de livraison de cette commande ne peut plus être modifiée." },
  JAPANESE: { DELIVERY_ADDRESS_LOCKED: 'この注文の配送先は変更できません。' },
  KOREAN: { DELIVERY_ADDRESS_LOCKED: '이 주문의 배송지는 더 이상 변경할 수 없습니다.' },
};
