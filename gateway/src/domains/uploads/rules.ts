import { fileTypeFromBuffer } from 'file-type';
import type { ContextSettings } from '../../core/context.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { MediaKind } from '../../generated/resolvers-types.ts';

/** How large a file of each kind may be (UPLOAD_MAX_*_BYTES), in bytes. */
export type UploadLimits = NonNullable<ContextSettings['uploads']>;

export const UPLOAD_DEFAULTS: UploadLimits = {
  // a picture scaled on the device (1500x1000, JPEG 0.8) is well under 1 MiB; a raw photo from
  // another frontend that does not scale may be a few MiB
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  maxAudioBytes: 20 * 1024 * 1024,
};

/** Pictures are scaled to at most 1500x1000 and re-encoded as JPEG quality 0.8 on the device. */
export const IMAGE_MAX_WIDTH = 1500;
export const IMAGE_MAX_HEIGHT = 1000;
export const IMAGE_QUALITY = 0.8;
/** An uploader takes one file unless its caller says otherwise. */
export const UPLOAD_DEFAULT_COUNT = 1;

/** The accepted media types of each kind (by the bytes: file-type's answer). */
const ACCEPTED: Record<MediaKind, readonly string[]> = {
  IMAGE: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  VIDEO: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'],
  AUDIO: [
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/aac',
    'audio/ogg',
    'audio/opus',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/webm',
  ],
};

export function maxBytesOf(kind: MediaKind, limits: UploadLimits): number {
  return kind === 'IMAGE' ? limits.maxImageBytes : kind === 'VIDEO' ? limits.maxVideoBytes : limits.maxAudioBytes;
}

/**
 * The media type of a file found from its bytes (never its name or the browser's claim). A WebM
 * recording with no video track is audio (what MediaRecorder writes for a voice message).
 */
export async function sniffMediaType(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.mime === 'video/webm' || type.mime === 'audio/webm') {
    const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 4096))).toString('latin1');
    return /V_VP8|V_VP9|V_AV1|V_MPEG4/.test(head) ? 'video/webm' : 'audio/webm';
  }
  return type.mime;
}

/** The checks of one file, before it is sent anywhere: present, not empty, not too large, of the kind asked. */
export async function checkFile(
  bytes: Uint8Array | null,
  kind: MediaKind,
  limits: UploadLimits,
): Promise<{ contentType: string | null; errors: UserErrorSource[] }> {
  if (!bytes) return { contentType: null, errors: [inputError('FILE_REQUIRED', 'file')] };
  if (bytes.length === 0) return { contentType: null, errors: [inputError('FILE_EMPTY', 'file')] };
  const max = maxBytesOf(kind, limits);
  if (bytes.length > max) return { contentType: null, errors: [inputError('FILE_TOO_LARGE', 'file', max)] };
  const contentType = await sniffMediaType(bytes);
  if (!contentType || !ACCEPTED[kind].includes(contentType)) return { contentType, errors: [inputError('FILE_TYPE_NOT_ALLOWED', 'file')] };
  return { contentType, errors: [] };
}

/** File name endings of the file service and the kind each is (its names are `<sha256>.<ext>`). */
const KIND_OF_EXT: Readonly<Record<string, MediaKind>> = {
  jpg: 'IMAGE',
  png: 'IMAGE',
  gif: 'IMAGE',
  webp: 'IMAGE',
  mp4: 'VIDEO',
  mov: 'VIDEO',
  webm: 'VIDEO',
  weba: 'AUDIO',
  ogg: 'AUDIO',
  mp3: 'AUDIO',
  m4a: 'AUDIO',
  wav: 'AUDIO',
};

/** The kind of a stored file's key (`uploads/<sha256>.<ext>`), or null when it is not one. */
export function kindOfKey(key: string): MediaKind | null {
  const m = /^uploads\/[0-9a-f]{64}\.([a-z0-9]{2,5})$/.exec(key);
  return m ? (KIND_OF_EXT[m[1]!] ?? null) : null;
}
