/** The upload widgets' texts (t('upload.…')). */
export default {
  count: '{{count}}/{{max}}',
  uploading: 'アップロード中',
  failed: 'アップロードに失敗しました。もう一度お試しください。',
  retry: '再試行',
  remove: '削除',
  tooLarge: 'ファイルが大きすぎてアップロードできません。',
  limitReached_other: '追加できるのは最大{{count}}件です。',
  maxPictures_other: '写真は最大{{count}}枚まで追加済みです。',
  maxVideos_other: '動画は最大{{count}}本まで追加済みです。',
};
