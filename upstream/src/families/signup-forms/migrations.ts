/** The sign-up forms' tables: the fields an activity asks for, and the answers kept with each order. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'sign-up form fields and answers',
    sql: `
      CREATE TABLE signup_fields (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES activities (id),
        sort INTEGER NOT NULL,
        label TEXT NOT NULL,
        -- text | number | radio | checkbox | date | image | phone | idcard
        field_type TEXT NOT NULL,
        required INTEGER NOT NULL DEFAULT 0,
        -- lengths for text, values for number, choices for checkbox; NULL: no bound
        min_value INTEGER,
        max_value INTEGER,
        -- the choices' labels (JSON array of strings); an answer names a choice by its 1-based position
        options TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX signup_fields_activity ON signup_fields (activity_id, sort, id);
      CREATE TABLE signup_answers (
        order_id INTEGER NOT NULL REFERENCES reservation_orders (id),
        field_id INTEGER NOT NULL REFERENCES signup_fields (id),
        value TEXT NOT NULL,
        PRIMARY KEY (order_id, field_id)
      );
    `,
  },
];
