/** Every statement of the sign-up forms: an activity's fields, and the answers kept with an order. */
import type Database from 'better-sqlite3';

export const FIELD_TYPES = ['text', 'number', 'radio', 'checkbox', 'date', 'image', 'phone', 'idcard'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldRow {
  id: number;
  activity_id: number;
  sort: number;
  label: string;
  field_type: FieldType;
  required: number;
  min_value: number | null;
  max_value: number | null;
  options: string;
}

export interface AnswerRow {
  order_code: string;
  activity_id: number;
  field_id: number;
  label: string;
  field_type: FieldType;
  value: string;
}

export interface NewField {
  activityId: number;
  sort: number;
  label: string;
  type: FieldType;
  required: boolean;
  min?: number | null;
  max?: number | null;
  options?: readonly string[];
}

export function signupFormsStore(db: Database.Database) {
  const fields = db.prepare('SELECT * FROM signup_fields WHERE activity_id = ? ORDER BY sort, id');
  const insertField = db.prepare(
    `INSERT INTO signup_fields (activity_id, sort, label, field_type, required, min_value, max_value, options)
     VALUES (@activityId, @sort, @label, @type, @required, @min, @max, @options)`,
  );
  const insertAnswer = db.prepare('INSERT INTO signup_answers (order_id, field_id, value) VALUES (?, ?, ?)');
  const answers = db.prepare(
    `SELECT o.order_code, f.activity_id, f.id AS field_id, f.label, f.field_type, a.value
     FROM signup_answers a JOIN reservation_orders o ON o.id = a.order_id JOIN signup_fields f ON f.id = a.field_id
     WHERE o.order_code = ? AND o.user_id = ? AND o.site_code = ? ORDER BY f.sort, f.id`,
  );
  return {
    /** An activity's form, in order (empty: it asks for none). */
    fields: (activityId: number) => fields.all(activityId) as FieldRow[],
    addField(f: NewField): void {
      insertField.run({
        activityId: f.activityId,
        sort: f.sort,
        label: f.label,
        type: f.type,
        required: f.required ? 1 : 0,
        min: f.min ?? null,
        max: f.max ?? null,
        options: JSON.stringify(f.options ?? []),
      });
    },
    saveAnswers(orderId: number, values: ReadonlyMap<number, string>): void {
      for (const [fieldId, value] of values) insertAnswer.run(orderId, fieldId, value);
    },
    /** The answers of an order of the user on the site (none for anyone else's order). */
    answersOf: (orderCode: string, userId: number, siteCode: string) => answers.all(orderCode, userId, siteCode) as AnswerRow[],
  };
}

export type SignupFormsStore = ReturnType<typeof signupFormsStore>;
