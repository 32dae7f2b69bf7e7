/**
 * Visit analytics (访问统计): what the H5 app reports about its visitors, none of it shown back to
 * them. Page views and unique visitors (`api/api/access/record`), the stay-time log of the tracked
 * pages (`log/api/pageStay/save`: 1 entering, 2 leaving), taps on advertising banners and menu
 * entries (`res/api/interactManage/addFunctionClickRecord`), views of an activity's detail
 * (`addBrowseRecord`) and the opening of a reprinted article (`res/api/streamMedia/addRecord`).
 * The development channel reads what a site received (`__dev/analytics/{siteCode}`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';

export const analyticsFamily: UpstreamFamily = {
  name: 'analytics',
  migrations,
  routes,
  devRoutes,
};
