/**
 * A sign-up form's answers as the call sends them (`answers`: a JSON array of { fieldId, value }),
 * checked against the form: every field known, every required one answered, choices among the
 * field's options, the phone an 11-digit number. The finer rules (lengths, ranges, ID numbers)
 * are the gateway's; the upstream keeps what the form's owner relies on.
 */
import { refuse } from '../../refusal.ts';
import type { FieldRow } from './store.ts';
import { TEXTS } from './texts.ts';

function parse(raw: string): { fieldId: string; value: string }[] {
  let list: unknown;
  try {
    list = JSON.parse(raw || '[]');
  } catch {
    return refuse(TEXTS.badAnswers);
  }
  if (!Array.isArray(list)) return refuse(TEXTS.badAnswers);
  return list.map((a) => {
    const item = a as { fieldId?: unknown; value?: unknown };
    if (!a || typeof a !== 'object' || (typeof item.value !== 'string' && typeof item.value !== 'number')) refuse(TEXTS.badAnswers);
    return { fieldId: String(item.fieldId ?? ''), value: String(item.value).trim() };
  });
}

function choiceOk(field: FieldRow, value: string): boolean {
  const count = (JSON.parse(field.options) as string[]).length;
  const picked = value.split(',');
  if (field.field_type === 'radio' && picked.length !== 1) return false;
  return picked.every((p) => /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= count) && new Set(picked).size === picked.length;
}

/** The answers by field id (blank ones left out); refuses the first problem. */
export function checkedAnswers(fields: readonly FieldRow[], raw: string): Map<number, string> {
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  const values = new Map<number, string>();
  for (const a of parse(raw)) {
    const field = byId.get(a.fieldId);
    if (!field) refuse(TEXTS.unknownField);
    if (a.value !== '') values.set(field.id, a.value);
  }
  for (const field of fields) {
    const value = values.get(field.id);
    if (value === undefined) {
      if (field.required) refuse(TEXTS.required(field.label));
      continue;
    }
    if ((field.field_type === 'radio' || field.field_type === 'checkbox') && !choiceOk(field, value)) refuse(TEXTS.badChoice(field.label));
    if (field.field_type === 'phone' && !/^\d{11}$/.test(value)) refuse(TEXTS.badPhone);
  }
  return values;
}
