import type { PaymentMessages } from './cn';
import type { Localized } from '../../../i18n/localized';

const en: Localized<PaymentMessages> = {
  order: {
    amount: 'Amount',
    deadline: 'Pay by',
    payBy: 'Please pay by {{time}}',
    left: '{{time}} left',
    pay: 'Pay now',
    closed: 'Not paid in time: the order was closed',
    closedHint: 'The places were released. Book again to take part.',
    toPayTitle: 'Order placed: please pay',
  },
  cashier: {
    title: 'Checkout',
    amount: 'To pay',
    method: 'Payment method',
    WECHAT_PAY: 'WeChat Pay',
    ALIPAY: 'Alipay',
    submit: 'Pay {{amount}}',
    leaving: 'Opening the payment page…',
    timeUp: 'Time is up: the order was closed',
    safe: 'The payment is made with the payment provider; you come back here afterwards.',
  },
  voucher: {
    title: 'Entry voucher',
    code: 'Verification code',
    qrLabel: 'QR code of verification code {{code}}',
    show: 'Show this QR code to the staff at the entrance',
    usable: 'Valid',
    COMPLETED: 'Used',
    EXPIRED: 'Expired',
    visitors: 'Admits',
    seats: 'Seats',
    seat: 'Row {{row}}, seat {{number}}',
    visitorCount_one: '{{count}} person',
    visitorCount_other: '{{count}} people',
    contact: 'Contact',
    time: 'When',
    place: 'Where',
    map: 'Map',
    phone: 'Phone',
    call: 'Call',
    notes: 'Entry notes',
  },
  codes: {
    title: 'My codes',
    count_one: '{{count}} code to use',
    count_other: '{{count}} codes to use',
    empty: 'No codes to use',
    browse: 'Browse activities',
    partner: 'The partner issues this order’s voucher: open it to see it',
    open: 'Open order',
    showCode: 'Show the code',
  },
};

export default en;
