/** The sign-up forms' texts (t('signup.…')). */
export default {
  title: 'Inscription',
  session: 'Choisir une séance',
  required: 'Obligatoire',
  optional: 'Facultatif',
  smsCode: 'Code',
  sendCode: 'Recevoir le code',
  resend: 'Encore dans {{seconds}} s',
  submit: 'S’inscrire',
  noForm: 'Cette activité ne demande pas de formulaire',
  notFound: 'Cette activité n’existe pas ou a été retirée',
  pictureHint: 'Ajouter une photo',
  successTitle: 'Inscription faite',
  successText: 'Vous êtes inscrit à : {{name}}',
  myOrders: 'Mes réservations',
  answers: 'Vos réponses',
  backHome: 'Accueil',
};
