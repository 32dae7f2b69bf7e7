/** The electricity family's texts (t('electricity.…')). */
export default {
  title: '免费充电',
  qrLabel: '免费充电码 {{code}}',
  active: '可使用',
  finished: '已结束',
  used: '已用 {{used}} / {{total}} 度',
  left: '剩余 {{left}} 度',
  validUntil: '有效期至 {{date}}',
  hint: '在充电站出示此码，即可免费充电',
  stations: '可用充电站',
  go: '导航',
  none: '您还没有免费电量',
  unavailable: '本站暂未开通免费充电',
};
