export default {
  you: '현재 위치',
  cluster_other: '이곳에 {{count}}곳: 눌러서 확대',
  zoomIn: '확대',
  zoomOut: '축소',
};
