/** The site family's texts (t('site.…')). */
export default {
  stop: {
    title: '服务已暂停',
    message: '该站点服务已暂停，给您带来不便敬请谅解。',
  },
  invitation: {
    title: '邀请注册',
    message: '当前站点需要邀请后才能使用，请联系邀请人获取邀请链接。',
  },
  testing: {
    title: '站点内测中',
    message: '本站点正在内部测试，目前仅对测试人员开放。如您是测试人员，请换用测试账号登录。',
    switchAccount: '换个账号登录',
  },
  services: {
    sections: {
      PLACES: '游玩去处',
      CULTURE: '文化资讯',
      ACTIVITIES: '活动与志愿',
      TRAVEL: '出行服务',
      SERVICES: '便民与帮助',
      MINE: '我的',
      OTHER: '更多',
    },
  },
};
