/** The travel-agency query's texts (t('agencies.…')). */
export default {
  title: '旅行社查询',
  intro: '按地区查看本站登记的持证旅行社，出行前请核对旅行社业务经营许可证。',
  count_other: '{{count}} 家',
  noRegions: '暂无登记的旅行社',
  empty: '该地区暂无旅行社',
  license: '许可证号 {{number}}',
  call: '拨打 {{phone}}',
  map: '查看位置',
};
