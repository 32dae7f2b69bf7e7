export default {
  map: '施設の分布図',
  noLocation: '現在地を取得できませんでした。施設は通常の順で、距離は表示されません。',
  locate: 'もう一度現在地を取得',
  empty: 'この種類の施設はまだありません',
  unplaced: '座標のない{{count}}件は地図に表示されません',
};
