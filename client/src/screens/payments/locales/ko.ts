import type { PaymentMessages } from './cn';
import type { Localized } from '../../../i18n/localized';

const ko: Localized<PaymentMessages> = {
  order: {
    amount: '주문 금액',
    deadline: '결제 기한',
    payBy: '{{time}}까지 결제해 주세요',
    left: '{{time}} 남음',
    pay: '결제하기',
    closed: '결제 기한이 지나 주문이 종료되었습니다',
    closedHint: '자리가 해제되었습니다. 참여하려면 다시 예약해 주세요.',
    toPayTitle: '주문이 접수되었습니다. 결제해 주세요',
  },
  cashier: {
    title: '결제',
    amount: '결제 금액',
    method: '결제 수단',
    WECHAT_PAY: 'WeChat Pay',
    ALIPAY: 'Alipay',
    submit: '{{amount}} 결제',
    leaving: '결제 페이지로 이동 중…',
    timeUp: '결제 기한이 지나 주문이 종료되었습니다',
    safe: '결제는 결제 대행사 페이지에서 진행되며, 완료 후 이 페이지로 돌아옵니다.',
  },
  voucher: {
    title: '입장권',
    code: '인증 코드',
    qrLabel: '인증 코드 {{code}}의 QR 코드',
    show: '입구에서 직원에게 이 QR 코드를 보여 주세요',
    usable: '사용 가능',
    COMPLETED: '사용 완료',
    EXPIRED: '만료',
    visitors: '입장 인원',
    seats: '좌석',
    seat: '{{row}}열 {{number}}번',
    visitorCount_other: '{{count}}명',
    contact: '연락처',
    time: '일시',
    place: '장소',
    map: '지도',
    phone: '전화',
    call: '전화하기',
    notes: '입장 안내',
  },
  codes: {
    title: '이용 코드',
    count_other: '사용할 코드 {{count}}개',
    empty: '사용할 코드가 없습니다',
    browse: '행사 둘러보기',
    partner: '이 주문의 입장권은 제휴사가 발급합니다. 열어서 확인하세요',
    open: '주문 열기',
    showCode: '코드 보기',
  },
};

export default ko;
