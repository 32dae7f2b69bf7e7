/** The activities family's texts (t('activities.…')). */
export default {
  title: "活动",
  detail: "活动详情",
  book: "立即预约",
  allowed: "诚信校验通过，在线预约将在后续版本开放",
  notFound: "活动不存在或已下架",
};
