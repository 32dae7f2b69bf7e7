/** The places family's texts (t('places.…')). */
export default {
  map: {
    title: '位置',
    longitude: '経度',
    latitude: '緯度',
    note: 'スマートフォンの地図アプリで開くか、住所をコピーしてください',
    openIn: '地図アプリで開く',
    amap: '高徳地図（AMap）',
    baidu: '百度地図',
    tencent: '騰訊地図',
    copyAddress: '住所をコピー',
    copy: '座標をコピー',
    copied: 'コピーしました',
  },
  filters: {
    region: 'エリア',
    allRegions: 'すべてのエリア',
    level: 'ランク',
    allLevels: 'すべてのランク',
    type: '種類',
    allTypes: 'すべての種類',
  },
};
