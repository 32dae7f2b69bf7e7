/**
 * The appointments family's demo data, on every demo site: how many visitors one appointment may
 * take at each place booked on the platform, the service menu entry that opens the appointment
 * query, and for the demo traveller (13800000001) three past combined appointments of two places
 * each whose vouchers were used (their record of use). Deterministic, dates relative to the
 * clock's now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { chinaDayStart } from '../../time.ts';
import { dayString, everyDemoSite } from '../demo.ts';
import { newOrderCode, reservationsStore, STATUS } from '../reservations/index.ts';
import { appointmentsStore, type ContactRow } from './store.ts';
import { MENU_NAME } from './texts.ts';

const HOUR = 3600 * 1000;
/** The demo library whose slots hold 3 places takes 2 visitors an appointment; other venues 5, scenic areas 8. */
const SMALL_VENUE = '成都图书馆';

export function seed(db: Database.Database, env: SeedEnv): void {
  const apps = appointmentsStore(db);
  const res = reservationsStore(db);
  const traveller = db.prepare("SELECT id FROM users WHERE phone = '13800000001'").get() as { id: number } | undefined;
  const firstContact = db.prepare(
    'SELECT id, name, cert_type, cert_number, phone FROM user_contacts WHERE user_id = ? AND site_code = ? ORDER BY created_at, id LIMIT 1',
  );
  for (const site of everyDemoSite(db)) {
    const places = apps.places(site.siteCode, '', 1000, 0).rows;
    for (const p of places) apps.setMaxPeople(p.id, p.name === SMALL_VENUE ? 2 : p.resource_type === 'CONTENT_TYPE_SCENERY' ? 8 : 5);
    env.addServiceMenu(site.siteCode, [
      { name: MENU_NAME[site.language], menuCode: '', icon: 'calendar', sort: 1, link: '/appointment-query' },
    ]);
    const contact = traveller ? (firstContact.get(traveller.id, site.siteCode) as ContactRow | undefined) : undefined;
    const pair = places.filter((p) => res.slots(p.id).length > 0).slice(0, 2);
    if (!traveller || !contact || pair.length < 2) continue;
    for (let back = 3; back >= 1; back--) {
      const dayStart = chinaDayStart(env.nowMs, -back);
      const date = dayString(env.nowMs, -back);
      const made = dayStart - 2 * 24 * HOUR;
      const code = `AP${date.replaceAll('-', '')}${String(100000 + apps.nextId())}`;
      const appointmentId = apps.insertAppointment(code, site.siteCode, traveller.id, date, made);
      apps.insertVisitor(appointmentId, contact, 0);
      pair.forEach((p, i) => {
        const slot = res.slots(p.id)[0]!;
        const [h, m] = slot.start_time.split(':').map(Number) as [number, number];
        const [eh, em] = slot.end_time.split(':').map(Number) as [number, number];
        const start = dayStart + (h * 60 + m) * 60_000;
        const used = start + (20 + 40 * i) * 60_000;
        const orderId = res.insertOrder({
          code: newOrderCode(db, 'YY', made),
          site: site.siteCode,
          user: traveller.id,
          orderType: p.resource_type,
          status: STATUS.USED,
          resourceType: p.resource_type,
          resourceId: p.id,
          sessionId: null,
          slotId: slot.id,
          date,
          num: 1,
          money: '0.00',
          integral: '0',
          payMoney: '0.00',
          payIntegral: '0',
          start,
          end: dayStart + (eh * 60 + em) * 60_000,
          name: contact.name,
          phone: '13800000001',
          purpose: '',
          reviewDue: null,
          payDue: null,
          now: made,
        });
        db.prepare('UPDATE reservation_orders SET updated_at = ? WHERE id = ?').run(used, orderId);
        apps.insertVoucher(orderId, appointmentId, i);
      });
    }
  }
}
