/** The comments' user-facing texts. */
export const COMMENT_TEXTS = {
  /** Shown instead of the name of a cancelled account. */
  cancelledName: '已注销用户',
  contentEmpty: '评论内容不能为空',
  resourceNotFound: '资源不存在',
  orderNotFound: '订单不存在',
  orderNotCompleted: '订单未完成，不能评价',
  orderReviewed: '订单已评价，不能重复评价',
  commented: '评论成功',
  replyEmpty: '回复内容不能为空',
  commentNotFound: '评论不存在',
  replied: '回复成功',
  /** The real backend's framework refusing a form body on a JSON endpoint. */
  contentTypeNotSupported: (type: string) => `Content type '${type}' not supported`,
} as const;
