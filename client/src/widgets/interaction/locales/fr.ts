/** The interaction bar's texts (t('interact.…')). */
export default {
  like: "J'aime",
  favourite: 'Enregistrer',
  comment: 'Commenter',
  say: 'Dites quelque chose…',
  praise: "Merci pour votre j'aime",
  collect: 'Merci pour votre enregistrement',
  follow: 'Merci de votre suivi',
  cancelled: 'Annulation réussie',
};
