const ja = {
  title: 'ライブ',
  slowTitle: 'スローライブ',
  featured: 'おすすめ',
  kind: { BROADCAST: 'ライブ配信', SLOW_LIVE: 'スローライブ' },
  state: { UPCOMING: '配信予定', LIVE: 'ライブ中', REPLAY: 'アーカイブ', ENDED: '終了' },
  startsAt: '{{time}} 開始',
  endedNoReplay: '配信は終了しました。アーカイブはありません',
  upcomingHint: 'まだ始まっていません。{{time}} に配信開始',
  views_other: '{{count}} 回視聴',
  anchor: '配信者：{{name}}',
  place: '観光地',
  nearby: '近くのライブ',
  empty: 'ライブはまだありません',
  notFound: 'この配信は存在しないか、公開終了しました',
  placeLives: '{{name}} のライブ',
  player: '配信：{{title}}',
};
export default ja;
