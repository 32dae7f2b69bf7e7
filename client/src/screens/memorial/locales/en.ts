export default {
  title: 'In memoriam',
  platform: 'National days of remembrance',
  local: 'Remembered here',
  day: 'Remembered every {{date}}',
  tributes_one: '{{count}} tribute',
  tributes_other: '{{count}} tributes',
  empty: 'Nothing to show here yet',
  more: 'Read the full story',
  less: 'Show less',
};
