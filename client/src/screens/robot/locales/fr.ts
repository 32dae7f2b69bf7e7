/** The site robot's texts (t('robot.…')). */
export default {
  title: 'Assistante',
  suggested: 'Vous pouvez me demander',
  placeholder: 'Écrivez votre question',
  send: 'Envoyer',
  thinking: 'Je réfléchis…',
  search: 'Rechercher « {{question}} »',
  failed: 'Aucune réponse reçue. Réessayez plus tard.',
  you: 'Vous',
  kinds: { PLACE: 'Lieu', NEWS: 'Actualité', ACTIVITY: 'Activité' },
};
