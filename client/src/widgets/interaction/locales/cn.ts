/** The interaction bar's texts (t('interact.…')). */
export default {
  like: '点赞',
  favourite: '收藏',
  comment: '评论',
  say: '说点什么…',
  praise: '感谢您的点赞',
  collect: '感谢您的收藏',
  follow: '感谢您的关注',
  cancelled: '取消成功',
};
