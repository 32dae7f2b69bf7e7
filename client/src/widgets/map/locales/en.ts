export default {
  you: 'You are here',
  cluster_one: '{{count}} place here: tap to zoom in',
  cluster_other: '{{count}} places here: tap to zoom in',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};
