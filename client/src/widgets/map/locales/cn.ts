export default {
  you: '你的位置',
  cluster_other: '此处有 {{count}} 个地点，点击放大',
  zoomIn: '放大',
  zoomOut: '缩小',
};
