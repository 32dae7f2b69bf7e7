/** The site family's texts (t('site.…')). */
export default {
  stop: {
    title: 'Service suspendu',
    message: 'Le service de ce site a été suspendu. Veuillez nous excuser pour la gêne occasionnée.',
  },
  invitation: {
    title: 'Invitation',
    message: "Ce site est accessible sur invitation uniquement. Demandez un lien d'invitation à votre parrain.",
  },
  testing: {
    title: 'Site en test',
    message:
      "Ce site est en cours de test et n'est ouvert qu'à ses testeurs pour le moment. Si vous êtes testeur, connectez-vous avec votre compte de test.",
    switchAccount: 'Changer de compte',
  },
  services: {
    sections: {
      PLACES: 'Où aller',
      CULTURE: 'Culture et actualités',
      ACTIVITIES: 'Activités et bénévolat',
      TRAVEL: 'Se déplacer',
      SERVICES: 'Services et aide',
      MINE: 'Mon espace',
      OTHER: 'Plus',
    },
  },
};
