export default {
  title: 'Recharge gratuite',
  qrLabel: 'Code de recharge gratuite {{code}}',
  active: 'Utilisable',
  finished: 'Terminé',
  used: '{{used}} kWh utilisés sur {{total}}',
  left: 'Reste {{left}} kWh',
  validUntil: 'Valable jusqu’au {{date}}',
  hint: 'Présentez ce code à une borne pour recharger gratuitement.',
  stations: 'Bornes acceptant le code',
  go: 'Itinéraire',
  none: 'Vous n’avez pas encore d’électricité gratuite',
  unavailable: 'La recharge gratuite n’est pas encore proposée sur ce site',
};
