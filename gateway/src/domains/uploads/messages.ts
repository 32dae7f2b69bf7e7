import type { UserErrorTexts } from '../../core/messages.ts';

/** The texts of the uploads domain's user errors (`{limitMB}`: the byte limit in MB). */
export const uploadErrorTexts: UserErrorTexts<
  'FILE_REQUIRED' | 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'FILE_UNKNOWN'
> = {
  CN: {
    FILE_REQUIRED: '请选择要上传的文件',
    FILE_EMPTY: '文件为空，请重新选择',
    FILE_TOO_LARGE: '文件过大，最大{limitMB}',
    FILE_TYPE_NOT_ALLOWED: '不支持该文件格式',
    FILE_UNKNOWN: '文件无效，请重新上传',
  },
  EN: {
    FILE_REQUIRED: 'Please choose a file to upload.',
    FILE_EMPTY: 'The file is empty; please choose another.',
    FILE_TOO_LARGE: 'The file is too large (at most {limitMB}).',
    FILE_TYPE_NOT_ALLOWED: 'This file type is not supported.',
    FILE_UNKNOWN: 'The file is not valid; please upload it again.',
  },
  FRENCH: {
    FILE_REQUIRED: 'Veuillez choisir un fichier à envoyer.',
    FILE_EMPTY: 'Le fichier est vide ; veuillez en choisir un autre.',
    FILE_TOO_LARGE: 'Le fichier est trop volumineux ({limitMB} au maximum).',
    FILE_TYPE_NOT_ALLOWED: 'Ce type de fichier n’est pas pris en charge.',
    FILE_UNKNOWN: 'Le fichier n’est pas valide ; veuillez l’envoyer à nouveau.',
  },
  JAPANESE: {
    FILE_REQUIRED: 'アップロードするファイルを選択してください。',
    FILE_EMPTY: 'ファイルが空です。別のファイルを選択してください。',
    FILE_TOO_LARGE: 'ファイルが大きすぎます（最大{limitMB}）。',
    FILE_TYPE_NOT_ALLOWED: 'このファイル形式には対応していません。',
    FILE_UNKNOWN: 'ファイルが無効です。もう一度アップロードしてください。',
  },
  KOREAN: {
    FILE_REQUIRED: '업로드할 파일을 선택하세요.',
    FILE_EMPTY: '파일이 비어 있습니다. 다른 파일을 선택하세요.',
    FILE_TOO_LARGE: '파일이 너무 큽니다(최대 {limitMB}).',
    FILE_TYPE_NOT_ALLOWED: '지원하지 않는 파일 형식입니다.',
    FILE_UNKNOWN: '파일이 올바르지 않습니다. 다시 업로드하세요.',
  },
};
