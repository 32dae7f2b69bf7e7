/** The upload widgets' texts (t('upload.…')). */
export default {
  count: '{{count}}/{{max}}',
  uploading: '업로드 중',
  failed: '업로드에 실패했습니다. 다시 시도하세요.',
  retry: '다시 시도',
  remove: '삭제',
  tooLarge: '파일이 너무 커서 업로드할 수 없습니다.',
  limitReached_other: '최대 {{count}}개까지 추가할 수 있습니다.',
  maxPictures_other: '사진을 최대 {{count}}장까지 추가했습니다.',
  maxVideos_other: '동영상을 최대 {{count}}개까지 추가했습니다.',
};
