export default {
  title: 'Column',
  notFound: 'This column does not exist or was withdrawn',
  noChannels: 'No sections yet',
  articles_one: '1 article',
  articles_other: '{{count}} articles',
};
