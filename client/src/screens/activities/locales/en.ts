/** The activities family's texts (t('activities.…')). */
export default {
  title: "Activities",
  detail: "Activity",
  book: "Book now",
  allowed: "Integrity check passed; online booking opens in a later release",
  notFound: "This activity does not exist or has been removed",
};
