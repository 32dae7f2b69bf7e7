/** The upload widgets' texts (t('upload.…')). */
export default {
  count: '{{count}}/{{max}}',
  uploading: 'Uploading',
  failed: 'Upload failed; please try again.',
  retry: 'Retry',
  remove: 'Remove',
  tooLarge: 'The file is too large to upload.',
  limitReached_one: 'You can add 1 file at most.',
  limitReached_other: 'You can add up to {{count}} files.',
  maxPictures_one: 'The maximum of 1 picture has been added.',
  maxPictures_other: 'The maximum of {{count}} pictures has been added.',
  maxVideos_one: 'The maximum of 1 video has been added.',
  maxVideos_other: 'The maximum of {{count}} videos has been added.',
};
