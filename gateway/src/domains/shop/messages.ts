import type { UserErrorTexts } from '../../core/messages.ts';

/** The shop's own refusals, in the five languages. */
export const shopErrorTexts: UserErrorTexts<
  'DELIVERY_ADDRESS_LOCKED' | 'ORDER_ALREADY_REVIEWED' | 'SHOP_REVIEW_TAG_UNKNOWN' | 'SHOP_REVIEW_TOO_MANY_PICTURES'
> = {
  CN: {
    DELIVERY_ADDRESS_LOCKED: '该订单已发货或无需配送，不能修改收货地址',
    ORDER_ALREADY_REVIEWED: '该订单已评价过了',
    SHOP_REVIEW_TAG_UNKNOWN: '请从列出的标签中选择',
    SHOP_REVIEW_TOO_MANY_PICTURES: '最多上传{limit}张图片',
  },
  EN: {
    DELIVERY_ADDRESS_LOCKED: 'The delivery address of this order can no longer be changed.',
    ORDER_ALREADY_REVIEWED: 'You have already reviewed this order.',
    SHOP_REVIEW_TAG_UNKNOWN: 'Choose tags from the list.',
    SHOP_REVIEW_TOO_MANY_PICTURES: 'At most {limit} pictures.',
  },
  FRENCH: {
    DELIVERY_ADDRESS_LOCKED: "L'adresse de livraison de cette commande ne peut plus être modifiée.",
    ORDER_ALREADY_REVIEWED: 'Vous avez déjà donné votre avis sur cette commande.',
    SHOP_REVIEW_TAG_UNKNOWN: 'Choisissez les étiquettes dans la liste.',
    SHOP_REVIEW_TOO_MANY_PICTURES: '{limit} photos au maximum.',
  },
  JAPANESE: {
    DELIVERY_ADDRESS_LOCKED: 'この注文の配送先は変更できません。',
    ORDER_ALREADY_REVIEWED: 'この注文はすでにレビュー済みです。',
    SHOP_REVIEW_TAG_UNKNOWN: '一覧からタグを選んでください。',
    SHOP_REVIEW_TOO_MANY_PICTURES: '画像は{limit}枚までです。',
  },
  KOREAN: {
    DELIVERY_ADDRESS_LOCKED: '이 주문의 배송지는 더 이상 변경할 수 없습니다.',
    ORDER_ALREADY_REVIEWED: '이미 리뷰를 작성한 주문입니다.',
    SHOP_REVIEW_TAG_UNKNOWN: '목록에서 태그를 선택해 주세요.',
    SHOP_REVIEW_TOO_MANY_PICTURES: '사진은 최대 {limit}장입니다.',
  },
};
