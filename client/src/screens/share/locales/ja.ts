/** The share texts (t('share.…')). */
export default {
  button: '共有',
  hint: '右上の ··· をタップして、このページを友だちに送るかモーメンツで共有できます',
  dismiss: 'どこかをタップして閉じる',
  copied: 'リンクをコピーしました',
  copyFailed: 'リンクをコピーできませんでした',
};
