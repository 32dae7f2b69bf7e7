/** The search family's texts (t('search.…')). */
export default {
  title: 'Recherche',
  submit: 'Rechercher',
  kinds: 'Rechercher dans',
  hot: 'Recherches populaires',
  recent: 'Recherches récentes',
  clear: 'Effacer',
  enterKeyword: 'Veuillez saisir un mot-clé',
  noResults: 'Aucun résultat pour « {{keyword}} »',
};
