export default {
  kinds: { PARKING: '停车场', TOILET: '厕所', GAS_STATION: '加油站', BUS_STOP: '公交站', MEDICAL: '医疗点' },
  map: '附近设施分布图',
  empty: '附近暂无此类设施',
  go: '到这里去',
  call: '拨打电话',
  spaces: '空余车位 {{free}}/{{total}}',
  open: '开放时间 {{hours}}',
  driving: '自驾游',
  services: '沿途服务',
  routes: '自驾去景区',
  route: '导航',
  noSights: '暂无景区',
};
