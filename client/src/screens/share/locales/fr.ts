/** The share texts (t('share.…')). */
export default {
  button: 'Partager',
  hint: 'Touchez ··· en haut à droite pour envoyer cette page à un ami ou la partager dans Moments',
  dismiss: 'Touchez n’importe où pour fermer',
  copied: 'Lien copié',
  copyFailed: 'Le lien n’a pas pu être copié',
};
