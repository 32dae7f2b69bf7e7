/** The content pages' texts (t('contentPages.…')). */
export default {
  placeNews: '{{name}}的资讯',
  newsTitle: '资讯',
  placeNotFound: '该地点不存在或已下架',
  lessons: '微课堂',
  lessonsOf: '{{name}} · 微课堂',
  noLessons: '该栏目暂无微课',
  play: '播放',
  slide: '推荐',
  slideNotFound: '该轮播内容已不存在',
  slideLink: '前往查看',
};
