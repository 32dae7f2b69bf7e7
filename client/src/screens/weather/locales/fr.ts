export default {
  title: 'Qualité de l’air',
  index: 'Indice de qualité de l’air',
  main: 'Polluant principal : {{name}}',
  noMain: 'Aucun polluant principal',
  measured: 'Publié à {{time}}',
  readings: 'Polluants',
  forecast: 'Prévisions',
  today: 'Aujourd’hui',
  tomorrow: 'Demain',
  temperature: '{{low}} à {{high}} °C',
  dayIndex: 'IQA {{value}}',
  empty: 'Pas encore de météo pour cette ville',
};
