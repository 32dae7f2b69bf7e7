export default {
  you: '現在地',
  cluster_other: 'ここに {{count}} か所：タップで拡大',
  zoomIn: '拡大',
  zoomOut: '縮小',
};
