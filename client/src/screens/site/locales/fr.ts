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
