/** The integrity (credit) texts: the credit banner and the booking refusal (t('credit.…')). */
export default {
  bannerTitle: 'Réservation fiable',
  bannerRule: 'Honorez vos réservations : un score suffisant est requis pour réserver',
  bannerRequired: "Un score d'intégrité de {{score}} est requis pour cette activité",
  bannerScore: 'Mon score {{score}}',
  bannerLogin: 'Connectez-vous pour voir votre score',
  myIntegrity: 'Mon intégrité',
  gotIt: "J'ai compris",
  refusedTitle: "Avis d'intégrité",
};
