/** The search around's texts (t('around.…')). */
export default {
  title: '周边',
  nearMe: '我的附近',
  nearPlace: '「{{name}}」周边',
  link: '查看周边',
  nearbyLink: '附近有什么',
  empty: '{{radius}} 公里内没有找到地点',
  noPosition: '无法获取你的位置。可以打开定位后重试，或者搜索一个地点再看它的周边。',
  retry: '重新定位',
  searchPlace: '搜索地点',
};
