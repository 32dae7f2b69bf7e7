/** The search around's texts (t('around.…')). */
export default {
  title: 'À proximité',
  nearMe: 'Près de moi',
  nearPlace: 'Autour de « {{name}} »',
  link: 'Voir les environs',
  nearbyLink: 'Autour de moi',
  empty: 'Aucun lieu à moins de {{radius}} km',
  noPosition: 'Votre position est indisponible. Activez la localisation et réessayez, ou cherchez un lieu pour voir ses environs.',
  retry: 'Me localiser à nouveau',
  searchPlace: 'Chercher un lieu',
};
