export default {
  regional: '地域ランキング',
  places: '人気ランキング',
  boards: 'ランキングの種類',
  heat: '人気度 {{heat}}',
  up_other: '{{count}} 位上昇',
  down_other: '{{count}} 位下降',
  new: '初登場',
  same: '変動なし',
};
