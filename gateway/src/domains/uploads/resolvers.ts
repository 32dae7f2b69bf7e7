import type { Resolvers } from '../../generated/resolvers-types.ts';
import type { MediaKind } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { int, text } from '../../core/normalise.ts';
import { fromGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import {
  checkFile,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
  kindOfKey,
  maxBytesOf,
  UPLOAD_DEFAULT_COUNT,
  UPLOAD_DEFAULTS,
} from './rules.ts';
import type { UploadLimits } from './rules.ts';
import { uploadFile } from './upstream.ts';
import type { UploadRow } from './upstream.ts';
import type { UploadedFileSource } from './types.ts';

/** The shape of what multipart parsing puts in a `File` variable (the platform's File). */
interface PlatformFile {
  name?: string;
  size?: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isFile(value: unknown): value is PlatformFile {
  return typeof value === 'object' && value !== null && typeof (value as PlatformFile).arrayBuffer === 'function';
}

const limitsOf = (settings: { uploads?: UploadLimits }): UploadLimits => settings.uploads ?? UPLOAD_DEFAULTS;

/** A file name for the file service: the stored name is content-addressed, this is informative only. */
function safeName(name: string | undefined, contentType: string): string {
  const base = (name ?? '').replace(/[^\w.-]+/g, '_').slice(-80);
  return base || `upload.${contentType.split('/')[1] ?? 'bin'}`;
}

/**
 * The storage keys (`uploads/<name>`) of uploaded files' ids, for another family's call: each
 * must be an UploadedFile id (of `kind`, when given); FILE_UNKNOWN names the first that is not.
 */
export function uploadedFileKeys(ids: readonly string[], field: string, kind?: MediaKind): { keys: string[]; errors: UserErrorSource[] } {
  const keys: string[] = [];
  for (const id of ids) {
    const decoded = fromGlobalId(id.trim());
    const key = decoded?.type === 'UploadedFile' ? decoded.rawId : null;
    const keyKind = key ? kindOfKey(key) : null;
    if (!key || !keyKind || (kind && keyKind !== kind)) return { keys: [], errors: [inputError('FILE_UNKNOWN', field)] };
    keys.push(key);
  }
  return { keys, errors: [] };
}

export const uploadsResolvers: Resolvers = {
  InputLimits: {
    uploadMaxImageBytes: (_l, _a, ctx) => limitsOf(ctx.settings).maxImageBytes,
    uploadMaxVideoBytes: (_l, _a, ctx) => limitsOf(ctx.settings).maxVideoBytes,
    uploadMaxAudioBytes: (_l, _a, ctx) => limitsOf(ctx.settings).maxAudioBytes,
    imageMaxWidth: () => IMAGE_MAX_WIDTH,
    imageMaxHeight: () => IMAGE_MAX_HEIGHT,
    imageQuality: () => IMAGE_QUALITY,
    uploadDefaultCount: () => UPLOAD_DEFAULT_COUNT,
  },
  UploadedFile: {
    id: (f) => toGlobalId('UploadedFile', f.key),
  },
  Mutation: {
    uploadFile: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const limits = limitsOf(ctx.settings);
      const file = isFile(input.file) ? input.file : null;
      // the size is known before the bytes are read: a file over the limit is never read whole
      if (file && typeof file.size === 'number' && file.size > maxBytesOf(input.kind, limits)) {
        return { file: null, errors: [inputError('FILE_TOO_LARGE', 'file', maxBytesOf(input.kind, limits))] };
      }
      const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
      const { contentType, errors } = await checkFile(bytes, input.kind, limits);
      if (errors.length > 0 || !bytes || !contentType) return { file: null, errors };
      const envelope = await uploadFile(ctx.upstream, { name: safeName(file?.name, contentType), type: contentType, bytes });
      const refusal = refusalOf(envelope, 'file');
      if (refusal) return { file: null, errors: [refusal] };
      const row = decodeData<UploadRow>(envelope);
      const key = text(row?.url);
      const url = text(row?.safeUrl);
      if (!key || !url || kindOfKey(key) !== input.kind) throw new UpstreamMalformedError();
      const stored: UploadedFileSource = {
        key,
        url,
        kind: input.kind,
        contentType: text(row?.contentType) ?? contentType,
        size: int(row?.size) ?? bytes.length,
      };
      return { file: stored, errors: [] };
    },
  },
};
