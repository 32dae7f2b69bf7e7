/** The travel-agency query's texts (t('agencies.…')). */
export default {
  title: 'Agences de voyages',
  intro: 'Les agences de voyages agréées inscrites sur ce site, par district : vérifiez la licence d’une agence avant de réserver.',
  count_one: '{{count}} agence',
  count_other: '{{count}} agences',
  noRegions: 'Aucune agence de voyages inscrite pour le moment',
  empty: 'Aucune agence de voyages dans ce district',
  license: 'Licence n° {{number}}',
  call: 'Appeler le {{phone}}',
  map: 'Sur la carte',
};
