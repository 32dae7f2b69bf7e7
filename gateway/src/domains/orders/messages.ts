import type { UserErrorTexts } from '../../core/messages.ts';
import type { Refusal } from '../../core/user-errors.ts';

/** The texts of the orders domain's own user errors (paying, cancelling). */
export const orderErrorTexts: UserErrorTexts<'ORDER_CLOSED' | 'ALREADY_PAID' | 'RETURN_URL_NOT_ALLOWED' | 'CANCEL_REASON_REQUIRED'> = {
  CN: {
    ORDER_CLOSED: '订单已超时关闭，请重新预约',
    ALREADY_PAID: '该订单已支付，无需重复支付',
    RETURN_URL_NOT_ALLOWED: '支付完成后的返回地址不被允许',
    CANCEL_REASON_REQUIRED: '请选择取消原因',
  },
  EN: {
    ORDER_CLOSED: 'This order was closed because it was not paid in time. Please book again.',
    ALREADY_PAID: 'This order has already been paid.',
    RETURN_URL_NOT_ALLOWED: 'The address to return to after paying is not allowed.',
    CANCEL_REASON_REQUIRED: 'Please choose why you are cancelling.',
  },
  FRENCH: {
    ORDER_CLOSED: 'Cette commande a été fermée faute de paiement dans le délai. Veuillez réserver à nouveau.',
    ALREADY_PAID: 'Cette commande est déjà payée.',
    RETURN_URL_NOT_ALLOWED: 'L’adresse de retour après le paiement n’est pas autorisée.',
    CANCEL_REASON_REQUIRED: 'Veuillez choisir le motif de l’annulation.',
  },
  JAPANESE: {
    ORDER_CLOSED: 'お支払い期限を過ぎたため、この注文は終了しました。もう一度ご予約ください。',
    ALREADY_PAID: 'この注文はすでに支払い済みです。',
    RETURN_URL_NOT_ALLOWED: '支払い後の戻り先アドレスは許可されていません。',
    CANCEL_REASON_REQUIRED: 'キャンセルの理由を選んでください。',
  },
  KOREAN: {
    ORDER_CLOSED: '결제 기한이 지나 주문이 종료되었습니다. 다시 예약해 주세요.',
    ALREADY_PAID: '이미 결제된 주문입니다.',
    RETURN_URL_NOT_ALLOWED: '결제 후 돌아갈 주소가 허용되지 않습니다.',
    CANCEL_REASON_REQUIRED: '취소 사유를 선택해 주세요.',
  },
};

/** The upstream's pay and cancel-reason refusals (API.md "Orders", "Order cancel reasons"). */
export const orderRefusals: readonly Refusal[] = [
  [/订单已超时关闭|订单已关闭/, 'ORDER_CLOSED'],
  [/订单已支付/, 'ALREADY_PAID'],
  [/返回地址不正确/, 'RETURN_URL_NOT_ALLOWED'],
  [/该订单无需支付|订单状态不可支付/, 'PAY_NOT_ALLOWED'],
  [/取消原因不存在/, 'RESOURCE_NOT_FOUND'],
  [/请填写取消说明|取消说明不能超过/, 'TEXT_INVALID'],
];
