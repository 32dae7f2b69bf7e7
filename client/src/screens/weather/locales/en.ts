export default {
  title: 'Air quality',
  index: 'Air quality index',
  main: 'Main pollutant: {{name}}',
  noMain: 'No main pollutant',
  measured: 'Published {{time}}',
  readings: 'Pollutants',
  forecast: 'Forecast',
  today: 'Today',
  tomorrow: 'Tomorrow',
  temperature: '{{low}} to {{high}}°C',
  dayIndex: 'AQI {{value}}',
  empty: 'No weather for this city yet',
};
