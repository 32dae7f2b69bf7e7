/** The payments family's texts (the cashier, the voucher, the consumption codes). */
const cn = {
  order: {
    amount: '订单金额',
    deadline: '支付截止',
    payBy: '请在 {{time}} 前支付',
    left: '剩余 {{time}}',
    pay: '去支付',
    closed: '已超过支付时间，订单已关闭',
    closedHint: '名额已释放，如需参加请重新预约',
    toPayTitle: '订单已提交，请尽快支付',
  },
  cashier: {
    title: '收银台',
    amount: '需支付',
    method: '支付方式',
    WECHAT_PAY: '微信支付',
    ALIPAY: '支付宝',
    submit: '确认支付 {{amount}}',
    leaving: '正在前往支付页面…',
    timeUp: '支付时间已到，订单已关闭',
    safe: '支付由第三方支付机构完成，完成后将自动返回本页面',
  },
  voucher: {
    title: '入场凭证',
    code: '核销码',
    qrLabel: '核销码 {{code}} 的二维码',
    show: '入场时请向工作人员出示此二维码',
    usable: '可使用',
    COMPLETED: '已使用',
    EXPIRED: '已过期',
    visitors: '入场人数',
    visitorCount_other: '{{count}} 人',
    contact: '联系人',
    time: '时间',
    place: '地点',
    map: '查看地图',
    phone: '电话',
    call: '拨打',
    notes: '入场须知',
  },
  codes: {
    title: '消费码',
    count_other: '共 {{count}} 张待使用',
    empty: '暂无可使用的消费码',
    browse: '去看看活动',
    partner: '此订单的凭证由合作方提供，请点击查看',
    open: '查看订单',
  },
};

export type PaymentMessages = typeof cn;
export default cn;
