/** The share texts (t('share.…')). */
export default {
  button: '分享',
  hint: '点击右上角的 ··· 将本页发送给朋友或分享到朋友圈',
  dismiss: '点击任意处关闭',
  copied: '链接已复制',
  copyFailed: '无法复制链接',
};
