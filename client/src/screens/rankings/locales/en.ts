export default {
  regional: 'Regional ranking',
  places: 'Top lists',
  boards: 'Lists',
  heat: 'Popularity {{heat}}',
  up_one: 'Up 1 place',
  up_other: 'Up {{count}} places',
  down_one: 'Down 1 place',
  down_other: 'Down {{count}} places',
  new: 'New',
  same: 'Unchanged',
};
