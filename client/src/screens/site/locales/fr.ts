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
};
