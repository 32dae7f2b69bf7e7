/** The interaction bar's texts (t('interact.…')). */
export default {
  like: 'Like',
  favourite: 'Collect',
  comment: 'Comment',
  say: 'Say something…',
  praise: 'Thanks for your praise',
  collect: 'Thanks for your collection',
  follow: 'Thanks for your follow',
  cancelled: 'Cancellation succeeded',
};
