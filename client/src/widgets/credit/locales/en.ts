/** The integrity (credit) texts: the credit banner and the booking refusal (t('credit.…')). */
export default {
  bannerTitle: 'Trusted booking',
  bannerRule: 'Keep your bookings: a sufficient integrity score is needed to book',
  bannerRequired: 'An integrity score of {{score}} is needed to book this activity',
  bannerScore: 'My score {{score}}',
  bannerLogin: 'Log in to see your score',
  myIntegrity: 'My integrity',
  gotIt: 'Got it',
  refusedTitle: 'Integrity notice',
};
