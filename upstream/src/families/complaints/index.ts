/**
 * Complaints (a Complaint, its status, the "Complaints" calls): the complaint form
 * (`res/api/complaints/save`), voice complaints (`saveAudio`), the user's complaints (`list`,
 * `detail` with the handling record), satisfied feedback on a processed complaint (once), the
 * contact of the user's last complaint (`lastRecordInfo`), and what the spec does not show: the
 * site's complaint types and settings (`typeList`, `config`). Status 0 pending, 1 accepted,
 * 2 processed; the handling side is not part of the H5 client, so the development channel moves
 * a complaint on (`__dev/complaints/advance`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const complaintsFamily: UpstreamFamily = {
  name: 'complaints',
  migrations,
  seed,
  routes,
  devRoutes,
};
