/** The site family's texts (t('site.…')). */
export default {
  stop: {
    title: 'Service suspended',
    message: 'The service of this site has been suspended. We apologise for the inconvenience.',
  },
  invitation: {
    title: 'Invitation',
    message: 'This site is open by invitation only. Please ask the person who invited you for an invitation link.',
  },
};
