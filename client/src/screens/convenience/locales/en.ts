export default {
  kinds: { PARKING: 'Car parks', TOILET: 'Toilets', GAS_STATION: 'Gas stations', BUS_STOP: 'Bus stops', MEDICAL: 'Medical help' },
  map: 'Map of the facilities nearby',
  empty: 'None of these nearby',
  go: 'Take me there',
  call: 'Call',
  spaces: '{{free}} of {{total}} spaces free',
  open: 'Open {{hours}}',
  driving: 'Self-drive',
  services: 'On the road',
  routes: 'Drive to the sights',
  route: 'Directions',
  noSights: 'No sights yet',
};
