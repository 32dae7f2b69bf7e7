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
  testing: {
    title: 'Site in testing',
    message: 'This site is being tested and is open to its testers only for now. If you are a tester, sign in with your tester account.',
    switchAccount: 'Sign in with another account',
  },
  services: {
    sections: {
      PLACES: 'Places to go',
      CULTURE: 'Culture and news',
      ACTIVITIES: 'Activities and volunteering',
      TRAVEL: 'Getting around',
      SERVICES: 'Services and help',
      MINE: 'My account',
      OTHER: 'More',
    },
  },
};
