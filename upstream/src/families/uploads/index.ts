/**
 * The file-upload service (`res/api/file/upload`: POST multipart `Filedata`, optional `key`;
 * answers `safeUrl` / `url`). Files are stored on disk under the data folder with
 * content-addressed names (`<sha256>.<ext>`, the type found from the bytes), recorded in
 * `uploaded_files`, and served back at `files/uploads/<name>`. Other families take the `url` of
 * an upload (`uploads/<name>`) in their calls and store it with `uploadedRef`.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { publicRoutes, routes } from './routes.ts';

export { uploadedRef } from './files.ts';

export const uploadsFamily: UpstreamFamily = {
  name: 'uploads',
  migrations,
  routes,
  publicRoutes,
};
