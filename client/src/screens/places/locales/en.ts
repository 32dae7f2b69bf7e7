/** The places family's texts (t('places.…')). */
export default {
  map: {
    title: 'Location',
    longitude: 'Longitude',
    latitude: 'Latitude',
    note: 'Open it in a map app on your phone, or copy the address',
    openIn: 'Open in a map app',
    amap: 'AMap',
    baidu: 'Baidu Maps',
    tencent: 'Tencent Maps',
    copyAddress: 'Copy address',
    copy: 'Copy coordinates',
    copied: 'Copied',
  },
  filters: {
    region: 'Region',
    allRegions: 'All regions',
    level: 'Level',
    allLevels: 'All levels',
    type: 'Type',
    allTypes: 'All types',
  },
};
