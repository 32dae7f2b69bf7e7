/** The upload widgets' texts (t('upload.…')). */
export default {
  count: '{{count}}/{{max}}',
  uploading: 'Envoi en cours',
  failed: 'Échec de l’envoi ; veuillez réessayer.',
  retry: 'Réessayer',
  remove: 'Supprimer',
  tooLarge: 'Le fichier est trop volumineux pour être envoyé.',
  limitReached_one: 'Vous pouvez ajouter 1 fichier au maximum.',
  limitReached_other: 'Vous pouvez ajouter {{count}} fichiers au maximum.',
  maxPictures_one: 'Le maximum de 1 photo est atteint.',
  maxPictures_other: 'Le maximum de {{count}} photos est atteint.',
  maxVideos_one: 'Le maximum de 1 vidéo est atteint.',
  maxVideos_other: 'Le maximum de {{count}} vidéos est atteint.',
};
