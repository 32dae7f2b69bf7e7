export default {
  title: 'Rubrique',
  notFound: "Cette rubrique n'existe pas ou a été retirée",
  noChannels: 'Aucune rubrique pour le moment',
  articles_one: '1 article',
  articles_other: '{{count}} articles',
};
