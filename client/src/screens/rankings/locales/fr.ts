export default {
  regional: 'Classement des régions',
  places: 'Palmarès',
  boards: 'Palmarès',
  heat: 'Popularité {{heat}}',
  up_one: 'Gagne 1 place',
  up_other: 'Gagne {{count}} places',
  down_one: 'Perd 1 place',
  down_other: 'Perd {{count}} places',
  new: 'Nouveau',
  same: 'Stable',
};
