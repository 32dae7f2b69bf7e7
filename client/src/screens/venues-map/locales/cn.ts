/** The venues map's texts (t('venuesMap.…')). */
export default {
  map: '场馆分布图',
  noLocation: '未能获取您的位置，场馆按默认顺序排列，不显示距离',
  locate: '重新定位',
  empty: '暂无该类场馆',
  unplaced: '{{count}}个场馆没有坐标，未画在图上',
};
