/** The tour-guide query's texts (t('guides.…')). */
export default {
  title: '导游查询',
  results: '查询结果',
  keyword: '姓名或导游证号',
  keywordHint: '输入导游姓名或导游证号，留空查看全部导游',
  gender: '性别',
  genders: { ANY: '不限', MALE: '男', FEMALE: '女' },
  search: '查询',
  intro: '本站登记的持证导游均可在此查询，核实导游身份后再出行。',
  empty: '没有找到符合条件的导游',
  searchAgain: '重新查询',
  certificate: '导游证号 {{number}}',
  languages: '语种',
  company: '所属旅行社',
  showPhone: '查看电话',
  call: '拨打 {{phone}}',
  allGuides: '全部导游',
};
