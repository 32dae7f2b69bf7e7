export default {
  you: 'Vous êtes ici',
  cluster_one: '{{count}} lieu ici : touchez pour zoomer',
  cluster_other: '{{count}} lieux ici : touchez pour zoomer',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
};
