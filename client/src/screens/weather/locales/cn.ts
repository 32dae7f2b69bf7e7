/** The weather family's texts (t('weather.…')). */
export default {
  title: '空气质量',
  index: '空气质量指数',
  main: '首要污染物：{{name}}',
  noMain: '无首要污染物',
  measured: '{{time}} 发布',
  readings: '污染物浓度',
  forecast: '天气预报',
  today: '今天',
  tomorrow: '明天',
  temperature: '{{low}}~{{high}}°C',
  dayIndex: 'AQI {{value}}',
  empty: '暂无该城市的天气数据',
};
