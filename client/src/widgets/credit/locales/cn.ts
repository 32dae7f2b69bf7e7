/** The integrity (credit) texts: the credit banner and the booking refusal (t('credit.…')). */
export default {
  bannerTitle: '诚信预约',
  bannerRule: '守约预约，信用分达标方可预约活动',
  bannerRequired: '诚信分达到{{score}}分方可预约本活动',
  bannerScore: '我的诚信分 {{score}}',
  bannerLogin: '登录查看我的诚信分',
  myIntegrity: '我的诚信',
  gotIt: '我知道了',
  refusedTitle: '诚信提示',
};
