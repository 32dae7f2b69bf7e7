export default {
  title: 'Hommage',
  platform: 'Journées nationales du souvenir',
  local: 'Mémoire locale',
  day: 'Commémoré chaque {{date}}',
  tributes_one: '{{count}} hommage',
  tributes_other: '{{count}} hommages',
  empty: 'Rien à afficher pour le moment',
  more: 'Lire le récit complet',
  less: 'Réduire',
};
