import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { activityHomeLoader } from './activityHomeLoader';
import { activitiesTexts } from './texts';
import { contactsTexts } from '../contacts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [activitiesTexts, bookingTexts] };
/** The order forms' texts: the family's and the regular contacts' words. */
const orderTexts = { texts: [activitiesTexts, contactsTexts, bookingTexts] };

const activityHome = lazyScreen(
  () => import('./ActivityHomeScreen'),
  (m) => ({ node: <m.ActivityHomeScreen /> }),
  texts,
);

/**
 * The activities and activity rooms: the activity home (on the bottom menu: its loader is the
 * router's, so a first load sends its query with the shell's while the screen's chunk loads), the
 * lists, an activity's page and its order, a room's time choice and its order.
 */
export const ACTIVITY_ROUTES: RouteObject[] = [
  { path: '/activity-home', loader: activityHomeLoader, lazy: activityHome },
  { path: '/activity', loader: activityHomeLoader, lazy: activityHome },
  { path: '/activity/:classifyId', loader: activityHomeLoader, lazy: activityHome },
  {
    path: '/activity-list/:classifyId/:date',
    lazy: lazyScreen(
      () => import('./ActivityListScreen'),
      (m) => ({ loader: m.activityListLoader, node: <m.ActivityListScreen /> }),
      texts,
    ),
  },
  {
    path: '/activity-detail/:id',
    lazy: lazyScreen(
      () => import('./ActivityDetailScreen'),
      (m) => ({ loader: m.activityDetailLoader, node: <m.ActivityDetailScreen /> }),
      texts,
    ),
  },
  {
    path: '/activity-order/:id',
    lazy: lazyScreen(
      () => import('./ActivityOrderScreen'),
      (m) => ({ loader: m.activityOrderLoader, node: <m.ActivityOrderScreen /> }),
      orderTexts,
    ),
  },
  {
    path: '/seat-selection/:id/:max/:activityId',
    lazy: lazyScreen(
      () => import('./SeatSelectionScreen'),
      (m) => ({ loader: m.seatSelectionLoader, node: <m.SeatSelectionScreen /> }),
      orderTexts,
    ),
  },
  {
    path: '/activity-room/:id',
    lazy: lazyScreen(
      () => import('./ActivityRoomScreen'),
      (m) => ({ loader: m.activityRoomLoader, node: <m.ActivityRoomScreen /> }),
      texts,
    ),
  },
  // an activity room's page is its time choice (its days and slots); /room-detail is a hotel room's page (screens/places)
  {
    path: '/time-choice/:id',
    lazy: lazyScreen(
      () => import('./TimeChoiceScreen'),
      (m) => ({ loader: m.timeChoiceLoader, node: <m.TimeChoiceScreen /> }),
      texts,
    ),
  },
  {
    path: '/room-order/:id',
    lazy: lazyScreen(
      () => import('./RoomOrderScreen'),
      (m) => ({ loader: m.roomOrderLoader, node: <m.RoomOrderScreen /> }),
      orderTexts,
    ),
  },
];
