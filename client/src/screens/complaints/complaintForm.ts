import { createStore, useStore } from '../../env/store';
import type { UploadedMedia } from '../../widgets/upload/MediaUploader';

/** The complainant's gender as the form holds it (the schema's ComplainantGender). */
export type FormGender = 'MALE' | 'FEMALE' | 'UNSPECIFIED';

/** Where it happened: a place of the site, a position, or both; `name` is what the form shows. */
export interface ComplaintLocationValue {
  placeId: string | null;
  name: string;
  point: { longitude: number; latitude: number } | null;
}

/** The complaint form (stored as `complaintFormData`): what was typed, kept across screens. */
export interface ComplaintFormData {
  name: string;
  phone: string;
  gender: FormGender;
  typeId: string;
  respondent: string;
  location: ComplaintLocationValue | null;
  detailedAddress: string;
  /** The `<input type="datetime-local">` value, `yyyy-MM-ddTHH:mm` on the device's clock. */
  occurredAt: string;
  reason: string;
  evidence: UploadedMedia[];
  /** Opened from a place's page (`/complain-place`): the place is filled in. */
  aboutPlace: boolean;
  /** The contact of the last complaint was offered once (never again over what was typed). */
  prefilled: boolean;
}

export const EMPTY_COMPLAINT_FORM: ComplaintFormData = {
  name: '',
  phone: '',
  gender: 'UNSPECIFIED',
  typeId: '',
  respondent: '',
  location: null,
  detailedAddress: '',
  occurredAt: '',
  reason: '',
  evidence: [],
  aboutPlace: false,
  prefilled: false,
};

/**
 * Kept in the tab's sessionStorage too: choosing the location on another screen, signing in in
 * between (the login page may reload the app) or a reload loses nothing; closing the tab forgets it.
 */
const KEY = 'complaintFormData';

function read(): ComplaintFormData {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw) return { ...EMPTY_COMPLAINT_FORM, ...(JSON.parse(raw) as Partial<ComplaintFormData>) };
  } catch {
    /* no storage, or a broken value: start empty */
  }
  return EMPTY_COMPLAINT_FORM;
}

const store = createStore<ComplaintFormData>(typeof window === 'undefined' ? EMPTY_COMPLAINT_FORM : read());
store.subscribe(() => {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(store.get()));
  } catch {
    /* private mode: the in-memory store still keeps it across screens */
  }
});

export function useComplaintForm(): ComplaintFormData {
  return useStore(store);
}

export function patchComplaintForm(patch: Partial<ComplaintFormData>): void {
  store.set((prev) => ({ ...prev, ...patch }));
}

/** After the complaint was filed: the next one starts empty. */
export function resetComplaintForm(): void {
  store.set(EMPTY_COMPLAINT_FORM);
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

/** `yyyy-MM-ddTHH:mm` of the device's clock (the datetime-local value) → ISO-8601 with the device's offset. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${value}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** Now as a datetime-local value (the picker's upper bound). */
export function nowAsLocalInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
