/** The share texts (t('share.…')). */
export default {
  button: 'Share',
  hint: 'Tap ··· at the top right to send this page to a friend or share it to Moments',
  dismiss: 'Tap anywhere to close',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
};
