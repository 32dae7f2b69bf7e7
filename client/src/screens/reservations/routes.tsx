import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { reservationsTexts } from './texts';
import { contactsTexts } from '../contacts';

const texts = { texts: reservationsTexts };

/** A ZYTF appointment's order form and the appointment query. */
export const RESERVATION_ROUTES: RouteObject[] = [
  // the day is optional: without it the page opens on the first bookable day, with a day picker
  ...['/appointment-order/:id', '/appointment-order/:id/:date'].map(
    (path): RouteObject => ({
      path,
      lazy: lazyScreen(
        () => import('./AppointmentOrderScreen'),
        (m) => ({ loader: m.appointmentOrderLoader, node: <m.AppointmentOrderScreen /> }),
        { texts: [reservationsTexts, contactsTexts] },
      ),
    }),
  ),
  {
    path: '/appointment-query-zytf',
    lazy: lazyScreen(
      () => import('./AppointmentQueryScreen'),
      (m) => ({ loader: m.appointmentQueryLoader, node: <m.AppointmentQueryScreen /> }),
      texts,
    ),
  },
];
