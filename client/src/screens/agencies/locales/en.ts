/** The travel-agency query's texts (t('agencies.…')). */
export default {
  title: 'Travel agencies',
  intro: "The licensed travel agencies registered with this site, by district: check an agency's business licence before you book.",
  count_one: '{{count}} agency',
  count_other: '{{count}} agencies',
  noRegions: 'No travel agency is registered yet',
  empty: 'No travel agency in this district',
  license: 'Licence {{number}}',
  call: 'Call {{phone}}',
  map: 'On the map',
};
