/**
 * The appointments family's tables: how many visitors one appointment may take per resource, the
 * combined appointments with their visitors, and the vouchers (one reservation order per resource
 * and slot) each appointment made.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'appointment limits, appointments, visitors, vouchers',
    sql: `
      -- visitors one appointment may take at a venue or scenic area (booked on the platform)
      CREATE TABLE appointment_limits (
        resource_id INTEGER PRIMARY KEY,
        max_people INTEGER NOT NULL
      );
      CREATE TABLE appointments (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX appointments_user ON appointments (site_code, user_id, created_at);
      -- the visitors as they were when the appointment was made (number SM4 hex)
      CREATE TABLE appointment_visitors (
        appointment_id INTEGER NOT NULL REFERENCES appointments (id),
        contact_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        cert_type INTEGER NOT NULL,
        cert_number TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX appointment_visitors_appointment ON appointment_visitors (appointment_id, sort);
      -- one voucher per resource: a reservation order for every visitor of the appointment
      CREATE TABLE appointment_vouchers (
        order_id INTEGER PRIMARY KEY REFERENCES reservation_orders (id),
        appointment_id INTEGER NOT NULL REFERENCES appointments (id),
        sort INTEGER NOT NULL
      );
      CREATE INDEX appointment_vouchers_appointment ON appointment_vouchers (appointment_id, sort);
    `,
  },
];
