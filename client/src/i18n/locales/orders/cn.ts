/** The booking texts (activities, rooms, reservations, orders), merged into the translation resources. */
const cn = {
  orders: {
    free: '免费',
    points_other: '{{count}}积分',
    quantity: '数量 {{count}}',
    orderCode: '订单号',
    amount: '金额',
    createdAt: '下单时间',
    cancelled: '取消成功',
    /** The day-part labels (widgets/format dayPart): a reservation's time slot. */
    dayPart: { morning: '上午', afternoon: '下午', evening: '晚上' },
    form: {
      contact: '联系人信息',
      name: '姓名',
      namePlaceholder: '请输入联系人姓名',
      nameInvalid: '请输入联系人姓名（最多{{max}}字）',
      phone: '手机号',
      phonePlaceholder: '请输入{{digits}}位手机号',
      phoneInvalid: '请输入正确的{{digits}}位手机号',
      seats: '预约人数',
      less: '减少',
      more: '增加',
      slotRequired: '请选择时段',
    },
    bookingButton: {
      BOOK: '立即预约',
      SIGN_UP: '立即报名',
      SOLD_OUT: '已约满',
      NOT_OPEN_YET: '未开始预约',
      CLOSED: '预约已结束',
      EXTERNAL: '前往报名',
      NONE: '无需预约',
    },
    cancelPolicy: {
      never: '预约后不可取消',
      untilStart: '活动开始前可取消',
      hours_other: '活动开始前{{count}}小时可取消',
    },
    activity: {
      seatsLeft: '余{{remaining}}/共{{total}}',
    },
    weekdayShort: { MONDAY: '一', TUESDAY: '二', WEDNESDAY: '三', THURSDAY: '四', FRIDAY: '五', SATURDAY: '六', SUNDAY: '日' },
    reservationStatus: {
      UNCONFIRMED: '待确认',
      AWAITING_PAYMENT: '待支付',
      CLOSED: '已关闭',
      PENDING_REVIEW: '待审核',
      TO_BE_USED: '待使用',
      COMPLETED: '已完成',
      EXPIRED: '已失效',
      CANCELLED: '已取消',
      REVIEW_FAILED: '审核未通过',
      UNKNOWN: '未知状态',
    },
    reservation: {
      title: '我的预约',
      empty: '暂无预约记录',
      notFound: '订单不存在',
      type: '类型',
      cancel: '取消预约',
      keep: '暂不取消',
      cancelTitle: '取消预约',
      cancelConfirm: '确定要取消该预约吗？',
      pay: '去支付',
      paid: '支付成功',
    },
    appointment: { title: '预约订单' },
    shop: {
      title: '我的订单',
    },
    wallet: {
      title: '我的钱包',
    },
  },
};

export type OrderMessages = typeof cn;
export default cn;
