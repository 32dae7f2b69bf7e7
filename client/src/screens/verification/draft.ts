import { createStore, useStore } from '../../env/store';

/** The fields of the verification form (and the gateway's UserError fields they show). */
export const DRAFT_FIELDS = ['name', 'idNumber', 'facePhotoId'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/**
 * What the person is submitting, kept across the form, the face photo step and the confirmation
 * page (in memory only: an ID number is never written to the device's storage), with the gateway's
 * refusals shown under their fields when the form is back.
 */
export interface VerificationDraft {
  name: string;
  idNumber: string;
  facePhoto: { id: string; url: string } | null;
  errors: Partial<Record<DraftField, string>>;
}

const EMPTY: VerificationDraft = { name: '', idNumber: '', facePhoto: null, errors: {} };
const store = createStore<VerificationDraft>(EMPTY);

export const useDraft = (): VerificationDraft => useStore(store);
export const patchDraft = (patch: Partial<VerificationDraft>): void => store.set((d) => ({ ...d, ...patch }));
export const resetDraft = (): void => store.set(EMPTY);
export const draftNow = (): VerificationDraft => store.get();

/** How the confirmation page shows what was typed: the first character of the name, the ends of the number. */
export function maskedForConfirmation(name: string, idNumber: string): { name: string; idNumber: string } {
  const chars = Array.from(name.trim());
  const number = idNumber.replace(/\s+/g, '').toUpperCase();
  return {
    name: chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`,
    idNumber: number.length > 8 ? `${number.slice(0, 4)}${'*'.repeat(number.length - 8)}${number.slice(-4)}` : number,
  };
}
