/** The tour-guide query's texts (t('guides.…')). */
export default {
  title: 'Guides agréés',
  results: 'Guides trouvés',
  keyword: 'Nom ou numéro de carte',
  keywordHint: 'Saisissez le nom ou le numéro de carte d’un guide, ou laissez vide pour tous les voir',
  gender: 'Genre',
  genders: { ANY: 'Tous', MALE: 'Homme', FEMALE: 'Femme' },
  search: 'Rechercher',
  intro: 'Tous les guides agréés inscrits sur ce site figurent ici : vérifiez la carte de votre guide avant de partir.',
  empty: 'Aucun guide ne correspond à cette recherche',
  searchAgain: 'Nouvelle recherche',
  certificate: 'Carte n° {{number}}',
  languages: 'Langues :',
  company: 'Agence :',
  showPhone: 'Voir le numéro',
  call: 'Appeler le {{phone}}',
  allGuides: 'Tous les guides',
};
