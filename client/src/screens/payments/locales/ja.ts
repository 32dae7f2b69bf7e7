import type { PaymentMessages } from './cn';
import type { Localized } from '../../../i18n/localized';

const ja: Localized<PaymentMessages> = {
  order: {
    amount: 'ご注文金額',
    deadline: 'お支払い期限',
    payBy: '{{time}} までにお支払いください',
    left: '残り {{time}}',
    pay: '支払う',
    closed: 'お支払い期限を過ぎたため、注文は終了しました',
    closedHint: '枠は解放されました。参加するには再度ご予約ください。',
    toPayTitle: 'ご注文を受け付けました。お支払いください',
  },
  cashier: {
    title: 'お支払い',
    amount: 'お支払い金額',
    method: 'お支払い方法',
    WECHAT_PAY: 'WeChat Pay',
    ALIPAY: 'Alipay',
    submit: '{{amount}} を支払う',
    leaving: 'お支払いページを開いています…',
    timeUp: 'お支払い期限を過ぎたため、注文は終了しました',
    safe: 'お支払いは決済事業者のページで行い、完了後このページに戻ります。',
  },
  voucher: {
    title: '入場券',
    code: '認証コード',
    qrLabel: '認証コード {{code}} のQRコード',
    show: '入口でこのQRコードを係員にご提示ください',
    usable: '利用可能',
    COMPLETED: '利用済み',
    EXPIRED: '期限切れ',
    visitors: '入場人数',
    seats: '座席',
    seat: '{{row}}列{{number}}番',
    visitorCount_other: '{{count}} 名',
    contact: '連絡先',
    time: '日時',
    place: '場所',
    map: '地図',
    phone: '電話',
    call: '電話する',
    notes: '入場のご案内',
  },
  codes: {
    title: '利用コード',
    count_other: '利用可能なコード {{count}} 件',
    empty: '利用できるコードはありません',
    browse: 'イベントを見る',
    partner: 'この注文の入場券は提携先が発行します。開いてご確認ください',
    open: '注文を開く',
    showCode: 'コードを表示',
  },
};

export default ja;
