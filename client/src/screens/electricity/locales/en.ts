export default {
  title: 'Free charging',
  qrLabel: 'Free charging code {{code}}',
  active: 'Ready to use',
  finished: 'Finished',
  used: '{{used}} of {{total}} kWh used',
  left: '{{left}} kWh left',
  validUntil: 'Valid until {{date}}',
  hint: 'Show this code at a charging station to charge for free.',
  stations: 'Where it works',
  go: 'Directions',
  none: 'You have no free electricity yet',
  unavailable: 'Free charging is not offered on this site yet',
};
