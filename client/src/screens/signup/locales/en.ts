/** The sign-up forms' texts (t('signup.…')). */
export default {
  title: 'Sign-up form',
  session: 'Choose a session',
  required: 'Required',
  optional: 'Optional',
  smsCode: 'Code',
  sendCode: 'Get code',
  resend: 'Again in {{seconds}} s',
  submit: 'Sign up',
  noForm: 'This activity needs no sign-up form',
  notFound: 'This activity does not exist or has been removed',
  pictureHint: 'Upload a photo',
  successTitle: 'Signed up',
  successText: 'You signed up for: {{name}}',
  myOrders: 'My bookings',
  answers: 'Your answers',
  backHome: 'Home',
};
