export default {
  regional: '区域排行',
  places: '热门榜单',
  boards: '榜单类别',
  heat: '热度 {{heat}}',
  up_other: '上升 {{count}} 名',
  down_other: '下降 {{count}} 名',
  new: '新上榜',
  same: '持平',
};
