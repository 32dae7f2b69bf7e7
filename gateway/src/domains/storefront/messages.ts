import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'STOREFRONT_QUANTITY_INVALID' | 'STOREFRONT_OUT_OF_STOCK';

/** The storefront's refusals, in the five languages. */
export const storefrontErrorTexts: UserErrorTexts<Code> = {
  CN: {
    STOREFRONT_QUANTITY_INVALID: '购买数量应为1-{limit}件',
    STOREFRONT_OUT_OF_STOCK: '库存不足，仅剩{limit}件',
  },
  EN: {
    STOREFRONT_QUANTITY_INVALID: 'Choose between 1 and {limit} pieces.',
    STOREFRONT_OUT_OF_STOCK: 'Not enough in stock: {limit} left.',
  },
  FRENCH: {
    STOREFRONT_QUANTITY_INVALID: 'Choisissez entre 1 et {limit} pièces.',
    STOREFRONT_OUT_OF_STOCK: 'Stock insuffisant : il en reste {limit}.',
  },
  JAPANESE: {
    STOREFRONT_QUANTITY_INVALID: '数量は1〜{limit}点で選んでください。',
    STOREFRONT_OUT_OF_STOCK: '在庫が足りません（残り{limit}点）。',
  },
  KOREAN: {
    STOREFRONT_QUANTITY_INVALID: '수량은 1~{limit}개로 선택하세요.',
    STOREFRONT_OUT_OF_STOCK: '재고가 부족합니다(남은 수량 {limit}개).',
  },
};
