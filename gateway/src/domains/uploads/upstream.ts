import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of the uploads domain (API.md "File upload"). */

/** The file service's answer (`safeUrl`, `url`). */
export interface UploadRow {
  url?: unknown;
  safeUrl?: unknown;
  contentType?: unknown;
  size?: unknown;
}

/** POST res/api/file/upload (multipart `Filedata`; API.md "File upload"). */
export function uploadFile(
  upstream: UpstreamClient,
  file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<Envelope> {
  return upstream.postMultipart('res/api/file/upload', {}, { field: 'Filedata', ...file });
}
