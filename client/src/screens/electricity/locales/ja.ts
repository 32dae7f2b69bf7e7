export default {
  title: '無料充電',
  qrLabel: '無料充電コード {{code}}',
  active: '利用可能',
  finished: '終了',
  used: '{{total}} kWh中 {{used}} kWh使用',
  left: '残り {{left}} kWh',
  validUntil: '{{date}}まで有効',
  hint: '充電ステーションでこのコードを提示すると無料で充電できます。',
  stations: '利用できる充電ステーション',
  go: 'ルート',
  none: '無料電力はまだありません',
  unavailable: 'このサイトでは無料充電はまだ提供されていません',
};
