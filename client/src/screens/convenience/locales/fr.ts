export default {
  kinds: {
    PARKING: 'Parkings',
    TOILET: 'Toilettes',
    GAS_STATION: 'Stations-service',
    BUS_STOP: 'Arrêts de bus',
    MEDICAL: 'Secours médicaux',
  },
  empty: 'Aucun à proximité',
  go: 'Y aller',
  call: 'Appeler',
  spaces: '{{free}} places libres sur {{total}}',
  open: 'Ouvert {{hours}}',
  driving: 'En voiture',
  services: 'Sur la route',
  routes: 'Rejoindre les sites',
  route: 'Itinéraire',
  noSights: 'Aucun site pour le moment',
};
