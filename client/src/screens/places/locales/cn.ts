/** The places family's texts (t('places.…')). */
export default {
  map: {
    title: '位置',
    longitude: '经度',
    latitude: '纬度',
    note: '在手机上的地图应用中打开，或复制地址',
    openIn: '在地图应用中打开',
    amap: '高德地图',
    baidu: '百度地图',
    tencent: '腾讯地图',
    copyAddress: '复制地址',
    copy: '复制坐标',
    copied: '已复制',
  },
  filters: {
    region: '区域',
    allRegions: '全部区域',
    level: '等级',
    allLevels: '全部等级',
    type: '类型',
    allTypes: '全部类型',
  },
};
