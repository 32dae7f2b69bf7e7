import { useEffect, useState } from 'react';

/** The wizard's choices, kept on the device while the traveller goes back and forth (and over a reload). */
export interface WizardState {
  days: string;
  playHours: string;
  labelIds: string[];
  destinationIds: string[];
  /** Names of the chosen destinations, for the summary. */
  destinationNames: Record<string, string>;
  name: string;
}

const KEY = 'ctp.itinerary.wizard';
export const EMPTY_WIZARD: WizardState = { days: '2', playHours: '16', labelIds: [], destinationIds: [], destinationNames: {}, name: '' };

function read(): WizardState {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY_WIZARD, ...(JSON.parse(raw) as Partial<WizardState>) } : EMPTY_WIZARD;
  } catch {
    return EMPTY_WIZARD;
  }
}

export function clearWizard(): void {
  sessionStorage.removeItem(KEY);
}

export function useWizardState(): [WizardState, (change: Partial<WizardState>) => void] {
  const [state, setState] = useState(read);
  useEffect(() => {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  }, [state]);
  return [state, (change) => setState((s) => ({ ...s, ...change }))];
}

/** A whole number typed in a box, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}
