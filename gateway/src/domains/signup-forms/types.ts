/** The upstream's rows of the sign-up forms (API.md "Sign-up forms"), as they arrive. */
export interface SignUpFieldRow {
  id?: string | number | null;
  activityId?: string | number | null;
  fieldName?: string | null;
  fieldType?: string | null;
  required?: string | number | null;
  minValue?: string | number | null;
  maxValue?: string | number | null;
  options?: { value?: string | number | null; label?: string | null }[] | null;
  sort?: string | number | null;
}

export interface SignUpAnswerRow {
  orderCode?: string | null;
  activityId?: string | number | null;
  fieldId?: string | number | null;
  fieldName?: string | null;
  fieldType?: string | null;
  value?: string | null;
}

/** The field kinds the graph names (`SignUpFieldType`). */
export type SignUpFieldKind = 'TEXT' | 'NUMBER' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'DATE' | 'PICTURE' | 'PHONE' | 'ID_NUMBER';

/** A form field, normalised (what `SignUpField` resolves from). */
export interface SignUpFieldValue {
  id: string;
  activityId: string;
  label: string;
  type: SignUpFieldKind;
  required: boolean;
  min: number | null;
  max: number | null;
  options: { value: string; label: string }[];
}

/** An activity's form (what `SignUpForm` resolves from). */
export interface SignUpFormValue {
  activityId: string;
  fields: SignUpFieldValue[];
}

/** An answer kept with an order, as its owner sees it (what `SignUpAnswer` resolves from). */
export interface SignUpAnswerValue {
  label: string;
  type: SignUpFieldKind;
  values: string[];
}
