import type { MediaKind } from '../../generated/resolvers-types.ts';

/** What UploadedFile resolves from. */
export interface UploadedFileSource {
  /** The file service's `url` (the storage key, `uploads/<name>`). */
  key: string;
  /** The file service's `safeUrl` (absolute). */
  url: string;
  kind: MediaKind;
  contentType: string;
  size: number;
}
