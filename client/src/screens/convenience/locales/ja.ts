export default {
  kinds: { PARKING: '駐車場', TOILET: 'トイレ', GAS_STATION: 'ガソリンスタンド', BUS_STOP: 'バス停', MEDICAL: '医療機関' },
  map: '近くの施設の地図',
  empty: '近くにはありません',
  go: 'ここへ行く',
  call: '電話する',
  spaces: '空き {{free}}/{{total}} 台',
  open: '営業 {{hours}}',
  driving: 'ドライブ',
  services: '道中のサービス',
  routes: '観光地へのルート',
  route: 'ルート案内',
  noSights: '観光地はまだありません',
};
