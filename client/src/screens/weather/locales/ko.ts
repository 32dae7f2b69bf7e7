export default {
  title: '대기질',
  index: '대기질 지수',
  main: '주요 오염물질: {{name}}',
  noMain: '주요 오염물질 없음',
  measured: '{{time}} 발표',
  readings: '오염물질 농도',
  forecast: '일기 예보',
  today: '오늘',
  tomorrow: '내일',
  temperature: '{{low}}~{{high}}°C',
  dayIndex: 'AQI {{value}}',
  empty: '이 도시의 날씨 정보가 아직 없습니다',
};
