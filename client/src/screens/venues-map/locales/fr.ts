export default {
  map: 'Carte des lieux culturels',
  noLocation: 'Position inconnue : les lieux sont dans leur ordre habituel, sans distance.',
  locate: 'Me localiser à nouveau',
  empty: 'Aucun lieu de ce type pour l’instant',
  unplaced: '{{count}} lieu(x) sans coordonnées absent(s) de la carte',
};
