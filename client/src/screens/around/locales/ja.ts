/** The search around's texts (t('around.…')). */
export default {
  title: '周辺',
  nearMe: '現在地の周辺',
  nearPlace: '「{{name}}」の周辺',
  link: '周辺を見る',
  nearbyLink: '近くのスポット',
  empty: '{{radius}}km以内にスポットはありません',
  noPosition: '現在地を取得できません。位置情報をオンにして再試行するか、スポットを検索してその周辺をご覧ください。',
  retry: '現在地を再取得',
  searchPlace: 'スポットを検索',
};
