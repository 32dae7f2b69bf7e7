/** The upload widgets' texts (t('upload.…')). */
export default {
  count: '{{count}}/{{max}}',
  uploading: '上传中',
  failed: '上传失败，请重试',
  retry: '重试',
  remove: '删除',
  tooLarge: '文件过大，无法上传',
  limitReached_other: '最多添加{{count}}个文件',
  maxPictures_other: '已达到图片数量上限（{{count}}张）',
  maxVideos_other: '已达到视频数量上限（{{count}}个）',
};
