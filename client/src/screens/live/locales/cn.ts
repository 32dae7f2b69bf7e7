/** The live family's texts (Chinese, the reference). */
const cn = {
  title: '直播',
  slowTitle: '慢直播',
  featured: '精选直播',
  kind: { BROADCAST: '直播活动', SLOW_LIVE: '慢直播' },
  state: { UPCOMING: '预告', LIVE: '直播中', REPLAY: '回放', ENDED: '已结束' },
  startsAt: '{{time}} 开播',
  endedNoReplay: '直播已结束，本场未保存回放',
  upcomingHint: '直播尚未开始，{{time}} 准时开播',
  views_other: '{{count}} 次观看',
  anchor: '主播：{{name}}',
  place: '所在景区',
  nearby: '附近的直播',
  empty: '暂无直播',
  notFound: '直播不存在或已下线',
  placeLives: '{{name}}的直播',
  player: '直播画面：{{title}}',
};
export default cn;
