/** The activities family's texts (t('activities.…')). */
export default {
  title: "Activités",
  detail: "Activité",
  book: "Réserver",
  allowed: "Contrôle réussi ; la réservation en ligne ouvrira prochainement",
  notFound: "Cette activité n'existe pas ou a été retirée",
};
