/** The places family's texts (t('places.…')). */
export default {
  map: {
    title: '위치',
    longitude: '경도',
    latitude: '위도',
    note: '휴대폰의 지도 앱에서 열거나 주소를 복사하세요',
    openIn: '지도 앱에서 열기',
    amap: '가오더 지도(AMap)',
    baidu: '바이두 지도',
    tencent: '텐센트 지도',
    copyAddress: '주소 복사',
    copy: '좌표 복사',
    copied: '복사되었습니다',
  },
  filters: {
    region: '지역',
    allRegions: '전체 지역',
    level: '등급',
    allLevels: '전체 등급',
    type: '유형',
    allTypes: '전체 유형',
  },
};
