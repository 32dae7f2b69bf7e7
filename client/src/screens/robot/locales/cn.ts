/** The site robot's texts (t('robot.…')). */
export default {
  title: '智能客服',
  suggested: '你可以这样问我',
  placeholder: '输入你的问题',
  send: '发送',
  thinking: '正在思考…',
  search: '去搜索「{{question}}」',
  failed: '没有收到回答，请稍后再试',
  you: '我',
  kinds: { PLACE: '地点', NEWS: '资讯', ACTIVITY: '活动' },
};
