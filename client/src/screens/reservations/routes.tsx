import type { RouteObject } from 'react-router-dom';
import { lazyRoute, lazyScreen } from '../../shell/lazyScreen';
import { reservationsTexts } from './texts';
import { contactsTexts } from '../contacts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [reservationsTexts, bookingTexts] };

/** A ZYTF appointment's order form and the appointment query. */
export const RESERVATION_ROUTES: RouteObject[] = [
  // the day is optional: without it the page opens on the first bookable day, with a day picker
  ...['/appointment-order/:id', '/appointment-order/:id/:date'].map(
    (path): RouteObject => ({
      path,
      lazy: lazyScreen(
        () => import('./AppointmentOrderScreen'),
        (m) => ({ loader: m.appointmentOrderLoader, node: <m.AppointmentOrderScreen /> }),
        { texts: [reservationsTexts, contactsTexts, bookingTexts] },
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
  // combined appointments: the query (general, the site's own, combining places), the steps, the result, the record of use
  { path: '/appointment-query', lazy: lazyRoute(() => import('./combined/AppointmentDayScreen'), texts) },
  { path: '/appointment-query-xz', lazy: lazyRoute(() => import('./combined/AppointmentSiteScreen'), texts) },
  { path: '/appointment-query-combine', lazy: lazyRoute(() => import('./combined/AppointmentCombineScreen'), texts) },
  { path: '/appointment-resources', lazy: lazyRoute(() => import('./combined/AppointmentResourcesScreen'), texts) },
  { path: '/appointment-add', lazy: lazyRoute(() => import('./combined/AppointmentAddScreen'), texts) },
  { path: '/appointment-make', lazy: lazyRoute(() => import('./combined/AppointmentMakeScreen'), texts) },
  { path: '/appointment-success', lazy: lazyRoute(() => import('./combined/AppointmentSuccessScreen'), texts) },
  { path: '/appointment-consumption', lazy: lazyRoute(() => import('./combined/AppointmentConsumptionScreen'), texts) },
];
