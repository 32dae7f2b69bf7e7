import { createStore, useStore } from '../env/store';
import { OptionalPart } from './optionalPart';

/** The button itself (shell/FloatingHomeButton.tsx) loads when first shown: never on the home. */
const floatingHomeButton = () => import('./FloatingHomeButton');

/** How many screen headers (back and home of their own) are shown now. */
const headers = createStore(0);

/**
 * A screen header is shown (PageHeader): while it is, the floating button stays away, so it never
 * covers a control of the page; the header's own home and back lead the same way.
 * Returns the cleanup.
 */
export function headerShown(): () => void {
  headers.set((n) => n + 1);
  return () => headers.set((n) => n - 1);
}

export function FloatingHome() {
  const withHeader = useStore(headers) > 0;
  return withHeader ? null : <OptionalPart load={floatingHomeButton} props={{}} />;
}
