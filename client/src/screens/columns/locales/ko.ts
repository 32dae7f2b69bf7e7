export default {
  title: '칼럼',
  notFound: '존재하지 않거나 내려간 칼럼입니다',
  noChannels: '아직 항목이 없습니다',
  articles_other: '{{count}}건',
};
