export default {
  map: 'Map of the venues',
  noLocation: 'Your location is unknown: venues are in their usual order, without distances.',
  locate: 'Locate me again',
  empty: 'No venues of this kind yet',
  unplaced: '{{count}} venue(s) without coordinates are not on the map',
};
