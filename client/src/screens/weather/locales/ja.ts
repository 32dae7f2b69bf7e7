export default {
  title: '大気の状態',
  index: '大気質指数',
  main: '主な汚染物質：{{name}}',
  noMain: '主な汚染物質なし',
  measured: '{{time}} 発表',
  readings: '汚染物質の濃度',
  forecast: '天気予報',
  today: '今日',
  tomorrow: '明日',
  temperature: '{{low}}~{{high}}°C',
  dayIndex: 'AQI {{value}}',
  empty: 'この都市の天気はまだありません',
};
