/** The places family's texts (t('places.…')). */
export default {
  map: {
    title: 'Emplacement',
    longitude: 'Longitude',
    latitude: 'Latitude',
    note: 'Ouvrez-le dans une application de cartes de votre téléphone, ou copiez l’adresse',
    openIn: 'Ouvrir dans une application de cartes',
    amap: 'AMap (Gaode)',
    baidu: 'Baidu Maps',
    tencent: 'Tencent Maps',
    copyAddress: 'Copier l’adresse',
    copy: 'Copier les coordonnées',
    copied: 'Copié',
  },
  filters: {
    region: 'Région',
    allRegions: 'Toutes les régions',
    level: 'Catégorie',
    allLevels: 'Toutes catégories',
    type: 'Type',
    allTypes: 'Tous les types',
  },
};
